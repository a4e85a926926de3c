<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AboutDialog</name>
    <message>
        <source>Version {version}</source>
        <translation>Version {version}</translation>
    </message>
    <message>
        <source>Plays: {games}.</source>
        <translation>Plays: {games}.</translation>
    </message>
    <message>
        <source>About qtgames</source>
        <translation>About qtgames</translation>
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
        <translation>Tabletop games with their complete rules, for people playing at one computer and against AI opponents. Every event in the move log and every refused move cites its rule ID from the rules texts.</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <source>An unofficial fan implementation. All tiles and pieces are drawn from data by this program; the games&apos; names and rules belong to their designers and publishers.</source>
        <translation>An unofficial fan implementation. All tiles and pieces are drawn from data by this program; the games&apos; names and rules belong to their designers and publishers.</translation>
    </message>
</context>
<context>
    <name>AiKind</name>
    <message>
        <source>Random</source>
        <translation>Random</translation>
    </message>
    <message>
        <source>Any legal move, uniformly at random.</source>
        <translation>Any legal move, uniformly at random.</translation>
    </message>
    <message>
        <source>Greedy</source>
        <translation>Greedy</translation>
    </message>
    <message>
        <source>Looks one move ahead: survive, then keep the most options.</source>
        <translation>Looks one move ahead: survive, then keep the most options.</translation>
    </message>
    <message>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <source>Greedy, with many careless moves.</source>
        <translation>Greedy, with many careless moves.</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Searches about 300 sampled futures per move.</source>
        <translation>Searches about 300 sampled futures per move.</translation>
    </message>
    <message>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <source>Searches about 1,500 sampled futures per move (under a second).</source>
        <translation>Searches about 1,500 sampled futures per move (under a second).</translation>
    </message>
    <message>
        <source>Expert</source>
        <translation>Expert</translation>
    </message>
    <message>
        <source>Searches about 6,000 sampled futures per move (a few seconds).</source>
        <translation>Searches about 6,000 sampled futures per move (a few seconds).</translation>
    </message>
</context>
<context>
    <name>AnalysisPanel</name>
    <message>
        <source>Analysis</source>
        <translation>Analysis</translation>
    </message>
</context>
<context>
    <name>AnalysisRefusal</name>
    <message>
        <source>The position breaks rule {rule} ({problem}): fix it first.</source>
        <translation>The position breaks rule {rule} ({problem}): fix it first.</translation>
    </message>
</context>
<context>
    <name>AnalysisTools</name>
    <message>
        <source>Start or open a game first.</source>
        <translation>Start or open a game first.</translation>
    </message>
    <message>
        <source>The game is over: nothing to analyse. Play → Analyse my game judges every move.</source>
        <translation>The game is over: nothing to analyse. Play → Analyse my game judges every move.</translation>
    </message>
    <message>
        <source>{name} decides now. The analysis is shown only to the player who decides, from what they can see.</source>
        <translation>{name} decides now. The analysis is shown only to the player who decides, from what they can see.</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>{name} to decide: {prompt}</translation>
    </message>
    <message>
        <source>The review was cancelled: nothing was kept.</source>
        <translation>The review was cancelled: nothing was kept.</translation>
    </message>
</context>
<context>
    <name>AnalysisView</name>
    <message>
        <source>Win chance: how often a player won from positions like the one after the move, in the AI&apos;s own games (with 3 or more players, their expected share of the win). The black line is its 95% interval: the true chance lies there 19 times in 20.</source>
        <translation>Win chance: how often a player won from positions like the one after the move, in the AI&apos;s own games (with 3 or more players, their expected share of the win). The black line is its 95% interval: the true chance lies there 19 times in 20.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stop</translation>
    </message>
    <message>
        <source>Stop refining: the chances shown stay as they are.</source>
        <translation>Stop refining: the chances shown stay as they are.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <source>Only one legal move: there is nothing to choose; its chance is shown.</source>
        <translation>Only one legal move: there is nothing to choose; its chance is shown.</translation>
    </message>
    <message>
        <source>Not examined further, as they looked worse one move ahead: {moves}</source>
        <translation>Not examined further, as they looked worse one move ahead: {moves}</translation>
    </message>
    <message>
        <source>the best two are known to ±{points} win-chance points</source>
        <translation>the best two are known to ±{points} win-chance points</translation>
    </message>
    <message>
        <source>refining…</source>
        <translation>refining…</translation>
    </message>
    <message>
        <source>all playouts spent</source>
        <translation>all playouts spent</translation>
    </message>
    <message>
        <source>out of time</source>
        <translation>out of time</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stopped</translation>
    </message>
    <message>
        <source>chances calibrated on the AI&apos;s games</source>
        <translation>chances calibrated on the AI&apos;s games</translation>
    </message>
    <message>
        <source>chances as measured on the AI&apos;s games</source>
        <translation>chances as measured on the AI&apos;s games</translation>
    </message>
    <message>
        <source>raw chances, not calibrated</source>
        <translation>raw chances, not calibrated</translation>
    </message>
    <message>
        <source>Everything as laid out was used; only the dice to come were sampled.</source>
        <translation>Everything as laid out was used; only the dice to come were sampled.</translation>
    </message>
    <message>
        <source>Only what {name} can see was used.</source>
        <translation>Only what {name} can see was used.</translation>
    </message>
    <message>
        <source>{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. {used}</source>
        <translation>{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. {used}</translation>
    </message>
</context>
<context>
    <name>AnalysisWorker</name>
    <message>
        <source>The analysis&apos;s process stopped; ask again to start it anew.</source>
        <translation>The analysis&apos;s process stopped; ask again to start it anew.</translation>
    </message>
    <message>
        <source>The analysis failed: {problem}</source>
        <translation>The analysis failed: {problem}</translation>
    </message>
</context>
<context>
    <name>App</name>
    <message>
        <source>A data override is not used</source>
        <translation>A data override is not used</translation>
    </message>
    <message>
        <source>qtgames plays with its shipped data until the file is corrected.</source>
        <translation>qtgames plays with its shipped data until the file is corrected.</translation>
    </message>
</context>
<context>
    <name>BidControl</name>
    <message>
        <source>Raise your bid by {step}</source>
        <translation>Raise your bid by {step}</translation>
    </message>
    <message>
        <source>Pass (Esc)</source>
        <translation>Pass (Esc)</translation>
    </message>
    <message>
        <source>Your bid for {explorer} ({rule})</source>
        <translation>Your bid for {explorer} ({rule})</translation>
    </message>
    <message>
        <source>bid {amount}: {chance}</source>
        <translation>bid {amount}: {chance}</translation>
    </message>
    <message>
        <source>pass: {chance}</source>
        <translation>pass: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Win chance (analysis): {moves}</translation>
    </message>
    <message>
        <source>Bid {amount} (Enter)</source>
        <translation>Bid {amount} (Enter)</translation>
    </message>
</context>
<context>
    <name>BoardImage</name>
    <message>
        <source>The caption has {count} characters; a picture&apos;s caption has at most {most}.</source>
        <translation>The caption has {count} characters; a picture&apos;s caption has at most {most}.</translation>
    </message>
    <message>
        <source>The caption has {count} lines; a picture&apos;s caption has at most {most}.</source>
        <translation>The caption has {count} lines; a picture&apos;s caption has at most {most}.</translation>
    </message>
    <message>
        <source>The caption would stand {tall} pixels tall under a board of {board}; shorten it.</source>
        <translation>The caption would stand {tall} pixels tall under a board of {board}; shorten it.</translation>
    </message>
</context>
<context>
    <name>BonusBox</name>
    <message>
        <source>Elimination bonus ({rule})</source>
        <translation>Elimination bonus ({rule})</translation>
    </message>
    <message>
        <source>Give from your hand:</source>
        <translation>Give from your hand:</translation>
    </message>
    <message>
        <source>Give this tile</source>
        <translation>Give this tile</translation>
    </message>
    <message>
        <source>Take from the eliminated hands:</source>
        <translation>Take from the eliminated hands:</translation>
    </message>
    <message>
        <source>Take this tile</source>
        <translation>Take this tile</translation>
    </message>
    <message>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <source>Keep my tiles</source>
        <translation>Keep my tiles</translation>
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
        <translation>{chance} win chance ({low}–{high})</translation>
    </message>
    <message>
        <source>{fact} {value}</source>
        <translation>{fact} {value}</translation>
    </message>
    <message>
        <source>Exact over the dice: {facts}</source>
        <translation>Exact over the dice: {facts}</translation>
    </message>
    <message>
        <source>On average over the sampled worlds: {facts}</source>
        <translation>On average over the sampled worlds: {facts}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>Then likely: {steps}</source>
        <translation>Then likely: {steps}</translation>
    </message>
    <message>
        <source>Worked out from {playouts} games played on after this move, in worlds that agree with what the player can see.</source>
        <translation>Worked out from {playouts} games played on after this move, in worlds that agree with what the player can see.</translation>
    </message>
</context>
<context>
    <name>CaptionDialog</name>
    <message>
        <source>Caption</source>
        <translation>Caption</translation>
    </message>
    <message>
        <source>Words under the board (may stay empty):</source>
        <translation>Words under the board (may stay empty):</translation>
    </message>
    <message>
        <source>Show the hands and the auction under the board</source>
        <translation>Show the hands and the auction under the board</translation>
    </message>
</context>
<context>
    <name>ChangeWords</name>
    <message>
        <source>Added: {what}</source>
        <translation>Added: {what}</translation>
    </message>
    <message>
        <source>Removed: {what}</source>
        <translation>Removed: {what}</translation>
    </message>
    <message>
        <source>{what}: {change}</source>
        <translation>{what}: {change}</translation>
    </message>
    <message>
        <source>added {value}</source>
        <translation>added {value}</translation>
    </message>
    <message>
        <source>removed {value}</source>
        <translation>removed {value}</translation>
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
        <translation>{gone} out, {came} in ({counts})</translation>
    </message>
    <message>
        <source>{gone} out ({counts})</source>
        <translation>{gone} out ({counts})</translation>
    </message>
    <message>
        <source>{came} in ({counts})</source>
        <translation>{came} in ({counts})</translation>
    </message>
    <message>
        <source>the same items in another order</source>
        <translation>the same items in another order</translation>
    </message>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>yes</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
</context>
<context>
    <name>ChoiceGrid</name>
    <message>
        <source>Your choices</source>
        <translation>Your choices</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Suggested by the hint</translation>
    </message>
</context>
<context>
    <name>Colour</name>
    <message>
        <source>vermilion</source>
        <translation>vermilion</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blue</translation>
    </message>
    <message>
        <source>green</source>
        <translation>green</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>yellow</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>pink</translation>
    </message>
    <message>
        <source>sky</source>
        <translation>sky</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>orange</translation>
    </message>
    <message>
        <source>white</source>
        <translation>white</translation>
    </message>
</context>
<context>
    <name>CostWords</name>
    <message>
        <source>costs {gold} gold</source>
        <translation>costs {gold} gold</translation>
    </message>
    <message>
        <source>ends your turn</source>
        <translation>ends your turn</translation>
    </message>
    <message numerus="yes">
        <source>%n declared gold are lost</source>
        <translation>
            <numerusform>%n declared gold is lost</numerusform>
            <numerusform>%n declared gold are lost</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n declared cards are lost</source>
        <translation>
            <numerusform>%n declared card is lost</numerusform>
            <numerusform>%n declared cards are lost</numerusform>
        </translation>
    </message>
    <message>
        <source>may be a storm: your turn would end</source>
        <translation>may be a storm: your turn would end</translation>
    </message>
    <message>
        <source>may be pirates: you would lose half your gold</source>
        <translation>may be pirates: you would lose half your gold</translation>
    </message>
    <message numerus="yes">
        <source>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n card.</numerusform>
            <numerusform>Start the ship here, by {square}: no extra cost. You have {gold} gold: up to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You would keep {gold} gold: up to %n cards.</source>
        <translation>
            <numerusform>You would keep {gold} gold: up to %n card.</numerusform>
            <numerusform>You would keep {gold} gold: up to %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to {owner}.</source>
        <translation>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to {owner}.</translation>
    </message>
    <message>
        <source>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to the bank.</source>
        <translation>Starting on {square} costs {gold} gold extra, for {owner}&apos;s {unit} ({rule}): it goes to the bank.</translation>
    </message>
</context>
<context>
    <name>CrashDialog</name>
    <message>
        <source>Something went wrong</source>
        <translation>Something went wrong</translation>
    </message>
    <message>
        <source>&lt;b&gt;Something went wrong.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;The details are in the log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;The game is as it was; you can play on.</source>
        <translation>&lt;b&gt;Something went wrong.&lt;/b&gt;&lt;br&gt;{error}&lt;br&gt;&lt;br&gt;The details are in the log:&lt;br&gt;{log}&lt;br&gt;&lt;br&gt;The game is as it was; you can play on.</translation>
    </message>
    <message>
        <source>Save a copy of this game…</source>
        <translation>Save a copy of this game…</translation>
    </message>
    <message>
        <source>Cannot save {path}: {reason}</source>
        <translation>Cannot save {path}: {reason}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Saved to {path}</translation>
    </message>
    <message>
        <source>Save a copy of this game</source>
        <translation>Save a copy of this game</translation>
    </message>
</context>
<context>
    <name>EditorTools</name>
    <message>
        <source>The winners</source>
        <translation>The winners</translation>
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
        <translation>The editor cannot lay out {game} positions yet.</translation>
    </message>
    <message>
        <source>New scenario</source>
        <translation>New scenario</translation>
    </message>
    <message>
        <source>Pieces</source>
        <translation>Pieces</translation>
    </message>
    <message>
        <source>Position</source>
        <translation>Position</translation>
    </message>
    <message>
        <source>Scenario</source>
        <translation>Scenario</translation>
    </message>
    <message>
        <source>Test a ruling</source>
        <translation>Test a ruling</translation>
    </message>
    <message>
        <source>Position, scenario and rulings</source>
        <translation>Position, scenario and rulings</translation>
    </message>
    <message>
        <source>Problems</source>
        <translation>Problems</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;File</translation>
    </message>
    <message>
        <source>&amp;New scenario</source>
        <translation>&amp;New scenario</translation>
    </message>
    <message>
        <source>&amp;Open scenario or ruling…</source>
        <translation>&amp;Open scenario or ruling…</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>Save the &amp;position after the moves as…</source>
        <translation>Save the &amp;position after the moves as…</translation>
    </message>
    <message>
        <source>What Test a ruling shows, as a new scenario (Save keeps this one as laid out)</source>
        <translation>What Test a ruling shows, as a new scenario (Save keeps this one as laid out)</translation>
    </message>
    <message>
        <source>Export &amp;image…</source>
        <translation>Export &amp;image…</translation>
    </message>
    <message>
        <source>&amp;Close editor</source>
        <translation>&amp;Close editor</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>Redo</translation>
    </message>
    <message>
        <source>&amp;Copy position</source>
        <translation>&amp;Copy position</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copy position as &amp;text</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Paste position</translation>
    </message>
    <message>
        <source>&amp;Turn clockwise</source>
        <translation>&amp;Turn clockwise</translation>
    </message>
    <message>
        <source>Turn &amp;anticlockwise</source>
        <translation>Turn &amp;anticlockwise</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Remove</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>Select &amp;all</translation>
    </message>
    <message>
        <source>Draw &amp;arrows and rings</source>
        <translation>Draw &amp;arrows and rings</translation>
    </message>
    <message>
        <source>For a picture (File → Export image…): drag on the board to draw an arrow, click to ring a spot, click a mark to take it away. Not part of the position.</source>
        <translation>For a picture (File → Export image…): drag on the board to draw an arrow, click to ring a spot, click a mark to take it away. Not part of the position.</translation>
    </message>
    <message>
        <source>Clear arrows and rings</source>
        <translation>Clear arrows and rings</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Play from here…</source>
        <translation>&amp;Play from here…</translation>
    </message>
    <message>
        <source>&amp;Analyse this position…</source>
        <translation>&amp;Analyse this position…</translation>
    </message>
    <message>
        <source>Check the p&amp;uzzle…</source>
        <translation>Check the p&amp;uzzle…</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Rules…</translation>
    </message>
    <message>
        <source>Editor</source>
        <translation>Editor</translation>
    </message>
    <message>
        <source>Undo {edit}</source>
        <translation>Undo {edit}</translation>
    </message>
    <message>
        <source>Redo {edit}</source>
        <translation>Redo {edit}</translation>
    </message>
    <message>
        <source>{what}: {problem} ({rule})</source>
        <translation>{what}: {problem} ({rule})</translation>
    </message>
    <message>
        <source>{path} — click to select the piece this is about</source>
        <translation>{path} — click to select the piece this is about</translation>
    </message>
    <message>
        <source>The position is valid: it can be played and asked about.</source>
        <translation>The position is valid: it can be played and asked about.</translation>
    </message>
    <message numerus="yes">
        <source>The position breaks %n rules:</source>
        <translation>
            <numerusform>The position breaks %n rule:</numerusform>
            <numerusform>The position breaks %n rules:</numerusform>
        </translation>
    </message>
    <message>
        <source>unsaved</source>
        <translation>unsaved</translation>
    </message>
    <message>
        <source>Scenario editor — {game} — {file}</source>
        <translation>Scenario editor — {game} — {file}</translation>
    </message>
    <message>
        <source>Drag on the board to draw an arrow, click to ring a spot, click a mark to take it away; A again to pick pieces.</source>
        <translation>Drag on the board to draw an arrow, click to ring a spot, click a mark to take it away; A again to pick pieces.</translation>
    </message>
    <message>
        <source>Take a mark away</source>
        <translation>Take a mark away</translation>
    </message>
    <message>
        <source>Draw an arrow</source>
        <translation>Draw an arrow</translation>
    </message>
    <message>
        <source>Draw a ring</source>
        <translation>Draw a ring</translation>
    </message>
    <message>
        <source>board</source>
        <translation>board</translation>
    </message>
    <message>
        <source>Export the board as a picture</source>
        <translation>Export the board as a picture</translation>
    </message>
    <message>
        <source>PNG picture (*.png);;SVG drawing (*.svg)</source>
        <translation>PNG picture (*.png);;SVG drawing (*.svg)</translation>
    </message>
    <message>
        <source>Cannot write the picture</source>
        <translation>Cannot write the picture</translation>
    </message>
    <message>
        <source>Picture written to {path}</source>
        <translation>Picture written to {path}</translation>
    </message>
    <message>
        <source>The board shows where a ruling&apos;s actions lead: go back to the scenario to edit it, or lay out this position.</source>
        <translation>The board shows where a ruling&apos;s actions lead: go back to the scenario to edit it, or lay out this position.</translation>
    </message>
    <message>
        <source>Turn clockwise (R)</source>
        <translation>Turn clockwise (R)</translation>
    </message>
    <message>
        <source>Turn anticlockwise (Shift+R)</source>
        <translation>Turn anticlockwise (Shift+R)</translation>
    </message>
    <message>
        <source>Remove (Del)</source>
        <translation>Remove (Del)</translation>
    </message>
    <message>
        <source>The scenario is on the clipboard as JSON.</source>
        <translation>The scenario is on the clipboard as JSON.</translation>
    </message>
    <message>
        <source>Paste position</source>
        <translation>Paste position</translation>
    </message>
    <message>
        <source>Open a scenario or a ruling report</source>
        <translation>Open a scenario or a ruling report</translation>
    </message>
    <message>
        <source>qtgames scenario or ruling report (*.json);;All files (*)</source>
        <translation>qtgames scenario or ruling report (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Cannot open the file</translation>
    </message>
    <message>
        <source>The caption is too long</source>
        <translation>The caption is too long</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>The position is on the clipboard as text.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Cannot paste the position</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>The clipboard holds no usable position: {error}</translation>
    </message>
    <message>
        <source>The clipboard holds a {game} position; this editor shows {shown}.</source>
        <translation>The clipboard holds a {game} position; this editor shows {shown}.</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Not a usable scenario</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Not a usable ruling report</translation>
    </message>
    <message>
        <source>scenario</source>
        <translation>scenario</translation>
    </message>
    <message>
        <source>Save the scenario</source>
        <translation>Save the scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Saved to {path}</translation>
    </message>
    <message>
        <source>Save the ruling as a test case</source>
        <translation>Save the ruling as a test case</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>ruling</translation>
    </message>
    <message>
        <source>Test case saved to {path}</source>
        <translation>Test case saved to {path}</translation>
    </message>
    <message>
        <source>{title} (after the moves)</source>
        <translation>{title} (after the moves)</translation>
    </message>
    <message>
        <source>Save the position after the moves</source>
        <translation>Save the position after the moves</translation>
    </message>
    <message>
        <source>The position after the moves saved to {path}</source>
        <translation>The position after the moves saved to {path}</translation>
    </message>
    <message>
        <source>Lay out the position after the moves</source>
        <translation>Lay out the position after the moves</translation>
    </message>
    <message>
        <source>Unsaved changes</source>
        <translation>Unsaved changes</translation>
    </message>
    <message>
        <source>Discard the changes to this scenario?</source>
        <translation>Discard the changes to this scenario?</translation>
    </message>
</context>
<context>
    <name>EntdeckerBoard</name>
    <message>
        <source>{unit} of player {seat}</source>
        <translation>{unit} of player {seat}</translation>
    </message>
    <message>
        <source>The card fits here: click to try it, click again to turn it, double-click to place</source>
        <translation>The card fits here: click to try it, click again to turn it, double-click to place</translation>
    </message>
    <message>
        <source>Win chance of the best move here, as the analysis found it</source>
        <translation>Win chance of the best move here, as the analysis found it</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>The ship</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Out of the game</translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>Cards that fitted nowhere leave the game</source>
        <translation>Cards that fitted nowhere leave the game</translation>
    </message>
    <message numerus="yes">
        <source>%n points · {gold} gold</source>
        <translation>
            <numerusform>%n point · {gold} gold</numerusform>
            <numerusform>%n points · {gold} gold</numerusform>
        </translation>
    </message>
    <message>
        <source>Click to turn, double-click or press Enter to place</source>
        <translation>Click to turn, double-click or press Enter to place</translation>
    </message>
    <message>
        <source>Click the card to turn it; double-click or press Enter to place it.</source>
        <translation>Click the card to turn it; double-click or press Enter to place it.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Suggested by the hint</translation>
    </message>
</context>
<context>
    <name>EntdeckerControls</name>
    <message>
        <source>Putting the ship on a circle</source>
        <translation>Putting the ship on a circle</translation>
    </message>
    <message>
        <source>Declaring the cards to turn over</source>
        <translation>Declaring the cards to turn over</translation>
    </message>
    <message>
        <source>Exploring: drawing, building or stopping</source>
        <translation>Exploring: drawing, building or stopping</translation>
    </message>
    <message>
        <source>Placing the drawn card</source>
        <translation>Placing the drawn card</translation>
    </message>
    <message>
        <source>Friendly natives: a token or not</source>
        <translation>Friendly natives: a token or not</translation>
    </message>
    <message>
        <source>A greatest discoverer picks a token pile</source>
        <translation>A greatest discoverer picks a token pile</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>a card was turned over</source>
        <translation>a card was turned over</translation>
    </message>
    <message>
        <source>a personal tile was played</source>
        <translation>a personal tile was played</translation>
    </message>
    <message>
        <source>the drawn card is a personal tile</source>
        <translation>the drawn card is a personal tile</translation>
    </message>
    <message>
        <source>a storm ended the turn</source>
        <translation>a storm ended the turn</translation>
    </message>
    <message>
        <source>the last card was drawn</source>
        <translation>the last card was drawn</translation>
    </message>
    <message>
        <source>Discovered this turn</source>
        <translation>Discovered this turn</translation>
    </message>
    <message>
        <source>Islands to score</source>
        <translation>Islands to score</translation>
    </message>
    <message>
        <source>Token values drawn</source>
        <translation>Token values drawn</translation>
    </message>
    <message>
        <source>Still to draw (0 is Player 1)</source>
        <translation>Still to draw (0 is Player 1)</translation>
    </message>
    <message>
        <source>Winners (0 is Player 1)</source>
        <translation>Winners (0 is Player 1)</translation>
    </message>
    <message>
        <source>Stacks, drawn card and box</source>
        <translation>Stacks, drawn card and box</translation>
    </message>
    <message>
        <source>Top card first.</source>
        <translation>Top card first.</translation>
    </message>
    <message>
        <source>Reserve piles</source>
        <translation>Reserve piles</translation>
    </message>
    <message>
        <source>Face up, top card first ({rules}).</source>
        <translation>Face up, top card first ({rules}).</translation>
    </message>
    <message>
        <source>Discovery token piles</source>
        <translation>Discovery token piles</translation>
    </message>
    <message>
        <source>Face down, top first ({rules}).</source>
        <translation>Face down, top first ({rules}).</translation>
    </message>
    <message>
        <source>The turn&apos;s record</source>
        <translation>The turn&apos;s record</translation>
    </message>
    <message>
        <source>And a scoring under way: JSON, as in the file.</source>
        <translation>And a scoring under way: JSON, as in the file.</translation>
    </message>
    <message>
        <source>Personal tiles (variant {rule})</source>
        <translation>Personal tiles (variant {rule})</translation>
    </message>
    <message>
        <source>The turn</source>
        <translation>The turn</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Set whose turn it is</translation>
    </message>
    <message>
        <source>Who holds the spinner and plays first each round ({rules})</source>
        <translation>Who holds the spinner and plays first each round ({rules})</translation>
    </message>
    <message>
        <source>Set who holds the spinner</source>
        <translation>Set who holds the spinner</translation>
    </message>
    <message>
        <source>Set the round</source>
        <translation>Set the round</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Set the phase</translation>
    </message>
    <message>
        <source>not shown yet</source>
        <translation>not shown yet</translation>
    </message>
    <message>
        <source>Set the spinner</source>
        <translation>Set the spinner</translation>
    </message>
    <message>
        <source>The spinner&apos;s random state: the same number gives the same spins</source>
        <translation>The spinner&apos;s random state: the same number gives the same spins</translation>
    </message>
    <message>
        <source>Set what is declared</source>
        <translation>Set what is declared</translation>
    </message>
    <message>
        <source>Cards declared (with personal tiles: gold) and not yet used this turn ({rules})</source>
        <translation>Cards declared (with personal tiles: gold) and not yet used this turn ({rules})</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Gold, points and the discovery tokens each holds.</source>
        <translation>Gold, points and the discovery tokens each holds.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Whose turn</translation>
    </message>
    <message>
        <source>Spinner holder</source>
        <translation>Spinner holder</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Round</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Spinner shows</source>
        <translation>Spinner shows</translation>
    </message>
    <message>
        <source>Spinner state</source>
        <translation>Spinner state</translation>
    </message>
    <message>
        <source>Declared, unused</source>
        <translation>Declared, unused</translation>
    </message>
    <message>
        <source>Set: {what}</source>
        <translation>Set: {what}</translation>
    </message>
    <message>
        <source>This turn</source>
        <translation>This turn</translation>
    </message>
    <message>
        <source>storm</source>
        <translation>storm</translation>
    </message>
    <message>
        <source>pirates</source>
        <translation>pirates</translation>
    </message>
    <message>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <source>friendly</source>
        <translation>friendly</translation>
    </message>
    <message>
        <source>hostile</source>
        <translation>hostile</translation>
    </message>
    <message>
        <source>ruins</source>
        <translation>ruins</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>The ship</translation>
    </message>
    <message>
        <source>a starting circle</source>
        <translation>a starting circle</translation>
    </message>
    <message>
        <source>The discovered square the ship started this turn on ({rules}); empty when it started on a starting circle</source>
        <translation>The discovered square the ship started this turn on ({rules}); empty when it started on a starting circle</translation>
    </message>
    <message>
        <source>Where</source>
        <translation>Where</translation>
    </message>
    <message>
        <source>Turn started on</source>
        <translation>Turn started on</translation>
    </message>
    <message>
        <source>Drag a card onto the board or another list; drop palette cards here to put them on top. Select one and press &apos;To the top&apos; to make it the next card.</source>
        <translation>Drag a card onto the board or another list; drop palette cards here to put them on top. Select one and press &apos;To the top&apos; to make it the next card.</translation>
    </message>
    <message>
        <source>The card waiting to be placed (place phase, {rules})</source>
        <translation>The card waiting to be placed (place phase, {rules})</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Drawn</translation>
    </message>
    <message>
        <source>Cards out of the game ({rules})</source>
        <translation>Cards out of the game ({rules})</translation>
    </message>
    <message>
        <source>Box</source>
        <translation>Box</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>To the top</translation>
    </message>
    <message>
        <source>Put the selected card or token on top of its stack or pile</source>
        <translation>Put the selected card or token on top of its stack or pile</translation>
    </message>
    <message>
        <source>Draw it here</source>
        <translation>Draw it here</translation>
    </message>
    <message>
        <source>Set the turn up so the selected card is the next one drawn next to the ship, and draw it in &apos;Test a ruling&apos;: does it fit, and where?</source>
        <translation>Set the turn up so the selected card is the next one drawn next to the ship, and draw it in &apos;Test a ruling&apos;: does it fit, and where?</translation>
    </message>
    <message>
        <source>Filled into holes from the top ({rules})</source>
        <translation>Filled into holes from the top ({rules})</translation>
    </message>
    <message>
        <source>Pile {pile}</source>
        <translation>Pile {pile}</translation>
    </message>
    <message>
        <source>Drag a token onto a player to give it to them</source>
        <translation>Drag a token onto a player to give it to them</translation>
    </message>
    <message>
        <source>[]   e.g. {example}</source>
        <translation>[]   e.g. {example}</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Number of players: {count}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s gold</source>
        <translation>Set player {seat}&apos;s gold</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s points</source>
        <translation>Set player {seat}&apos;s points</translation>
    </message>
    <message>
        <source>Set the spinner&apos;s state</source>
        <translation>Set the spinner&apos;s state</translation>
    </message>
    <message>
        <source>Set where the turn started</source>
        <translation>Set where the turn started</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
    <message>
        <source>On starting circle {circle}.</source>
        <translation>On starting circle {circle}.</translation>
    </message>
    <message>
        <source>On {square}, sea route {route}.</source>
        <translation>On {square}, sea route {route}.</translation>
    </message>
    <message>
        <source>Not on the board: drag it from the palette onto a starting circle or a card.</source>
        <translation>Not on the board: drag it from the palette onto a starting circle or a card.</translation>
    </message>
    <message>
        <source>gold </source>
        <translation>gold </translation>
    </message>
    <message>
        <source>points </source>
        <translation>points </translation>
    </message>
    <message>
        <source>Tokens this player holds face up; drag one back onto a pile</source>
        <translation>Tokens this player holds face up; drag one back onto a pile</translation>
    </message>
    <message>
        <source>This player&apos;s personal tiles ({rules})</source>
        <translation>This player&apos;s personal tiles ({rules})</translation>
    </message>
    <message>
        <source>Stack {stack} ({cards})</source>
        <translation>Stack {stack} ({cards})</translation>
    </message>
    <message>
        <source>Token {token}, worth {value}</source>
        <translation>Token {token}, worth {value}</translation>
    </message>
    <message>
        <source>Card {card}: {shape}</source>
        <translation>Card {card}: {shape}</translation>
    </message>
</context>
<context>
    <name>EntdeckerGuide</name>
    <message>
        <source>An unknown sea</source>
        <translation>An unknown sea</translation>
    </message>
    <message>
        <source>The map starts almost empty. Each explorer has a ship, gold and units (scouts, forts, settlements); the stacks of sea cards wait beside the board.</source>
        <translation>The map starts almost empty. Each explorer has a ship, gold and units (scouts, forts, settlements); the stacks of sea cards wait beside the board.</translation>
    </message>
    <message>
        <source>Your turn: declare and explore</source>
        <translation>Your turn: declare and explore</translation>
    </message>
    <message>
        <source>Say how many cards you will turn over (each costs gold), then draw them one by one and lay each beside your ship, land to land and water to water.</source>
        <translation>Say how many cards you will turn over (each costs gold), then draw them one by one and lay each beside your ship, land to land and water to water.</translation>
    </message>
    <message>
        <source>Laying a card</source>
        <translation>Laying a card</translation>
    </message>
    <message>
        <source>The board shows where the drawn card may go; turn it with the panel&apos;s buttons and place it. Build scouts, forts and settlements on the islands you find.</source>
        <translation>The board shows where the drawn card may go; turn it with the panel&apos;s buttons and place it. Build scouts, forts and settlements on the islands you find.</translation>
    </message>
    <message>
        <source>Islands score</source>
        <translation>Islands score</translation>
    </message>
    <message>
        <source>When an island is closed all round, its units score: the strongest presence gets the most.</source>
        <translation>When an island is closed all round, its units score: the strongest presence gets the most.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>How it ends</translation>
    </message>
    <message>
        <source>When the last card is placed the game ends; the most points win. The result screen lists everyone&apos;s points.</source>
        <translation>When the last card is placed the game ends; the most points win. The result screen lists everyone&apos;s points.</translation>
    </message>
</context>
<context>
    <name>EntdeckerMoments</name>
    <message>
        <source>Storm</source>
        <translation>Storm</translation>
    </message>
    <message>
        <source>Pirates</source>
        <translation>Pirates</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Ruins</source>
        <translation>Ruins</translation>
    </message>
    <message>
        <source>Hostile natives</source>
        <translation>Hostile natives</translation>
    </message>
    <message>
        <source>Friendly natives</source>
        <translation>Friendly natives</translation>
    </message>
    <message>
        <source>A gift of the natives</source>
        <translation>A gift of the natives</translation>
    </message>
    <message>
        <source>Dead end</source>
        <translation>Dead end</translation>
    </message>
    <message>
        <source>The card fits nowhere</source>
        <translation>The card fits nowhere</translation>
    </message>
    <message>
        <source>The last card</source>
        <translation>The last card</translation>
    </message>
    <message>
        <source>No gold for a card</source>
        <translation>No gold for a card</translation>
    </message>
    <message>
        <source>A discovery</source>
        <translation>A discovery</translation>
    </message>
</context>
<context>
    <name>EntdeckerPanel</name>
    <message>
        <source>Turn card (R)</source>
        <translation>Turn card (R)</translation>
    </message>
    <message>
        <source>Place card (Enter)</source>
        <translation>Place card (Enter)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Move log</translation>
    </message>
    <message numerus="yes">
        <source>Round {round} · the spinner showed {spin} · %n squares undiscovered</source>
        <translation>
            <numerusform>Round {round} · the spinner showed {spin} · %n square undiscovered</numerusform>
            <numerusform>Round {round} · the spinner showed {spin} · %n squares undiscovered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n cards</source>
        <translation>
            <numerusform>%n card</numerusform>
            <numerusform>%n cards</numerusform>
        </translation>
    </message>
    <message>
        <source>empty</source>
        <translation>empty</translation>
    </message>
    <message>
        <source>An event card (?) lies on top</source>
        <translation>An event card (?) lies on top</translation>
    </message>
    <message>
        <source>Draw the top card of this stack</source>
        <translation>Draw the top card of this stack</translation>
    </message>
    <message>
        <source>This stack is used up</source>
        <translation>This stack is used up</translation>
    </message>
    <message>
        <source>A card with ? {risks}.</source>
        <translation>A card with ? {risks}.</translation>
    </message>
    <message>
        <source>Reserve piles 1–6: {piles} · token piles: {tokens}</source>
        <translation>Reserve piles 1–6: {piles} · token piles: {tokens}</translation>
    </message>
    <message numerus="yes">
        <source>You have {gold} gold: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>You have {gold} gold: you can turn over up to %n card.</numerusform>
            <numerusform>You have {gold} gold: you can turn over up to %n cards.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You paid it and have {gold} gold left: you can turn over up to %n cards.</source>
        <translation>
            <numerusform>You paid it and have {gold} gold left: you can turn over up to %n card.</numerusform>
            <numerusform>You paid it and have {gold} gold left: you can turn over up to %n cards.</numerusform>
        </translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — winner</translation>
    </message>
    <message numerus="yes">
        <source>: %n points · gold {gold}/{most} · tokens {tokens}</source>
        <translation>
            <numerusform>: %n point · gold {gold}/{most} · tokens {tokens}</numerusform>
            <numerusform>: %n points · gold {gold}/{most} · tokens {tokens}</numerusform>
        </translation>
    </message>
    <message>
        <source>in supply: {scouts}, {forts}, {settlements}</source>
        <translation>in supply: {scouts}, {forts}, {settlements}</translation>
    </message>
    <message numerus="yes">
        <source>%n scouts</source>
        <translation>
            <numerusform>%n scout</numerusform>
            <numerusform>%n scouts</numerusform>
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
            <numerusform>%n settlement</numerusform>
            <numerusform>%n settlements</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n personal tiles</source>
        <translation>
            <numerusform> · %n personal tile</numerusform>
            <numerusform> · %n personal tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>How much gold do you spend on exploring? ({rule})</source>
        <translation>How much gold do you spend on exploring? ({rule})</translation>
    </message>
    <message>
        <source>How many cards will you turn over? ({rule})</source>
        <translation>How many cards will you turn over? ({rule})</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Hint: {action}</translation>
    </message>
</context>
<context>
    <name>EntdeckerTools</name>
    <message>
        <source>Exploration cards (by kind: how many are not in play)</source>
        <translation>Exploration cards (by kind: how many are not in play)</translation>
    </message>
    <message>
        <source>Reserve cards</source>
        <translation>Reserve cards</translation>
    </message>
    <message>
        <source>Units (how many each player has left) and the ship</source>
        <translation>Units (how many each player has left) and the ship</translation>
    </message>
    <message>
        <source>plain back</source>
        <translation>plain back</translation>
    </message>
    <message>
        <source>? back</source>
        <translation>? back</translation>
    </message>
    <message>
        <source>reserve card</source>
        <translation>reserve card</translation>
    </message>
    <message>
        <source>{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto a square, or onto a stack or pile.</source>
        <translation>{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto a square, or onto a stack or pile.</translation>
    </message>
    <message>
        <source>ship</source>
        <translation>ship</translation>
    </message>
    <message>
        <source>The ship: drag it onto a starting circle or onto a card&apos;s sea route</source>
        <translation>The ship: drag it onto a starting circle or onto a card&apos;s sea route</translation>
    </message>
    <message>
        <source>Player {seat}&apos;s units ({unit}): {left} in the supply. Drag one onto a card&apos;s land.</source>
        <translation>Player {seat}&apos;s units ({unit}): {left} in the supply. Drag one onto a card&apos;s land.</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Whose turn</translation>
    </message>
    <message>
        <source>The ship</source>
        <translation>The ship</translation>
    </message>
    <message>
        <source>{unit} of {player} on {square}</source>
        <translation>{unit} of {player} on {square}</translation>
    </message>
    <message>
        <source>Card {card} to be drawn next</source>
        <translation>Card {card} to be drawn next</translation>
    </message>
    <message>
        <source>stack {n}</source>
        <translation>stack {n}</translation>
    </message>
    <message>
        <source>reserve pile {n}</source>
        <translation>reserve pile {n}</translation>
    </message>
    <message>
        <source>the box</source>
        <translation>the box</translation>
    </message>
    <message>
        <source>player {n}&apos;s personal tiles</source>
        <translation>player {n}&apos;s personal tiles</translation>
    </message>
    <message>
        <source>the drawn card</source>
        <translation>the drawn card</translation>
    </message>
    <message>
        <source>token pile {n}</source>
        <translation>token pile {n}</translation>
    </message>
    <message>
        <source>player {n}</source>
        <translation>player {n}</translation>
    </message>
    <message>
        <source>Put token {token} on {where}</source>
        <translation>Put token {token} on {where}</translation>
    </message>
    <message>
        <source>Put card {card} on {where}</source>
        <translation>Put card {card} on {where}</translation>
    </message>
    <message>
        <source>This unit cannot stand here: see the problem list</source>
        <translation>This unit cannot stand here: see the problem list</translation>
    </message>
    <message>
        <source>Put the ship on starting circle {circle}</source>
        <translation>Put the ship on starting circle {circle}</translation>
    </message>
    <message>
        <source>Sail the ship to {square}</source>
        <translation>Sail the ship to {square}</translation>
    </message>
    <message>
        <source>Lay card {card} on {square}</source>
        <translation>Lay card {card} on {square}</translation>
    </message>
    <message>
        <source>Set player {seat}&apos;s {unit} on {square}</source>
        <translation>Set player {seat}&apos;s {unit} on {square}</translation>
    </message>
    <message>
        <source>Move the card on {square} to {target}</source>
        <translation>Move the card on {square} to {target}</translation>
    </message>
    <message>
        <source>Move the unit on {square} to {target}</source>
        <translation>Move the unit on {square} to {target}</translation>
    </message>
    <message>
        <source>Turn clockwise</source>
        <translation>Turn clockwise</translation>
    </message>
    <message>
        <source>Turn anticlockwise</source>
        <translation>Turn anticlockwise</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>Stack {stack}</source>
        <translation>Stack {stack}</translation>
    </message>
    <message>
        <source>Discovery token pile {pile}</source>
        <translation>Discovery token pile {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s discovery tokens</source>
        <translation>{player}&apos;s discovery tokens</translation>
    </message>
    <message>
        <source>Reserve pile {pile}</source>
        <translation>Reserve pile {pile}</translation>
    </message>
    <message>
        <source>{player}&apos;s personal tiles</source>
        <translation>{player}&apos;s personal tiles</translation>
    </message>
    <message>
        <source>Cards made for this position</source>
        <translation>Cards made for this position</translation>
    </message>
    <message>
        <source>The reserve piles</source>
        <translation>The reserve piles</translation>
    </message>
    <message>
        <source>Personal tiles</source>
        <translation>Personal tiles</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>The phase</translation>
    </message>
    <message>
        <source>The box</source>
        <translation>The box</translation>
    </message>
    <message>
        <source>The drawn card</source>
        <translation>The drawn card</translation>
    </message>
    <message>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <source>Card {card} on {square}</source>
        <translation>Card {card} on {square}</translation>
    </message>
    <message>
        <source>The card on {square}</source>
        <translation>The card on {square}</translation>
    </message>
    <message>
        <source>The unit on {square}</source>
        <translation>The unit on {square}</translation>
    </message>
    <message>
        <source>card {card}</source>
        <translation>card {card}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>The ship: {before} → {after}</source>
        <translation>The ship: {before} → {after}</translation>
    </message>
    <message>
        <source>{square}, sea route {route}</source>
        <translation>{square}, sea route {route}</translation>
    </message>
    <message>
        <source>not on the board</source>
        <translation>not on the board</translation>
    </message>
</context>
<context>
    <name>EntdeckerUI</name>
    <message>
        <source>Not allowed</source>
        <translation>Not allowed</translation>
    </message>
    <message>
        <source>Costs 12 gold</source>
        <translation>Costs 12 gold</translation>
    </message>
    <message>
        <source>Land or water</source>
        <translation>Land or water</translation>
    </message>
    <message>
        <source>Water only</source>
        <translation>Water only</translation>
    </message>
    <message>
        <source>The bank</source>
        <translation>The bank</translation>
    </message>
    <message>
        <source>The unit&apos;s owner</source>
        <translation>The unit&apos;s owner</translation>
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
        <translation>Inaccuracy</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Mistake</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Blunder</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Click to see the board after that move.</source>
        <translation>Click to see the board after that move.</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Played</source>
        <translation>Played</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Verdict</translation>
    </message>
    <message>
        <source>Analyse my game</source>
        <translation>Analyse my game</translation>
    </message>
    <message>
        <source>Analysing every move from its player&apos;s view…</source>
        <translation>Analysing every move from its player&apos;s view…</translation>
    </message>
    <message>
        <source>{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</source>
        <translation>{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}</translation>
    </message>
    <message>
        <source>Kept with the saved match.</source>
        <translation>Kept with the saved match.</translation>
    </message>
    <message>
        <source>Kept with the match when it is saved.</source>
        <translation>Kept with the match when it is saved.</translation>
    </message>
    <message>
        <source>{grade} −{points}</source>
        <translation>{grade} −{points}</translation>
    </message>
    <message>
        <source>Good</source>
        <translation>Good</translation>
    </message>
    <message>
        <source>Best move</source>
        <translation>Best move</translation>
    </message>
    <message>
        <source>{name}&apos;s move. Their win chance after it: {chance} ({low}–{high})</source>
        <translation>{name}&apos;s move. Their win chance after it: {chance} ({low}–{high})</translation>
    </message>
    <message>
        <source>The best move found: {best}, {chance}</source>
        <translation>The best move found: {best}, {chance}</translation>
    </message>
    <message>
        <source>The move played is within the analysis&apos;s error of it.</source>
        <translation>The move played is within the analysis&apos;s error of it.</translation>
    </message>
    <message>
        <source>{grade} from {points} points</source>
        <translation>{grade} from {points} points</translation>
    </message>
    <message>
        <source>Each line is a player&apos;s chance of winning after every move. {players}&lt;br&gt;A move is graded by the win chance it gave away against the best move found: {grades} (only when more than the analysis&apos;s own error).</source>
        <translation>Each line is a player&apos;s chance of winning after every move. {players}&lt;br&gt;A move is graded by the win chance it gave away against the best move found: {grades} (only when more than the analysis&apos;s own error).</translation>
    </message>
</context>
<context>
    <name>GoldHand</name>
    <message>
        <source>Your gold</source>
        <translation>Your gold</translation>
    </message>
    <message>
        <source>Hands are hidden: only the player to move sees theirs</source>
        <translation>Hands are hidden: only the player to move sees theirs</translation>
    </message>
    <message numerus="yes">
        <source>Your gold: %n cards worth {worth}</source>
        <translation>
            <numerusform>Your gold: %n card worth {worth}</numerusform>
            <numerusform>Your gold: %n cards worth {worth}</numerusform>
        </translation>
    </message>
    <message>
        <source>Pay with the selected cards</source>
        <translation>Pay with the selected cards</translation>
    </message>
    <message>
        <source>Exchange the selected cards</source>
        <translation>Exchange the selected cards</translation>
    </message>
    <message numerus="yes">
        <source>Gold {value}: pays {value}, worth %n crowns at the end</source>
        <translation>
            <numerusform>Gold {value}: pays {value}, worth %n crown at the end</numerusform>
            <numerusform>Gold {value}: pays {value}, worth %n crowns at the end</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Selected %n cards to exchange (at most {most}).</source>
        <translation>
            <numerusform>Selected %n card to exchange (at most {most}).</numerusform>
            <numerusform>Selected %n cards to exchange (at most {most}).</numerusform>
        </translation>
    </message>
    <message>
        <source>Selected {cards} = {total} for a bid of {bid}</source>
        <translation>Selected {cards} = {total} for a bid of {bid}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nothing</translation>
    </message>
    <message>
        <source>: overpays by {amount} (no change is given)</source>
        <translation>: overpays by {amount} (no change is given)</translation>
    </message>
    <message>
        <source>: {amount} short</source>
        <translation>: {amount} short</translation>
    </message>
</context>
<context>
    <name>Guide</name>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
</context>
<context>
    <name>GuideOffer</name>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Not now</source>
        <translation>Not now</translation>
    </message>
    <message>
        <source>The guide stays in Help → How to play</source>
        <translation>The guide stays in Help → How to play</translation>
    </message>
    <message>
        <source>First game of {game}? A short illustrated guide shows how to play.</source>
        <translation>First game of {game}? A short illustrated guide shows how to play.</translation>
    </message>
</context>
<context>
    <name>HowToPlay</name>
    <message>
        <source>How to play {game}</source>
        <translation>How to play {game}</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>Back</translation>
    </message>
    <message>
        <source>The rules at this moment</source>
        <translation>The rules at this moment</translation>
    </message>
    <message>
        <source>Page {page} of {pages}</source>
        <translation>Page {page} of {pages}</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>Next</translation>
    </message>
</context>
<context>
    <name>MagellanBoard</name>
    <message>
        <source>Exchange up to 3 at phase end</source>
        <translation>Exchange up to 3 at phase end</translation>
    </message>
    <message>
        <source>Show your gold</source>
        <translation>Show your gold</translation>
    </message>
    <message>
        <source>Left neighbour steals 1</source>
        <translation>Left neighbour steals 1</translation>
    </message>
    <message>
        <source>One veto later in phase I</source>
        <translation>One veto later in phase I</translation>
    </message>
    <message>
        <source>A card from hand goes under</source>
        <translation>A card from hand goes under</translation>
    </message>
    <message>
        <source>A paid card goes under</source>
        <translation>A paid card goes under</translation>
    </message>
    <message>
        <source>Plunder at scoring</source>
        <translation>Plunder at scoring</translation>
    </message>
    <message>
        <source>Field {field}: left half {left_bags} money bags, {left_crowns} crowns, draw {draw}; right half {right_bags} money bags, {right_crowns} crowns</source>
        <translation>Field {field}: left half {left_bags} money bags, {left_crowns} crowns, draw {draw}; right half {right_bags} money bags, {right_crowns} crowns</translation>
    </message>
    <message>
        <source>Field {field}: {bags} money bags, {crowns} crowns</source>
        <translation>Field {field}: {bags} money bags, {crowns} crowns</translation>
    </message>
    <message>
        <source>Draw {count} at once</source>
        <translation>Draw {count} at once</translation>
    </message>
    <message>
        <source>Left half draws at once, right half scores</source>
        <translation>Left half draws at once, right half scores</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>{explorer}&apos;s field {field}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (left half)</source>
        <translation>{explorer}&apos;s field {field} (left half)</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field} (right half)</source>
        <translation>{explorer}&apos;s field {field} (right half)</translation>
    </message>
    <message>
        <source>Ship of player {seat} on {where}</source>
        <translation>Ship of player {seat} on {where}</translation>
    </message>
    <message>
        <source>{board}, side {side}</source>
        <translation>{board}, side {side}</translation>
    </message>
    <message numerus="yes">
        <source>%n more in the deck</source>
        <translation>
            <numerusform>%n more in the deck</numerusform>
            <numerusform>%n more in the deck</numerusform>
        </translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Suggested by the hint</translation>
    </message>
    <message>
        <source>UP FOR AUCTION</source>
        <translation>UP FOR AUCTION</translation>
    </message>
    <message>
        <source>Draw {count} now</source>
        <translation>Draw {count} now</translation>
    </message>
    <message>
        <source>Scores at end</source>
        <translation>Scores at end</translation>
    </message>
    <message>
        <source>{explorer}&apos;s phase {phase} card is up for auction</source>
        <translation>{explorer}&apos;s phase {phase} card is up for auction</translation>
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
        <translation>Gold</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Explorer cards</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>The board side is a scenario option ({rule}); changing it is one undo step</source>
        <translation>The board side is a scenario option ({rule}); changing it is one undo step</translation>
    </message>
    <message>
        <source>Board {board} side</source>
        <translation>Board {board} side</translation>
    </message>
    <message>
        <source>Phase {phase}</source>
        <translation>Phase {phase}</translation>
    </message>
    <message>
        <source>Set phase {phase}</source>
        <translation>Set phase {phase}</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Set the stage</source>
        <translation>Set the stage</translation>
    </message>
    <message>
        <source>Decision</source>
        <translation>Decision</translation>
    </message>
    <message>
        <source>Card up</source>
        <translation>Card up</translation>
    </message>
    <message>
        <source>Auctioneer</source>
        <translation>Auctioneer</translation>
    </message>
    <message>
        <source>Set the auctioneer</source>
        <translation>Set the auctioneer</translation>
    </message>
    <message>
        <source>The seeded random generator: the next reshuffle and James Cook B&apos;s steal</source>
        <translation>The seeded random generator: the next reshuffle and James Cook B&apos;s steal</translation>
    </message>
    <message>
        <source>Set the random seed</source>
        <translation>Set the random seed</translation>
    </message>
    <message>
        <source>Random state</source>
        <translation>Random state</translation>
    </message>
    <message>
        <source>Put a card up</source>
        <translation>Put a card up</translation>
    </message>
    <message>
        <source>No card up</source>
        <translation>No card up</translation>
    </message>
    <message>
        <source>Auction and purchase</source>
        <translation>Auction and purchase</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invited to open</translation>
    </message>
    <message>
        <source>Set who opens</source>
        <translation>Set who opens</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>Whose turn to bid</translation>
    </message>
    <message>
        <source>Set whose turn it is to bid</source>
        <translation>Set whose turn it is to bid</translation>
    </message>
    <message>
        <source>Set the high bid</source>
        <translation>Set the high bid</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>High bid</translation>
    </message>
    <message>
        <source>held by</source>
        <translation>held by</translation>
    </message>
    <message>
        <source>Set who holds the high bid</source>
        <translation>Set who holds the high bid</translation>
    </message>
    <message>
        <source>Buyer</source>
        <translation>Buyer</translation>
    </message>
    <message>
        <source>Set the buyer</source>
        <translation>Set the buyer</translation>
    </message>
    <message>
        <source>Set the price</source>
        <translation>Set the price</translation>
    </message>
    <message>
        <source>Price</source>
        <translation>Price</translation>
    </message>
    <message>
        <source>Last buyer</source>
        <translation>Last buyer</translation>
    </message>
    <message>
        <source>Set the last buyer</source>
        <translation>Set the last buyer</translation>
    </message>
    <message>
        <source>Each player</source>
        <translation>Each player</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>May bid up to</translation>
    </message>
    <message>
        <source>Unused vetoes</source>
        <translation>Unused vetoes</translation>
    </message>
    <message>
        <source>Ships to place</source>
        <translation>Ships to place</translation>
    </message>
    <message>
        <source>Columbus cards bought in phase I not yet spent on a veto ({rules})</source>
        <translation>Columbus cards bought in phase I not yet spent on a veto ({rules})</translation>
    </message>
    <message>
        <source>{player}&lt;br&gt;&lt;small&gt;{sum} in hand&lt;/small&gt;</source>
        <translation>{player}&lt;br&gt;&lt;small&gt;{sum} in hand&lt;/small&gt;</translation>
    </message>
    <message>
        <source>Each phase&apos;s explorer cards are in its deck (top first), its box (unsold, {rules}), bought (the ships on the board) or up for auction. Drag a card between deck and box, or onto an explorer on the board to put it up.</source>
        <translation>Each phase&apos;s explorer cards are in its deck (top first), its box (unsold, {rules}), bought (the ships on the board) or up for auction. Drag a card between deck and box, or onto an explorer on the board to put it up.</translation>
    </message>
    <message>
        <source>Drag gold cards from the palette or between these lists; a card dragged away onto nothing goes back under the gold deck.</source>
        <translation>Drag gold cards from the palette or between these lists; a card dragged away onto nothing goes back under the gold deck.</translation>
    </message>
    <message>
        <source>Number of players: {count}</source>
        <translation>Number of players: {count}</translation>
    </message>
    <message>
        <source>A Columbus card&apos;s owner may veto the card</source>
        <translation>A Columbus card&apos;s owner may veto the card</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>The auction</translation>
    </message>
    <message>
        <source>The buyer pays</source>
        <translation>The buyer pays</translation>
    </message>
    <message>
        <source>Which half of a split field</source>
        <translation>Which half of a split field</translation>
    </message>
    <message>
        <source>Which Magellan stack</source>
        <translation>Which Magellan stack</translation>
    </message>
    <message>
        <source>The card under Magellan</source>
        <translation>The card under Magellan</translation>
    </message>
    <message>
        <source>Marco Polo exchanges</source>
        <translation>Marco Polo exchanges</translation>
    </message>
    <message>
        <source>Pizarro plunders</source>
        <translation>Pizarro plunders</translation>
    </message>
    <message>
        <source>The game has ended</source>
        <translation>The game has ended</translation>
    </message>
    <message>
        <source>{player} passes</source>
        <translation>{player} passes</translation>
    </message>
    <message>
        <source>{player} bids on</source>
        <translation>{player} bids on</translation>
    </message>
    <message>
        <source>Set {player}&apos;s vetoes</source>
        <translation>Set {player}&apos;s vetoes</translation>
    </message>
    <message>
        <source>In hand</source>
        <translation>In hand</translation>
    </message>
    <message>
        <source>Under Magellan (one stack per ship)</source>
        <translation>Under Magellan (one stack per ship)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Gold deck&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Gold deck&lt;/b&gt; (top first)</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>To the top</translation>
    </message>
    <message>
        <source>Make the selected card the next one drawn</source>
        <translation>Make the selected card the next one drawn</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>Shuffle</translation>
    </message>
    <message>
        <source>&lt;b&gt;Discard pile&lt;/b&gt; (top first)</source>
        <translation>&lt;b&gt;Discard pile&lt;/b&gt; (top first)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Phase {phase} deck&lt;/b&gt;</source>
        <translation>&lt;b&gt;Phase {phase} deck&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Phase {phase} box</source>
        <translation>Phase {phase} box</translation>
    </message>
    <message>
        <source>Gold {value} to the top of the deck</source>
        <translation>Gold {value} to the top of the deck</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>May not bid on this card (the rules say so)</source>
        <translation>May not bid on this card (the rules say so)</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Passed this auction</translation>
    </message>
</context>
<context>
    <name>MagellanGuide</name>
    <message>
        <source>Six explorers</source>
        <translation>Six explorers</translation>
    </message>
    <message>
        <source>Each board shows three explorers, each with three fields of money bags and crowns. You hold gold cards; the explorer cards are sold one by one at auction.</source>
        <translation>Each board shows three explorers, each with three fields of money bags and crowns. You hold gold cards; the explorer cards are sold one by one at auction.</translation>
    </message>
    <message>
        <source>The auction</source>
        <translation>The auction</translation>
    </message>
    <message>
        <source>Bid for the explorer card on offer or pass: the panel shows the bids you may make. The highest bidder pays in gold cards.</source>
        <translation>Bid for the explorer card on offer or pass: the panel shows the bids you may make. The highest bidder pays in gold cards.</translation>
    </message>
    <message>
        <source>Ships on the fields</source>
        <translation>Ships on the fields</translation>
    </message>
    <message>
        <source>A bought card puts one of your ships on that explorer&apos;s next field. At the end of the phase, each ship on a field of that phase earns its money bags in gold cards; some fields give an explorer&apos;s action.</source>
        <translation>A bought card puts one of your ships on that explorer&apos;s next field. At the end of the phase, each ship on a field of that phase earns its money bags in gold cards; some fields give an explorer&apos;s action.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>How it ends</translation>
    </message>
    <message>
        <source>After the last phase the crowns of your fields, your Magellan stacks and the gold in your hand count; the most points win.</source>
        <translation>After the last phase the crowns of your fields, your Magellan stacks and the gold in your hand count; the most points win.</translation>
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
        <translation>Nobody bids</translation>
    </message>
    <message>
        <source>Sold</source>
        <translation>Sold</translation>
    </message>
    <message>
        <source>Paid</source>
        <translation>Paid</translation>
    </message>
    <message>
        <source>End of the phase</source>
        <translation>End of the phase</translation>
    </message>
    <message>
        <source>Plunder</source>
        <translation>Plunder</translation>
    </message>
</context>
<context>
    <name>MagellanPanel</name>
    <message>
        <source>{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}</source>
        <translation>{name}: fields {fields} · Magellan {stacks} · gold in hand {hand}</translation>
    </message>
    <message>
        <source> · plunder {points}</source>
        <translation> · plunder {points}</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Move log</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>&lt;b&gt;{explorer}&lt;/b&gt; is turned up. {name} may call veto ({rule}).</source>
        <translation>&lt;b&gt;{explorer}&lt;/b&gt; is turned up. {name} may call veto ({rule}).</translation>
    </message>
    <message>
        <source>Up for auction: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</source>
        <translation>Up for auction: &lt;b&gt;{explorer}&lt;/b&gt; (phase {phase}).</translation>
    </message>
    <message>
        <source>High bid &lt;b&gt;{bid}&lt;/b&gt; by {name}.</source>
        <translation>High bid &lt;b&gt;{bid}&lt;/b&gt; by {name}.</translation>
    </message>
    <message>
        <source>No bid yet.</source>
        <translation>No bid yet.</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — winner</translation>
    </message>
    <message numerus="yes">
        <source>: %n points</source>
        <translation>
            <numerusform>: %n point</numerusform>
            <numerusform>: %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source> · %n gold cards</source>
        <translation>
            <numerusform> · %n gold card</numerusform>
            <numerusform> · %n gold cards</numerusform>
        </translation>
    </message>
    <message>
        <source>gold laid open: {cards}</source>
        <translation>gold laid open: {cards}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message numerus="yes">
        <source>(%n cards)</source>
        <translation>
            <numerusform>(%n card)</numerusform>
            <numerusform>(%n cards)</numerusform>
        </translation>
    </message>
    <message>
        <source>Magellan stacks: {stacks}</source>
        <translation>Magellan stacks: {stacks}</translation>
    </message>
    <message>
        <source>Which gold card slides under the Magellan card? ({rule})</source>
        <translation>Which gold card slides under the Magellan card? ({rule})</translation>
    </message>
    <message>
        <source>{move}: {chance}</source>
        <translation>{move}: {chance}</translation>
    </message>
    <message>
        <source>Win chance (analysis): {moves}</source>
        <translation>Win chance (analysis): {moves}</translation>
    </message>
    <message>
        <source>high bidder</source>
        <translation>high bidder</translation>
    </message>
    <message numerus="yes">
        <source>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer cards left · gold deck {gold} · discard pile {discard}</source>
        <translation>
            <numerusform>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer card left · gold deck {gold} · discard pile {discard}</numerusform>
            <numerusform>&lt;b&gt;Phase {phase}&lt;/b&gt; · %n explorer cards left · gold deck {gold} · discard pile {discard}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n ships to place</source>
        <translation>
            <numerusform>%n ship to place</numerusform>
            <numerusform>%n ships to place</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n vetoes</source>
        <translation>
            <numerusform>%n veto</numerusform>
            <numerusform>%n vetoes</numerusform>
        </translation>
    </message>
    <message>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <source>still bidding</source>
        <translation>still bidding</translation>
    </message>
    <message>
        <source>Your choices</source>
        <translation>Your choices</translation>
    </message>
</context>
<context>
    <name>MagellanTools</name>
    <message>
        <source>Gold card {value} — drag into a hand, a pile or under Magellan</source>
        <translation>Gold card {value} — drag into a hand, a pile or under Magellan</translation>
    </message>
    <message>
        <source>Gold card {value} — in {pile}: drag it elsewhere</source>
        <translation>Gold card {value} — in {pile}: drag it elsewhere</translation>
    </message>
    <message>
        <source>{name}: drag onto the explorer on the board to put the card up, or into a deck or box</source>
        <translation>{name}: drag onto the explorer on the board to put the card up, or into a deck or box</translation>
    </message>
    <message>
        <source>{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box</source>
        <translation>{name} in {pile}: drag onto the board to put it up, or to another place in the deck or box</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it onto an explorer&apos;s field</source>
        <translation>{player}&apos;s ship: drag it onto an explorer&apos;s field</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Ships</translation>
    </message>
    <message>
        <source>onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands for</source>
        <translation>onto a field (on Vasco da Gama B, onto a half); it buys the cards it stands for</translation>
    </message>
    <message>
        <source>Gold cards</source>
        <translation>Gold cards</translation>
    </message>
    <message>
        <source>into a hand, the deck, the discard pile or under Magellan (Gold tab)</source>
        <translation>into a hand, the deck, the discard pile or under Magellan (Gold tab)</translation>
    </message>
    <message>
        <source>Explorer cards</source>
        <translation>Explorer cards</translation>
    </message>
    <message>
        <source>onto an explorer to put its card up, or into a deck or box</source>
        <translation>onto an explorer to put its card up, or into a deck or box</translation>
    </message>
    <message>
        <source>Board {board} on side {side}</source>
        <translation>Board {board} on side {side}</translation>
    </message>
    <message>
        <source>Shuffle the gold deck</source>
        <translation>Shuffle the gold deck</translation>
    </message>
    <message>
        <source>Gold {value} back under the deck</source>
        <translation>Gold {value} back under the deck</translation>
    </message>
    <message>
        <source>Gold {value} to {target}</source>
        <translation>Gold {value} to {target}</translation>
    </message>
    <message>
        <source>{name} card to {pile}</source>
        <translation>{name} card to {pile}</translation>
    </message>
    <message>
        <source>Sail {player}&apos;s ship to {name}&apos;s field {field}</source>
        <translation>Sail {player}&apos;s ship to {name}&apos;s field {field}</translation>
    </message>
    <message>
        <source>Put a {name} card up for auction</source>
        <translation>Put a {name} card up for auction</translation>
    </message>
    <message>
        <source>Drop the card onto its own explorer&apos;s row to put it up for auction, not onto {name}&apos;s</source>
        <translation>Drop the card onto its own explorer&apos;s row to put it up for auction, not onto {name}&apos;s</translation>
    </message>
    <message>
        <source>Sail the ship to {name}&apos;s field {field}</source>
        <translation>Sail the ship to {name}&apos;s field {field}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>{player}&apos;s hand</translation>
    </message>
    <message>
        <source>The phase {phase} deck</source>
        <translation>The phase {phase} deck</translation>
    </message>
    <message>
        <source>The phase {phase} box</source>
        <translation>The phase {phase} box</translation>
    </message>
    <message>
        <source>{player}&apos;s Magellan stacks</source>
        <translation>{player}&apos;s Magellan stacks</translation>
    </message>
    <message>
        <source>The cards {player} bought</source>
        <translation>The cards {player} bought</translation>
    </message>
    <message>
        <source>The cards {player} bought in phase {phase}</source>
        <translation>The cards {player} bought in phase {phase}</translation>
    </message>
    <message>
        <source>Up for auction</source>
        <translation>Up for auction</translation>
    </message>
    <message>
        <source>{explorer}: {player} buys it for {price}</source>
        <translation>{explorer}: {player} buys it for {price}</translation>
    </message>
    <message>
        <source>{explorer}: high bid {bid} by {player}</source>
        <translation>{explorer}: high bid {bid} by {player}</translation>
    </message>
    <message>
        <source>{explorer}: no bid yet</source>
        <translation>{explorer}: no bid yet</translation>
    </message>
    <message>
        <source>; passed: {players}</source>
        <translation>; passed: {players}</translation>
    </message>
    <message>
        <source>Passed this auction</source>
        <translation>Passed this auction</translation>
    </message>
    <message>
        <source>May bid up to</source>
        <translation>May bid up to</translation>
    </message>
    <message>
        <source>High bid</source>
        <translation>High bid</translation>
    </message>
    <message>
        <source>High bid held by</source>
        <translation>High bid held by</translation>
    </message>
    <message>
        <source>Whose turn to bid</source>
        <translation>Whose turn to bid</translation>
    </message>
    <message>
        <source>Invited to open</source>
        <translation>Invited to open</translation>
    </message>
    <message>
        <source>Opens the bidding</source>
        <translation>Opens the bidding</translation>
    </message>
    <message>
        <source>The card up</source>
        <translation>The card up</translation>
    </message>
    <message>
        <source>The decision</source>
        <translation>The decision</translation>
    </message>
    <message>
        <source>The gold deck</source>
        <translation>The gold deck</translation>
    </message>
    <message>
        <source>The discard pile</source>
        <translation>The discard pile</translation>
    </message>
    <message>
        <source>The payment</source>
        <translation>The payment</translation>
    </message>
    <message>
        <source>Gold laid open</source>
        <translation>Gold laid open</translation>
    </message>
    <message>
        <source>Scoring order</source>
        <translation>Scoring order</translation>
    </message>
    <message>
        <source>Plundering</source>
        <translation>Plundering</translation>
    </message>
    <message>
        <source>Gold turned up by the plunder</source>
        <translation>Gold turned up by the plunder</translation>
    </message>
    <message>
        <source>The plunder&apos;s sum</source>
        <translation>The plunder&apos;s sum</translation>
    </message>
    <message>
        <source>Plunder fields left</source>
        <translation>Plunder fields left</translation>
    </message>
    <message>
        <source>The Magellan stack the card joins</source>
        <translation>The Magellan stack the card joins</translation>
    </message>
    <message>
        <source>Players still to decide on a veto</source>
        <translation>Players still to decide on a veto</translation>
    </message>
    <message>
        <source>Players still to exchange gold (Marco Polo)</source>
        <translation>Players still to exchange gold (Marco Polo)</translation>
    </message>
    <message>
        <source>Hand counted</source>
        <translation>Hand counted</translation>
    </message>
    <message>
        <source>Vetoed cards under the deck</source>
        <translation>Vetoed cards under the deck</translation>
    </message>
    <message>
        <source>{ship} on {field}</source>
        <translation>{ship} on {field}</translation>
    </message>
    <message>
        <source>{player}&apos;s ship</source>
        <translation>{player}&apos;s ship</translation>
    </message>
    <message>
        <source>{ship}, left half</source>
        <translation>{ship}, left half</translation>
    </message>
    <message>
        <source>{ship}, right half</source>
        <translation>{ship}, right half</translation>
    </message>
    <message>
        <source>stack {stack}</source>
        <translation>stack {stack}</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>gold {value}</source>
        <translation>gold {value}</translation>
    </message>
    <message>
        <source>{explorer}&apos;s field {field}</source>
        <translation>{explorer}&apos;s field {field}</translation>
    </message>
    <message>
        <source>Ship {ship} on {field}</source>
        <translation>Ship {ship} on {field}</translation>
    </message>
</context>
<context>
    <name>MagellanUI</name>
    <message>
        <source>Side A</source>
        <translation>Side A</translation>
    </message>
    <message>
        <source>Side B</source>
        <translation>Side B</translation>
    </message>
    <message>
        <source>The previous opener</source>
        <translation>The previous opener</translation>
    </message>
    <message>
        <source>The auctioneer</source>
        <translation>The auctioneer</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>qtgames match (*.json);;All files (*)</source>
        <translation>qtgames match (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)</source>
        <translation>qtgames scenario (*.qtgames-scenario.json *.json);;All files (*)</translation>
    </message>
    <message>
        <source>qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)</source>
        <translation>qtgames ruling report (*.qtgames-ruling.json *.json);;All files (*)</translation>
    </message>
    <message>
        <source>seed {seed}</source>
        <translation>seed {seed}</translation>
    </message>
    <message>
        <source>review, move {at} of {total}</source>
        <translation>review, move {at} of {total}</translation>
    </message>
    <message>
        <source>sandbox</source>
        <translation>sandbox</translation>
    </message>
    <message>
        <source>Working out a hint… (Esc cancels)</source>
        <translation>Working out a hint… (Esc cancels)</translation>
    </message>
    <message>
        <source>{name} is thinking…</source>
        <translation>{name} is thinking…</translation>
    </message>
    <message>
        <source>Autosave failed ({problem}); the game goes on — File → Save as… keeps it elsewhere</source>
        <translation>Autosave failed ({problem}); the game goes on — File → Save as… keeps it elsewhere</translation>
    </message>
    <message>
        <source>Review: move {at}</source>
        <translation>Review: move {at}</translation>
    </message>
    <message>
        <source>Review: move {at}, {name} to decide</source>
        <translation>Review: move {at}, {name} to decide</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>{name}: {prompt}</source>
        <translation>{name}: {prompt}</translation>
    </message>
    <message>
        <source>{name}&apos;s turn</source>
        <translation>{name}&apos;s turn</translation>
    </message>
    <message>
        <source>The puzzle&apos;s hint: {hint}</source>
        <translation>The puzzle&apos;s hint: {hint}</translation>
    </message>
    <message>
        <source>A hint is for the human player to move.</source>
        <translation>A hint is for the human player to move.</translation>
    </message>
    <message>
        <source>Hint cancelled.</source>
        <translation>Hint cancelled.</translation>
    </message>
    <message>
        <source>Hint: {action}</source>
        <translation>Hint: {action}</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Not allowed — {rule}: {reason}</translation>
    </message>
</context>
<context>
    <name>MatchFiles</name>
    <message>
        <source>Resume the last game?</source>
        <translation>Resume the last game?</translation>
    </message>
    <message>
        <source>A game was left unfinished: {game}.

Resume it?</source>
        <translation>A game was left unfinished: {game}.

Resume it?</translation>
    </message>
    <message>
        <source>Save the match</source>
        <translation>Save the match</translation>
    </message>
    <message>
        <source>Cannot keep the unfinished game</source>
        <translation>Cannot keep the unfinished game</translation>
    </message>
    <message>
        <source>It could not be moved to {folder}.</source>
        <translation>It could not be moved to {folder}.</translation>
    </message>
    <message>
        <source>It is kept as {path} (File → Open recent), and will not be offered again.</source>
        <translation>It is kept as {path} (File → Open recent), and will not be offered again.</translation>
    </message>
    <message>
        <source>The last game cannot be resumed</source>
        <translation>The last game cannot be resumed</translation>
    </message>
    <message>
        <source>Cannot open the file</source>
        <translation>Cannot open the file</translation>
    </message>
    <message>
        <source>Not a usable scenario</source>
        <translation>Not a usable scenario</translation>
    </message>
    <message>
        <source>Not a usable match file</source>
        <translation>Not a usable match file</translation>
    </message>
    <message>
        <source>This match was played with other {game} component data than is in force now: it may not go as it went.</source>
        <translation>This match was played with other {game} component data than is in force now: it may not go as it went.</translation>
    </message>
    <message>
        <source>Not a usable ruling report</source>
        <translation>Not a usable ruling report</translation>
    </message>
    <message>
        <source>Open a match, a scenario or a ruling report</source>
        <translation>Open a match, a scenario or a ruling report</translation>
    </message>
    <message>
        <source>qtgames match, scenario or ruling report (*.json);;All files (*)</source>
        <translation>qtgames match, scenario or ruling report (*.json);;All files (*)</translation>
    </message>
    <message>
        <source>Open a scenario</source>
        <translation>Open a scenario</translation>
    </message>
    <message>
        <source>A scenario</source>
        <translation>A scenario</translation>
    </message>
    <message>
        <source>a {game} puzzle: {goal}</source>
        <translation>a {game} puzzle: {goal}</translation>
    </message>
    <message>
        <source>a {game} position</source>
        <translation>a {game} position</translation>
    </message>
    <message>
        <source>{title} is {kind}.</source>
        <translation>{title} is {kind}.</translation>
    </message>
    <message>
        <source>Play it from its position, or open it in the scenario editor?</source>
        <translation>Play it from its position, or open it in the scenario editor?</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Open in the editor</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <translation>Saved to {path}</translation>
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
            <numerusform>The AI&apos;s process stopped %n time on this move; the game waits. Pause and resume the AI moves (P, P) to try again.</numerusform>
            <numerusform>The AI&apos;s process stopped %n times on this move; the game waits. Pause and resume the AI moves (P, P) to try again.</numerusform>
        </translation>
    </message>
    <message>
        <source>The AI&apos;s process stopped; a new one is thinking. Nothing of the game was lost.</source>
        <translation>The AI&apos;s process stopped; a new one is thinking. Nothing of the game was lost.</translation>
    </message>
    <message>
        <source>No game on the table.</source>
        <translation>No game on the table.</translation>
    </message>
    <message>
        <source>Not while reviewing: close the review first.</source>
        <translation>Not while reviewing: close the review first.</translation>
    </message>
    <message>
        <source>No move to take back yet.</source>
        <translation>No move to take back yet.</translation>
    </message>
    <message>
        <source>Only AIs play: there is no move of yours to take back.</source>
        <translation>Only AIs play: there is no move of yours to take back.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>Another player has moved since; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Another player has moved since; in a sandbox game (Advanced, on the start page) undo takes back anything.</translation>
    </message>
    <message>
        <source>Your last move showed something new (a drawn tile, a roll), so it stands; in a sandbox game (Advanced, on the start page) undo takes back anything.</source>
        <translation>Your last move showed something new (a drawn tile, a roll), so it stands; in a sandbox game (Advanced, on the start page) undo takes back anything.</translation>
    </message>
</context>
<context>
    <name>MatchWords</name>
    <message numerus="yes">
        <source>{game}, %n moves in</source>
        <translation>
            <numerusform>{game}, %n move in</numerusform>
            <numerusform>{game}, %n moves in</numerusform>
        </translation>
    </message>
    <message>
        <source>just now</source>
        <translation>just now</translation>
    </message>
    <message numerus="yes">
        <source>%n minutes ago</source>
        <translation>
            <numerusform>%n minute ago</numerusform>
            <numerusform>%n minutes ago</numerusform>
        </translation>
    </message>
    <message>
        <source>{game}, saved {when}</source>
        <translation>{game}, saved {when}</translation>
    </message>
    <message>
        <source>Resumed where the game stopped.</source>
        <translation>Resumed where the game stopped.</translation>
    </message>
    <message>
        <source>The unfinished game is kept as {name} (File → Open recent).</source>
        <translation>The unfinished game is kept as {name} (File → Open recent).</translation>
    </message>
    <message numerus="yes">
        <source>%n unfinished games are kept among your saves (File → Open recent).</source>
        <translation>
            <numerusform>%n unfinished game is kept among your saves (File → Open recent).</numerusform>
            <numerusform>%n unfinished games are kept among your saves (File → Open recent).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>PositionAnalysisDialog</name>
    <message>
        <source>Analyse this position</source>
        <translation>Analyse this position</translation>
    </message>
    <message>
        <source>Analyse again</source>
        <translation>Analyse again</translation>
    </message>
    <message>
        <source>{name} to decide: {prompt}</source>
        <translation>{name} to decide: {prompt}</translation>
    </message>
</context>
<context>
    <name>Preferences</name>
    <message>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;in</translation>
    </message>
    <message>
        <source>Zoom &amp;out</source>
        <translation>Zoom &amp;out</translation>
    </message>
    <message>
        <source>Zoom to &amp;fit</source>
        <translation>Zoom to &amp;fit</translation>
    </message>
    <message>
        <source>&amp;Animations</source>
        <translation>&amp;Animations</translation>
    </message>
    <message>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
</context>
<context>
    <name>PuzzleBar</name>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
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
        <translation>You are {who}.</translation>
    </message>
    <message>
        <source>{who} plays for it.</source>
        <translation>{who} plays for it.</translation>
    </message>
    <message>
        <source>{who}, an AI, plays for it.</source>
        <translation>{who}, an AI, plays for it.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Start the puzzle again from its position, with the same players</source>
        <translation>Start the puzzle again from its position, with the same players</translation>
    </message>
    <message>
        <source>Puzzle</source>
        <translation>Puzzle</translation>
    </message>
    <message>
        <source>Goal: {goal}.</source>
        <translation>Goal: {goal}.</translation>
    </message>
    <message>
        <source>Solved.</source>
        <translation>Solved.</translation>
    </message>
    <message>
        <source>Failed.</source>
        <translation>Failed.</translation>
    </message>
</context>
<context>
    <name>PuzzleCheckDialog</name>
    <message>
        <source>Check the puzzle</source>
        <translation>Check the puzzle</translation>
    </message>
    <message>
        <source>%v of %m first moves</source>
        <translation>%v of %m first moves</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <source>Keep the hidden cards as laid out (when the notes tell them)</source>
        <translation>Keep the hidden cards as laid out (when the notes tell them)</translation>
    </message>
    <message>
        <source>A puzzle whose notes give the other hands or the card under a stack is sound only for those cards: checked with them dealt at random, no first move may work. Press Check again after changing this.</source>
        <translation>A puzzle whose notes give the other hands or the card under a stack is sound only for those cards: checked with them dealt at random, no first move may work. Press Check again after changing this.</translation>
    </message>
    <message>
        <source>What the check found:</source>
        <translation>What the check found:</translation>
    </message>
    <message>
        <source>Check again</source>
        <translation>Check again</translation>
    </message>
    <message>
        <source>the check looks as many moves ahead as the solution has, and none is written. Play the solution in Test a ruling, then press Record on the Scenario tab.</source>
        <translation>the check looks as many moves ahead as the solution has, and none is written. Play the solution in Test a ruling, then press Record on the Scenario tab.</translation>
    </message>
    <message>
        <source>Checking every first move of the goal player against every reply and roll of the dice…</source>
        <translation>Checking every first move of the goal player against every reply and roll of the dice…</translation>
    </message>
    <message>
        <source>The check was cancelled: nothing was found yet.</source>
        <translation>The check was cancelled: nothing was found yet.</translation>
    </message>
    <message>
        <source>This cannot be checked as a puzzle: {reason}</source>
        <translation>This cannot be checked as a puzzle: {reason}</translation>
    </message>
    <message>
        <source>Goal: {goal}, within {horizon} moves.</source>
        <translation>Goal: {goal}, within {horizon} moves.</translation>
    </message>
    <message>
        <source>✗ The puzzle has no written solution to check.</source>
        <translation>✗ The puzzle has no written solution to check.</translation>
    </message>
    <message>
        <source>✓ The solution&apos;s first move, {move}, reaches the goal.</source>
        <translation>✓ The solution&apos;s first move, {move}, reaches the goal.</translation>
    </message>
    <message>
        <source>? The solution&apos;s first move, {move}, could not be settled within the check&apos;s budget.</source>
        <translation>? The solution&apos;s first move, {move}, could not be settled within the check&apos;s budget.</translation>
    </message>
    <message>
        <source>✗ The solution&apos;s first move, {move}, does not always reach the goal.</source>
        <translation>✗ The solution&apos;s first move, {move}, does not always reach the goal.</translation>
    </message>
    <message>
        <source>✗ It does not hold against every reply and roll of the dice: one way it fails is below.</source>
        <translation>✗ It does not hold against every reply and roll of the dice: one way it fails is below.</translation>
    </message>
    <message>
        <source>✗ Second solutions (cooks): {moves}</source>
        <translation>✗ Second solutions (cooks): {moves}</translation>
    </message>
    <message>
        <source>✓ No other first move works: the solution is unique.</source>
        <translation>✓ No other first move works: the solution is unique.</translation>
    </message>
    <message>
        <source>? No other first move was found to work, but some were not settled within the budget.</source>
        <translation>? No other first move was found to work, but some were not settled within the budget.</translation>
    </message>
    <message>
        <source>✗ No first move works in every case looked at: the puzzle has no solution as set.</source>
        <translation>✗ No first move works in every case looked at: the puzzle has no solution as set.</translation>
    </message>
    <message>
        <source>✓ It holds under every roll of the dice and every reply looked at.</source>
        <translation>✓ It holds under every roll of the dice and every reply looked at.</translation>
    </message>
</context>
<context>
    <name>Resume</name>
    <message>
        <source>qtgames could not replay it ({error})</source>
        <translation>qtgames could not replay it ({error})</translation>
    </message>
</context>
<context>
    <name>ReviewBar</name>
    <message>
        <source>0.25 s per move</source>
        <translation>0.25 s per move</translation>
    </message>
    <message>
        <source>0.5 s per move</source>
        <translation>0.5 s per move</translation>
    </message>
    <message>
        <source>1 s per move</source>
        <translation>1 s per move</translation>
    </message>
    <message>
        <source>2 s per move</source>
        <translation>2 s per move</translation>
    </message>
    <message>
        <source>Review</source>
        <translation>Review</translation>
    </message>
    <message>
        <source>First position (Home)</source>
        <translation>First position (Home)</translation>
    </message>
    <message>
        <source>Previous move (←)</source>
        <translation>Previous move (←)</translation>
    </message>
    <message>
        <source>Play</source>
        <translation>Play</translation>
    </message>
    <message>
        <source>Play the moves at the chosen pace (Space)</source>
        <translation>Play the moves at the chosen pace (Space)</translation>
    </message>
    <message>
        <source>Next move (→)</source>
        <translation>Next move (→)</translation>
    </message>
    <message>
        <source>Last position (End)</source>
        <translation>Last position (End)</translation>
    </message>
    <message>
        <source>Take over from here…</source>
        <translation>Take over from here…</translation>
    </message>
    <message>
        <source>Play on from this position: choose who plays each seat</source>
        <translation>Play on from this position: choose who plays each seat</translation>
    </message>
    <message>
        <source>Close review</source>
        <translation>Close review</translation>
    </message>
    <message>
        <source>Back to the game as it stands (Esc)</source>
        <translation>Back to the game as it stands (Esc)</translation>
    </message>
    <message>
        <source>Move {at} of {total}</source>
        <translation>Move {at} of {total}</translation>
    </message>
    <message>
        <source>Pause</source>
        <translation>Pause</translation>
    </message>
    <message>
        <source>Take over from here</source>
        <translation>Take over from here</translation>
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
        <translation>Every rule has an ID. The move log and every refused move cite it: click an ID there to come here. “Ruling” marks a choice where the rulebook is silent; where a table could choose otherwise, it is an option under Advanced on the start page.</translation>
    </message>
    <message>
        <source>The component data at the end say where each number comes from: [seed] the rulebook, [public] public sources, [transcribed] a single public source, [reconstructed] or [placeholder] chosen where no source gives it. If you own the game, a data file of your own can correct them: the start page&apos;s “About the component data” says where it goes.</source>
        <translation>The component data at the end say where each number comes from: [seed] the rulebook, [public] public sources, [transcribed] a single public source, [reconstructed] or [placeholder] chosen where no source gives it. If you own the game, a data file of your own can correct them: the start page&apos;s “About the component data” says where it goes.</translation>
    </message>
    <message>
        <source>No rule mentions “{query}”.</source>
        <translation>No rule mentions “{query}”.</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Search the rules: words or a rule ID</source>
        <translation>Search the rules: words or a rule ID</translation>
    </message>
    <message numerus="yes">
        <source>%n rules match</source>
        <translation>
            <numerusform>%n rule matches</numerusform>
            <numerusform>%n rules match</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n rules</source>
        <translation>
            <numerusform>%n rule</numerusform>
            <numerusform>%n rules</numerusform>
        </translation>
    </message>
    <message>
        <source>Rules — {game}</source>
        <translation>Rules — {game}</translation>
    </message>
</context>
<context>
    <name>RulingPanel</name>
    <message>
        <source>Apply</source>
        <translation>Apply</translation>
    </message>
    <message>
        <source>Carry out the selected legal action and show what the rules make happen</source>
        <translation>Carry out the selected legal action and show what the rules make happen</translation>
    </message>
    <message>
        <source>Step back</source>
        <translation>Step back</translation>
    </message>
    <message>
        <source>Save as test case…</source>
        <translation>Save as test case…</translation>
    </message>
    <message>
        <source>Apply an action to see its events (with rule IDs) and what changed.</source>
        <translation>Apply an action to see its events (with rule IDs) and what changed.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems first: only a valid position can be asked about.</source>
        <translation>Fix the position&apos;s problems first: only a valid position can be asked about.</translation>
    </message>
    <message>
        <source>The game is over in this position: nothing more to decide.</source>
        <translation>The game is over in this position: nothing more to decide.</translation>
    </message>
    <message>
        <source>Not allowed — {rule}: {reason}</source>
        <translation>Not allowed — {rule}: {reason}</translation>
    </message>
    <message>
        <source>Action: {action}</source>
        <translation>Action: {action}</translation>
    </message>
    <message>
        <source>Events:</source>
        <translation>Events:</translation>
    </message>
    <message>
        <source>(none)</source>
        <translation>(none)</translation>
    </message>
    <message>
        <source>What changed:</source>
        <translation>What changed:</translation>
    </message>
    <message>
        <source>refused — {rule}: {reason}</source>
        <translation>refused — {rule}: {reason}</translation>
    </message>
    <message>
        <source>&lt;b&gt;{player}&lt;/b&gt; decides ({rule}): {prompt}</source>
        <translation>&lt;b&gt;{player}&lt;/b&gt; decides ({rule}): {prompt}</translation>
    </message>
    <message numerus="yes">
        <source>legal, with %n events</source>
        <translation>
            <numerusform>legal, with %n event</numerusform>
            <numerusform>legal, with %n events</numerusform>
        </translation>
    </message>
    <message>
        <source>Still holds under this version of the rules.</source>
        <translation>Still holds under this version of the rules.</translation>
    </message>
    <message>
        <source>Changed: now {answer}</source>
        <translation>Changed: now {answer}</translation>
    </message>
    <message>
        <source>untitled</source>
        <translation>untitled</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ruling report&lt;/b&gt; «{title}»&lt;br&gt;Recorded answer: {answer}&lt;br&gt;{holds}</source>
        <translation>&lt;b&gt;Ruling report&lt;/b&gt; «{title}»&lt;br&gt;Recorded answer: {answer}&lt;br&gt;{holds}</translation>
    </message>
    <message>
        <source>Stepped back from the refused action.</source>
        <translation>Stepped back from the refused action.</translation>
    </message>
    <message>
        <source>Stepped back to the position before the last applied action.</source>
        <translation>Stepped back to the position before the last applied action.</translation>
    </message>
</context>
<context>
    <name>ScenarioForm</name>
    <message>
        <source>Edit the title</source>
        <translation>Edit the title</translation>
    </message>
    <message>
        <source>Edit the author</source>
        <translation>Edit the author</translation>
    </message>
    <message>
        <source>What the puzzle or ruling is about</source>
        <translation>What the puzzle or ruling is about</translation>
    </message>
    <message>
        <source>Edit the notes</source>
        <translation>Edit the notes</translation>
    </message>
    <message>
        <source>No goal (a position to study)</source>
        <translation>No goal (a position to study)</translation>
    </message>
    <message>
        <source>Title</source>
        <translation>Title</translation>
    </message>
    <message>
        <source>Author</source>
        <translation>Author</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Notes</translation>
    </message>
    <message>
        <source>Puzzle goal</source>
        <translation>Puzzle goal</translation>
    </message>
    <message>
        <source>For player</source>
        <translation>For player</translation>
    </message>
    <message>
        <source>Target (N)</source>
        <translation>Target (N)</translation>
    </message>
    <message>
        <source>&lt;b&gt;Solution and hints&lt;/b&gt;</source>
        <translation>&lt;b&gt;Solution and hints&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Play the solution in Test a ruling — every player&apos;s moves, from the position as laid out — then press Record. Type the hint a player sees before each move (leave it empty for none).</source>
        <translation>Play the solution in Test a ruling — every player&apos;s moves, from the position as laid out — then press Record. Type the hint a player sees before each move (leave it empty for none).</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Move</translation>
    </message>
    <message>
        <source>Hint before it</source>
        <translation>Hint before it</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Record</translation>
    </message>
    <message>
        <source>The moves applied in Test a ruling become the solution</source>
        <translation>The moves applied in Test a ruling become the solution</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Clear</translation>
    </message>
    <message>
        <source>Clear the solution</source>
        <translation>Clear the solution</translation>
    </message>
    <message>
        <source>The app&apos;s own words</source>
        <translation>The app&apos;s own words</translation>
    </message>
    <message>
        <source>Edit the words when solved</source>
        <translation>Edit the words when solved</translation>
    </message>
    <message>
        <source>Edit the words when failed</source>
        <translation>Edit the words when failed</translation>
    </message>
    <message>
        <source>When solved</source>
        <translation>When solved</translation>
    </message>
    <message>
        <source>When failed</source>
        <translation>When failed</translation>
    </message>
    <message>
        <source>Change the goal</source>
        <translation>Change the goal</translation>
    </message>
    <message>
        <source>Record the solution</source>
        <translation>Record the solution</translation>
    </message>
    <message>
        <source>Write a hint</source>
        <translation>Write a hint</translation>
    </message>
    <message>
        <source>Player {seat}: {goal}</source>
        <translation>Player {seat}: {goal}</translation>
    </message>
    <message>
        <source>{player}: {move}</source>
        <translation>{player}: {move}</translation>
    </message>
    <message>
        <source>(not reached)</source>
        <translation>(not reached)</translation>
    </message>
    <message>
        <source>A puzzle&apos;s solution needs a goal.</source>
        <translation>A puzzle&apos;s solution needs a goal.</translation>
    </message>
    <message>
        <source>No solution yet.</source>
        <translation>No solution yet.</translation>
    </message>
    <message>
        <source>Fix the position&apos;s problems to check the solution.</source>
        <translation>Fix the position&apos;s problems to check the solution.</translation>
    </message>
    <message numerus="yes">
        <source>The solution reaches the goal in %n moves.</source>
        <translation>
            <numerusform>The solution reaches the goal in %n move.</numerusform>
            <numerusform>The solution reaches the goal in %n moves.</numerusform>
        </translation>
    </message>
    <message>
        <source>The solution fails at move {move}: {reason}</source>
        <translation>The solution fails at move {move}: {reason}</translation>
    </message>
    <message numerus="yes">
        <source>Record %n moves</source>
        <translation>
            <numerusform>Record %n move</numerusform>
            <numerusform>Record %n moves</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Scenarios</name>
    <message>
        <source>Not in the editor yet</source>
        <translation>Not in the editor yet</translation>
    </message>
    <message numerus="yes">
        <source>{game} after %n moves</source>
        <translation>
            <numerusform>{game} after %n move</numerusform>
            <numerusform>{game} after %n moves</numerusform>
        </translation>
    </message>
    <message>
        <source>Nothing to export</source>
        <translation>Nothing to export</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Start or open a game first.</translation>
    </message>
    <message>
        <source>position</source>
        <translation>position</translation>
    </message>
    <message>
        <source>Export the position as a scenario</source>
        <translation>Export the position as a scenario</translation>
    </message>
    <message>
        <source>Cannot save</source>
        <translation>Cannot save</translation>
    </message>
    <message>
        <source>Position exported to {path}</source>
        <translation>Position exported to {path}</translation>
    </message>
    <message>
        <source>Nothing to copy</source>
        <translation>Nothing to copy</translation>
    </message>
    <message>
        <source>The position is on the clipboard as text.</source>
        <translation>The position is on the clipboard as text.</translation>
    </message>
    <message>
        <source>Cannot paste the position</source>
        <translation>Cannot paste the position</translation>
    </message>
    <message>
        <source>The clipboard holds no usable position: {error}</source>
        <translation>The clipboard holds no usable position: {error}</translation>
    </message>
    <message>
        <source>Cannot play the scenario</source>
        <translation>Cannot play the scenario</translation>
    </message>
    <message>
        <source>{name}: {goal}</source>
        <translation>{name}: {goal}</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>The solution cannot be shown</source>
        <translation>The solution cannot be shown</translation>
    </message>
    <message>
        <source>Puzzle solved!</source>
        <translation>Puzzle solved!</translation>
    </message>
    <message>
        <source>Puzzle failed</source>
        <translation>Puzzle failed</translation>
    </message>
    <message>
        <source>Try another line.</source>
        <translation>Try another line.</translation>
    </message>
    <message>
        <source>Try again</source>
        <translation>Try again</translation>
    </message>
    <message>
        <source>Show the solution</source>
        <translation>Show the solution</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Open in the editor</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SeatBox</name>
    <message>
        <source>nobody</source>
        <translation>nobody</translation>
    </message>
</context>
<context>
    <name>SeatsDialog</name>
    <message>
        <source>Play from here</source>
        <translation>Play from here</translation>
    </message>
    <message>
        <source>Puzzle goal: {goal}</source>
        <translation>Puzzle goal: {goal}</translation>
    </message>
    <message>
        <source>{seat}: the puzzle&apos;s side</source>
        <translation>{seat}: the puzzle&apos;s side</translation>
    </message>
</context>
<context>
    <name>SpinnerWidget</name>
    <message>
        <source>The spinner showed {value}</source>
        <translation>The spinner showed {value}</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <source>Seat {seat} ({colour})</source>
        <translation>Seat {seat} ({colour})</translation>
    </message>
    <message>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <source>AI: {0}</source>
        <translation>AI: {0}</translation>
    </message>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
    <message>
        <source>You</source>
        <translation>You</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Sandbox: undo may take back anything, draws and other players&apos; moves</source>
        <translation>Sandbox: undo may take back anything, draws and other players&apos; moves</translation>
    </message>
    <message>
        <source>Otherwise you may take back only your own moves within your turn, and never a roll, a draw or another player&apos;s move.</source>
        <translation>Otherwise you may take back only your own moves within your turn, and never a roll, a draw or another player&apos;s move.</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <source>How to play</source>
        <translation>How to play</translation>
    </message>
    <message>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <source>Number of players</source>
        <translation>Number of players</translation>
    </message>
    <message>
        <source>Seat</source>
        <translation>Seat</translation>
    </message>
    <message>
        <source>Played by</source>
        <translation>Played by</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Advanced: seed, undo and rule options</source>
        <translation>Advanced: seed, undo and rule options</translation>
    </message>
    <message>
        <source>a new one for every game</source>
        <translation>a new one for every game</translation>
    </message>
    <message>
        <source>The same seed and moves replay the same game, dice and all. Leave it empty for a new deal every game; the seed of each game shows in the title.</source>
        <translation>The same seed and moves replay the same game, dice and all. Leave it empty for a new deal every game; the seed of each game shows in the title.</translation>
    </message>
    <message>
        <source>Rules and rulings</source>
        <translation>Rules and rulings</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>Start game</translation>
    </message>
    <message>
        <source>Scenario editor…</source>
        <translation>Scenario editor…</translation>
    </message>
    <message>
        <source>Lay out any position, check it against the rules, test a ruling or set a puzzle</source>
        <translation>Lay out any position, check it against the rules, test a ruling or set a puzzle</translation>
    </message>
    <message>
        <source>Back to the game</source>
        <translation>Back to the game</translation>
    </message>
    <message>
        <source>The game on the table goes on as it was</source>
        <translation>The game on the table goes on as it was</translation>
    </message>
    <message>
        <source>Recent games</source>
        <translation>Recent games</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>Open</translation>
    </message>
    <message>
        <source>No saved games yet</source>
        <translation>No saved games yet</translation>
    </message>
    <message>
        <source>Puzzles, rulebook examples and rulings</source>
        <translation>Puzzles, rulebook examples and rulings</translation>
    </message>
    <message>
        <source>{title} — puzzle</source>
        <translation>{title} — puzzle</translation>
    </message>
    <message>
        <source>{title} — ruling</source>
        <translation>{title} — ruling</translation>
    </message>
    <message>
        <source>Opens in the scenario editor&apos;s Test a ruling, with the answer the rules gave</source>
        <translation>Opens in the scenario editor&apos;s Test a ruling, with the answer the rules gave</translation>
    </message>
    <message>
        <source>Play it</source>
        <translation>Play it</translation>
    </message>
    <message>
        <source>Open in the editor</source>
        <translation>Open in the editor</translation>
    </message>
    <message>
        <source>{title} — your puzzle</source>
        <translation>{title} — your puzzle</translation>
    </message>
    <message>
        <source>{title} — your scenario</source>
        <translation>{title} — your scenario</translation>
    </message>
    <message>
        <source>{least}–{most} players</source>
        <translation>{least}–{most} players</translation>
    </message>
    <message>
        <source>Some of {game}&apos;s component numbers are reconstructed: no public source gives them. The rules&apos; component data (Help → Rules) mark each one; if you own the game, a corrected copy of its data file, {file}, in the folder {folder} is read instead.</source>
        <translation>Some of {game}&apos;s component numbers are reconstructed: no public source gives them. The rules&apos; component data (Help → Rules) mark each one; if you own the game, a corrected copy of its data file, {file}, in the folder {folder} is read instead.</translation>
    </message>
    <message>
        <source>About the component data</source>
        <translation>About the component data</translation>
    </message>
</context>
<context>
    <name>TableCards</name>
    <message>
        <source>The game waits until you close the card.</source>
        <translation>The game waits until you close the card.</translation>
    </message>
    <message>
        <source>Pass the computer to {name}</source>
        <translation>Pass the computer to {name}</translation>
    </message>
    <message>
        <source>Only they should see their hand.</source>
        <translation>Only they should see their hand.</translation>
    </message>
    <message>
        <source>I am {name}: show my hand</source>
        <translation>I am {name}: show my hand</translation>
    </message>
    <message>
        <source>Review that move</source>
        <translation>Review that move</translation>
    </message>
    <message>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <source>Watch to the end</source>
        <translation>Watch to the end</translation>
    </message>
    <message>
        <source>Skip to the result</source>
        <translation>Skip to the result</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>New game</translation>
    </message>
    <message>
        <source>Rule {rule}</source>
        <translation>Rule {rule}</translation>
    </message>
    <message>
        <source>{name} is out of the game</source>
        <translation>{name} is out of the game</translation>
    </message>
    <message>
        <source>Playing out the rest of the game…</source>
        <translation>Playing out the rest of the game…</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <source>{names} and {last} share the victory!</source>
        <translation>{names} and {last} share the victory!</translation>
    </message>
    <message numerus="yes">
        <source>The game is over ({rule}) after %n moves.</source>
        <translation>
            <numerusform>The game is over ({rule}) after %n move.</numerusform>
            <numerusform>The game is over ({rule}) after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The game is over after %n moves.</source>
        <translation>
            <numerusform>The game is over after %n move.</numerusform>
            <numerusform>The game is over after %n moves.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{name}: &lt;b&gt;%n&lt;/b&gt; points</source>
        <translation>
            <numerusform>{name}: &lt;b&gt;%n&lt;/b&gt; point</numerusform>
            <numerusform>{name}: &lt;b&gt;%n&lt;/b&gt; points</numerusform>
        </translation>
    </message>
    <message>
        <source>Seed {seed}: the same seed and moves replay this game (Advanced, on the start page).</source>
        <translation>Seed {seed}: the same seed and moves replay this game (Advanced, on the start page).</translation>
    </message>
    <message>
        <source>Review the game</source>
        <translation>Review the game</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>TrialBar</name>
    <message>
        <source>Back to the scenario</source>
        <translation>Back to the scenario</translation>
    </message>
    <message>
        <source>Show the position as laid out again</source>
        <translation>Show the position as laid out again</translation>
    </message>
    <message>
        <source>Lay out this position</source>
        <translation>Lay out this position</translation>
    </message>
    <message>
        <source>Make the shown position the scenario&apos;s (an undo step); Save then writes it</source>
        <translation>Make the shown position the scenario&apos;s (an undo step); Save then writes it</translation>
    </message>
    <message>
        <source>Save it as…</source>
        <translation>Save it as…</translation>
    </message>
    <message>
        <source>Save the shown position as a new scenario; this one stays as laid out</source>
        <translation>Save the shown position as a new scenario; this one stays as laid out</translation>
    </message>
    <message numerus="yes">
        <source>The board shows the position after %n actions applied in Test a ruling. The scenario stays as laid out: Save keeps that.</source>
        <translation>
            <numerusform>The board shows the position after %n action applied in Test a ruling. The scenario stays as laid out: Save keeps that.</numerusform>
            <numerusform>The board shows the position after %n actions applied in Test a ruling. The scenario stays as laid out: Save keeps that.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TsuroBoard</name>
    <message>
        <source>Player {seat}</source>
        <translation>Player {seat}</translation>
    </message>
    <message>
        <source>Daikaiju {name}: the gold arrow acts before the other {number}</source>
        <translation>Daikaiju {name}: the gold arrow acts before the other {number}</translation>
    </message>
    <message>
        <source>Daikaiju {name}</source>
        <translation>Daikaiju {name}</translation>
    </message>
    <message>
        <source>Squares are named by column letter and row number, as in the move log</source>
        <translation>Squares are named by column letter and row number, as in the move log</translation>
    </message>
    <message>
        <source>Gold die {die}: a new daikaiju comes to this column</source>
        <translation>Gold die {die}: a new daikaiju comes to this column</translation>
    </message>
    <message>
        <source>Blue die {die}: a new daikaiju comes to this row</source>
        <translation>Blue die {die}: a new daikaiju comes to this row</translation>
    </message>
    <message>
        <source>dice</source>
        <translation>dice</translation>
    </message>
    <message>
        <source>The gold die picks a column and the blue die a row: that square gets a new daikaiju. The square names are the letters and numbers further out.</source>
        <translation>The gold die picks a column and the blue die a row: that square gets a new daikaiju. The square names are the letters and numbers further out.</translation>
    </message>
    <message>
        <source>Suggested by the hint</source>
        <translation>Suggested by the hint</translation>
    </message>
    <message>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <source>{refusal} — {outcomes}</source>
        <translation>{refusal} — {outcomes}</translation>
    </message>
    <message>
        <source>Legal — {outcomes}. Double-click the tile, press Enter or click Place.</source>
        <translation>Legal — {outcomes}. Double-click the tile, press Enter or click Place.</translation>
    </message>
    <message>
        <source>Choose a tile in your hand first (1–3): it shows here, in front of your ship.</source>
        <translation>Choose a tile in your hand first (1–3): it shows here, in front of your ship.</translation>
    </message>
</context>
<context>
    <name>TsuroGuide</name>
    <message>
        <source>The sea</source>
        <translation>The sea</translation>
    </message>
    <message>
        <source>Every captain holds three wake tiles (your hand is in the side panel) and chooses a starting mark on the edge of the sea for their ship. The purple tiles are daikaiju: sea monsters that roam the board.</source>
        <translation>Every captain holds three wake tiles (your hand is in the side panel) and chooses a starting mark on the edge of the sea for their ship. The purple tiles are daikaiju: sea monsters that roam the board.</translation>
    </message>
    <message>
        <source>Your turn: lay a tile</source>
        <translation>Your turn: lay a tile</translation>
    </message>
    <message>
        <source>Lay one of your tiles on the square in front of your ship: pick it in your hand, turn it (R) until you like its wakes, and place it. Every ship touching the new tile then sails along its wake. A move the rules refuse says why, with the rule.</source>
        <translation>Lay one of your tiles on the square in front of your ship: pick it in your hand, turn it (R) until you like its wakes, and place it. Every ship touching the new tile then sails along its wake. A move the rules refuse says why, with the rule.</translation>
    </message>
    <message>
        <source>The daikaiju move</source>
        <translation>The daikaiju move</translation>
    </message>
    <message>
        <source>After each turn the dice may wake the daikaiju. A monster moving onto a ship or a tile destroys it, so keep your ship out of their way.</source>
        <translation>After each turn the dice may wake the daikaiju. A monster moving onto a ship or a tile destroys it, so keep your ship out of their way.</translation>
    </message>
    <message>
        <source>How it ends</source>
        <translation>How it ends</translation>
    </message>
    <message>
        <source>A ship sailing off the board, into another ship&apos;s wake loop or under a daikaiju is out. The last ship still sailing wins; the move log on the right tells every step with its rule.</source>
        <translation>A ship sailing off the board, into another ship&apos;s wake loop or under a daikaiju is out. The last ship still sailing wins; the move log on the right tells every step with its rule.</translation>
    </message>
</context>
<context>
    <name>TsuroPanel</name>
    <message>
        <source>Your hand</source>
        <translation>Your hand</translation>
    </message>
    <message>
        <source>Rotate (R)</source>
        <translation>Rotate (R)</translation>
    </message>
    <message>
        <source>Place (Enter)</source>
        <translation>Place (Enter)</translation>
    </message>
    <message>
        <source>Move log</source>
        <translation>Move log</translation>
    </message>
    <message>
        <source> — out</source>
        <translation> — out</translation>
    </message>
    <message>
        <source> — winner</source>
        <translation> — winner</translation>
    </message>
    <message numerus="yes">
        <source>(%n tiles)</source>
        <translation>
            <numerusform>(%n tile)</numerusform>
            <numerusform>(%n tiles)</numerusform>
        </translation>
    </message>
    <message>
        <source>No daikaiju ({rule})</source>
        <translation>No daikaiju ({rule})</translation>
    </message>
    <message>
        <source>Dice: gold {gold} + blue {blue} = {sum}</source>
        <translation>Dice: gold {gold} + blue {blue} = {sum}</translation>
    </message>
    <message>
        <source>, daikaiju die {die}</source>
        <translation>, daikaiju die {die}</translation>
    </message>
    <message>
        <source>Dice: not rolled this turn</source>
        <translation>Dice: not rolled this turn</translation>
    </message>
    <message numerus="yes">
        <source>Draw pile: %n tiles</source>
        <translation>
            <numerusform>Draw pile: %n tile</numerusform>
            <numerusform>Draw pile: %n tiles</numerusform>
        </translation>
    </message>
    <message>
        <source>Hand hidden</source>
        <translation>Hand hidden</translation>
    </message>
    <message>
        <source>Hand of {name}</source>
        <translation>Hand of {name}</translation>
    </message>
    <message>
        <source>Key {key}: show this tile in front of your ship, with where it sails</source>
        <translation>Key {key}: show this tile in front of your ship, with where it sails</translation>
    </message>
    <message>
        <source>turned {degrees}°: {chance}</source>
        <translation>turned {degrees}°: {chance}</translation>
    </message>
    <message>
        <source>Win chance after each turn (analysis; the badge shows the best): {turns}</source>
        <translation>Win chance after each turn (analysis; the badge shows the best): {turns}</translation>
    </message>
</context>
<context>
    <name>TsuroSeasUI</name>
    <message>
        <source>Highest number first</source>
        <translation>Highest number first</translation>
    </message>
    <message>
        <source>Lowest number first</source>
        <translation>Lowest number first</translation>
    </message>
    <message>
        <source>Back under the supply</source>
        <translation>Back under the supply</translation>
    </message>
    <message>
        <source>Out of the game</source>
        <translation>Out of the game</translation>
    </message>
    <message>
        <source>Under the draw pile</source>
        <translation>Under the draw pile</translation>
    </message>
    <message>
        <source>Its last empty square is covered</source>
        <translation>Its last empty square is covered</translation>
    </message>
    <message>
        <source>No tile can be placed any more</source>
        <translation>No tile can be placed any more</translation>
    </message>
</context>
<context>
    <name>TsuroTools</name>
    <message>
        <source>Choosing starting marks</source>
        <translation>Choosing starting marks</translation>
    </message>
    <message>
        <source>Laying tiles</source>
        <translation>Laying tiles</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <source>Wake tile: drag onto a square or into a hand</source>
        <translation>Wake tile: drag onto a square or into a hand</translation>
    </message>
    <message>
        <source>Wake tiles</source>
        <translation>Wake tiles</translation>
    </message>
    <message>
        <source>Daikaiju</source>
        <translation>Daikaiju</translation>
    </message>
    <message>
        <source>Ships</source>
        <translation>Ships</translation>
    </message>
    <message>
        <source>Set whose turn it is</source>
        <translation>Set whose turn it is</translation>
    </message>
    <message>
        <source>Set the phase</source>
        <translation>Set the phase</translation>
    </message>
    <message>
        <source>Set the turn number</source>
        <translation>Set the turn number</translation>
    </message>
    <message>
        <source>The next rolls of the gold and blue dice with this dice seed</source>
        <translation>The next rolls of the gold and blue dice with this dice seed</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <source>Whose turn</source>
        <translation>Whose turn</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Dice seed</source>
        <translation>Dice seed</translation>
    </message>
    <message>
        <source>Next rolls</source>
        <translation>Next rolls</translation>
    </message>
    <message>
        <source>To the top</source>
        <translation>To the top</translation>
    </message>
    <message>
        <source>Make the selected tile the next one drawn</source>
        <translation>Make the selected tile the next one drawn</translation>
    </message>
    <message>
        <source>Set the dice</source>
        <translation>Set the dice</translation>
    </message>
    <message numerus="yes">
        <source>Set %n players</source>
        <translation>
            <numerusform>Set %n player</numerusform>
            <numerusform>Set %n players</numerusform>
        </translation>
    </message>
    <message>
        <source>Put a tile on top of the pile</source>
        <translation>Put a tile on top of the pile</translation>
    </message>
    <message>
        <source>{player}&apos;s ship: drag it to a point on a square&apos;s edge</source>
        <translation>{player}&apos;s ship: drag it to a point on a square&apos;s edge</translation>
    </message>
    <message>
        <source>{player} holds this tile</source>
        <translation>{player} holds this tile</translation>
    </message>
    <message>
        <source>none</source>
        <translation>none</translation>
    </message>
    <message>
        <source>A tile back to the pile</source>
        <translation>A tile back to the pile</translation>
    </message>
    <message>
        <source>Give a tile to {player}</source>
        <translation>Give a tile to {player}</translation>
    </message>
    <message>
        <source>Lay a tile on {square}</source>
        <translation>Lay a tile on {square}</translation>
    </message>
    <message>
        <source>Put {player}&apos;s ship on {square}</source>
        <translation>Put {player}&apos;s ship on {square}</translation>
    </message>
    <message>
        <source>{player}&apos;s hand</source>
        <translation>{player}&apos;s hand</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>the turn number</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>Hands</translation>
    </message>
    <message>
        <source>Drop tiles here; Delete sends the chosen one back to the pile.</source>
        <translation>Drop tiles here; Delete sends the chosen one back to the pile.</translation>
    </message>
    <message>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <source>The first is drawn first.</source>
        <translation>The first is drawn first.</translation>
    </message>
    <message>
        <source>Turn</source>
        <comment>an undo step: a piece turned clockwise</comment>
        <translation>Turn</translation>
    </message>
    <message>
        <source>The daikaiju supply</source>
        <translation>The daikaiju supply</translation>
    </message>
    <message>
        <source>Daikaiju out of the game</source>
        <translation>Daikaiju out of the game</translation>
    </message>
    <message>
        <source>Players out of the game, in order</source>
        <translation>Players out of the game, in order</translation>
    </message>
    <message>
        <source>Wake tiles out of the game</source>
        <translation>Wake tiles out of the game</translation>
    </message>
    <message>
        <source>Players whose hands the bonus move offers</source>
        <translation>Players whose hands the bonus move offers</translation>
    </message>
    <message>
        <source>Tile {tile} on {square}</source>
        <translation>Tile {tile} on {square}</translation>
    </message>
    <message>
        <source>The tile on {square}</source>
        <translation>The tile on {square}</translation>
    </message>
    <message>
        <source>tile {tile}</source>
        <translation>tile {tile}</translation>
    </message>
    <message>
        <source>{before} → {after}</source>
        <translation>{before} → {after}</translation>
    </message>
    <message>
        <source>Ship {seat}: {change}</source>
        <translation>Ship {seat}: {change}</translation>
    </message>
    <message>
        <source>out of the game</source>
        <translation>out of the game</translation>
    </message>
    <message>
        <source>afloat again</source>
        <translation>afloat again</translation>
    </message>
    <message>
        <source>{ship}: {change}</source>
        <translation>{ship}: {change}</translation>
    </message>
    <message>
        <source>facing {before} → {after}</source>
        <translation>facing {before} → {after}</translation>
    </message>
    <message>
        <source>{daikaiju}: {change}</source>
        <translation>{daikaiju}: {change}</translation>
    </message>
    <message>
        <source>not on the sea</source>
        <translation>not on the sea</translation>
    </message>
    <message>
        <source>starting mark {mark}</source>
        <translation>starting mark {mark}</translation>
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
        <source>The draw pile</source>
        <translation>The draw pile</translation>
    </message>
    <message>
        <source>Swapping tiles with the eliminated players&apos; hands</source>
        <translation>Swapping tiles with the eliminated players&apos; hands</translation>
    </message>
    <message>
        <source>Choosing another starting mark</source>
        <translation>Choosing another starting mark</translation>
    </message>
    <message>
        <source>{daikaiju}: drag onto a square</source>
        <translation>{daikaiju}: drag onto a square</translation>
    </message>
    <message>
        <source>Set the {daikaiju} on {square}</source>
        <translation>Set the {daikaiju} on {square}</translation>
    </message>
    <message>
        <source>The phase</source>
        <translation>The phase</translation>
    </message>
    <message>
        <source>The turn number</source>
        <translation>The turn number</translation>
    </message>
    <message>
        <source>afloat</source>
        <translation>afloat</translation>
    </message>
    <message>
        <source>out</source>
        <translation>out</translation>
    </message>
    <message>
        <source>{daikaiju} on {square}</source>
        <translation>{daikaiju} on {square}</translation>
    </message>
    <message>
        <source>Ship {seat} (not on the sea)</source>
        <translation>Ship {seat} (not on the sea)</translation>
    </message>
    <message>
        <source>Ship {seat} on its starting mark at {square}</source>
        <translation>Ship {seat} on its starting mark at {square}</translation>
    </message>
    <message>
        <source>Ship {seat} on {square}</source>
        <translation>Ship {seat} on {square}</translation>
    </message>
    <message>
        <source>Move {what} to {square}</source>
        <translation>Move {what} to {square}</translation>
    </message>
    <message>
        <source>Turn back</source>
        <translation>Turn back</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Remove</translation>
    </message>
</context>
<context>
    <name>UnfinishedGames</name>
    <message>
        <source>Resume a game?</source>
        <translation>Resume a game?</translation>
    </message>
    <message>
        <source>These games were left unfinished. Resume one; the others are kept among your saves (File → Open recent).</source>
        <translation>These games were left unfinished. Resume one; the others are kept among your saves (File → Open recent).</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>Resume</translation>
    </message>
    <message>
        <source>Keep them all</source>
        <translation>Keep them all</translation>
    </message>
</context>
<context>
    <name>UnfinishedQuestion</name>
    <message>
        <source>The game is not finished</source>
        <translation>The game is not finished</translation>
    </message>
    <message>
        <source>{game}: the game is not finished.</source>
        <translation>{game}: the game is not finished.</translation>
    </message>
    <message>
        <source>The autosave keeps it: qtgames offers it back at the next start. Save it to keep it among your saves as well.</source>
        <translation>The autosave keeps it: qtgames offers it back at the next start. Save it to keep it among your saves as well.</translation>
    </message>
    <message>
        <source>The autosave keeps it only until the next game begins. Save it to keep it among your saves.</source>
        <translation>The autosave keeps it only until the next game begins. Save it to keep it among your saves.</translation>
    </message>
    <message>
        <source>Keep playing</source>
        <translation>Keep playing</translation>
    </message>
    <message>
        <source>Save and quit</source>
        <translation>Save and quit</translation>
    </message>
    <message>
        <source>Save and continue</source>
        <translation>Save and continue</translation>
    </message>
    <message>
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>Discard</translation>
    </message>
</context>
<context>
    <name>Unit</name>
    <message>
        <source>scout</source>
        <translation>scout</translation>
    </message>
    <message>
        <source>fort</source>
        <translation>fort</translation>
    </message>
    <message>
        <source>settlement</source>
        <translation>settlement</translation>
    </message>
</context>
<context>
    <name>WinChanceGraph</name>
    <message>
        <source>moves played: {total}</source>
        <translation>moves played: {total}</translation>
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
        <translation>&amp;New game</translation>
    </message>
    <message>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <source>Re&amp;view a saved match…</source>
        <translation>Re&amp;view a saved match…</translation>
    </message>
    <message>
        <source>Open &amp;recent</source>
        <translation>Open &amp;recent</translation>
    </message>
    <message>
        <source>&amp;Save</source>
        <translation>&amp;Save</translation>
    </message>
    <message>
        <source>Save &amp;as…</source>
        <translation>Save &amp;as…</translation>
    </message>
    <message>
        <source>&amp;Export position as scenario…</source>
        <translation>&amp;Export position as scenario…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edit</translation>
    </message>
    <message>
        <source>&amp;Undo move</source>
        <translation>&amp;Undo move</translation>
    </message>
    <message>
        <source>&amp;Redo move</source>
        <translation>&amp;Redo move</translation>
    </message>
    <message>
        <source>Copy position as &amp;text</source>
        <translation>Copy position as &amp;text</translation>
    </message>
    <message>
        <source>&amp;Paste position</source>
        <translation>&amp;Paste position</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Play</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hint</translation>
    </message>
    <message>
        <source>&amp;Pause AI moves</source>
        <translation>&amp;Pause AI moves</translation>
    </message>
    <message>
        <source>&amp;Step one AI move</source>
        <translation>&amp;Step one AI move</translation>
    </message>
    <message>
        <source>&amp;Review this game</source>
        <translation>&amp;Review this game</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Analysis</translation>
    </message>
    <message>
        <source>Analyse &amp;my game</source>
        <translation>Analyse &amp;my game</translation>
    </message>
    <message>
        <source>Scenario &amp;editor…</source>
        <translation>Scenario &amp;editor…</translation>
    </message>
    <message>
        <source>AI &amp;speed</source>
        <translation>AI &amp;speed</translation>
    </message>
    <message>
        <source>Slow</source>
        <translation>Slow</translation>
    </message>
    <message>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <source>Fast</source>
        <translation>Fast</translation>
    </message>
    <message>
        <source>Instant</source>
        <translation>Instant</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;View</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <source>&amp;How to play…</source>
        <translation>&amp;How to play…</translation>
    </message>
    <message>
        <source>&amp;Rules…</source>
        <translation>&amp;Rules…</translation>
    </message>
    <message>
        <source>&amp;About qtgames</source>
        <translation>&amp;About qtgames</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <source>Start or open a game first.</source>
        <translation>Start or open a game first.</translation>
    </message>
    <message>
        <source>No move taken back to play again.</source>
        <translation>No move taken back to play again.</translation>
    </message>
    <message>
        <source>Not while reviewing.</source>
        <translation>Not while reviewing.</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>The game is over.</translation>
    </message>
    <message>
        <source>A hint is for a human player&apos;s own turn.</source>
        <translation>A hint is for a human player&apos;s own turn.</translation>
    </message>
    <message>
        <source>No AI plays in this game.</source>
        <translation>No AI plays in this game.</translation>
    </message>
    <message>
        <source>Pause the AI moves first (P).</source>
        <translation>Pause the AI moves first (P).</translation>
    </message>
    <message>
        <source>{action}: {reason}</source>
        <translation>{action}: {reason}</translation>
    </message>
    <message>
        <source>AI moves paused: press S to step, P to resume.</source>
        <translation>AI moves paused: press S to step, P to resume.</translation>
    </message>
</context>
</TS>
