### qtgames in italiano: ciò che i lettori di file dicono di un file ricevuto (un file di partita, uno
### scenario, un verbale di decisione, un testo di posizione, i dati dei componenti, un'azione scritta
### sulla riga di comando). Ogni frase segue il nome del campo di cui parla, come lo scrive il file
### (`actions[3].tile`): quel nome è un dato e resta com'è, come le parole che un file può scrivere
### (`north`, `place`, `true`). `file-what` porta il suo articolo («uno scenario»).

# A problem with one field: $path is the field as the file spells it, $problem the sentence.
# source 1896d4db
file-error-at = { $path }: { $problem }
# A problem that breaks a rule: $rule is its rule ID (TS-M1), $problem the rule's sentence.
# source 527dc377
file-error-ruled = { $rule }: { $problem }
# What the file should have been, as the sentences below name it ($what): document (any file the app opens), record, scenario, report, action (typed on the command line), setting (kept in the settings), list (typed in the editor), data (component data).
# source 86de5648
file-what =
    { $what ->
        [document] un file di partita, uno scenario o un verbale di decisione di qtgames
        [record] un file di partita
        [scenario] uno scenario
        [report] un verbale di decisione
        [action] un'azione
        [setting] un'impostazione memorizzata
        [list] una lista
       *[data] un file di dati
    }
# A file's size limit.
# source aef59262
file-size-mb = { $megabytes } MB
# source 7faf53b9
file-size-kb = { $kilobytes } KB
# $size is file-size-mb or file-size-kb, $what is file-what.
# source 522861ab
file-too-big = il file supera { $size }: è troppo grande per essere { $what }
# $reason is the system's own words ("Permission denied").
# source 4e29efdd
file-cannot-read = lettura impossibile: { $reason }
# source f1af9c8e
file-is-folder = è una cartella, non un file
# source e0f06f05
file-is-device = è un dispositivo o una pipe, non un file: non vi si legge { $what }
# source 1b446ce4
file-utf16 = il file è salvato in UTF-16 o UTF-32; salvalo in UTF-8
# $byte counts from 0.
# source 24195684
file-not-utf8 = non è testo UTF-8 (il byte { $byte } è illeggibile)
# $detail is the JSON reader's own English ("Expecting value").
# source 40468d26
file-not-json = non è JSON (riga { $line }, colonna { $column }: { $detail })
# source 0ada4254
file-too-deep = non è { $what }: JSON annidato troppo in profondità
# source 4e0a4044
file-nested = annidato per più di { $levels } livelli (riga { $line }): troppi per { $what }
# $name is what the file wrote (NaN, Infinity).
# source 0d2bb4ad
file-not-a-number = { $name } non è un numero
# source b197226b
file-key-twice = compare due volte nello stesso oggetto; quale vale?
# source f5cf91dc
file-number-too-long = { $number } supera i numeri interi che un file contiene (64 bit)
# source f2790606
file-number-too-large = { $number } è un numero troppo grande
# $size is file-size-mb or file-size-kb: no match, scenario or ruling report is that big.
# source 17a6a3c1
file-too-big-any = il file supera { $size }: nessuno è così grande
# $problem says why it could not be read (file-not-json …).
# source a824f3a1
file-no-document = il file non è un file di partita, uno scenario o un verbale di decisione di qtgames: { $problem }
# source 2dac7ba7
file-no-document-format = il file non è un file di partita, uno scenario o un verbale di decisione di qtgames
# $found is the format the file names, quoted.
# source 1f484ad8
file-no-document-named = il file non è un file di partita, uno scenario o un verbale di decisione di qtgames (il suo formato è { $found })
# source e0bbf7d8
file-not-object = { $what } deve essere un oggetto JSON
# $found is the format the file names, quoted.
# source 6466f764
file-wrong-format = vale { $found }: non è { $what } di qtgames
# $found is the file's version, $version the newest this program reads.
# source 76e3a6e6
file-version-newer = { $found } è una versione più recente di quella che questo programma legge ({ $version }); aggiorna qtgames
# source 1a0dcd47
file-version-unknown = { $found } non è una versione nota per { $what }
# $game is the name the file gives, quoted; $known lists the games' names as files write them.
# source b4cf8fcf
file-unknown-game = gioco sconosciuto { $game }; giochi noti: { $known }
# $game is the game's title.
# source e39df34a
file-player-count = { $game } si gioca da { $low } a { $high } giocatori, non { $count }
# Seats count from 0 in files: $high is the last.
# source 55c43156
file-must-be-seat = deve essere un posto da 0 a { $high }
# source 4ca1123f
file-puzzle-no-position = un rompicapo si gioca dalla posizione di uno scenario: questa registrazione non ne ha
# $named counts the players the record names, $seats those of its position.
# source 9fc50307
file-players-not-position = nomina { $named } giocatori, ma la posizione ne ha { $seats }
# source 2bc7e6d7
file-game-over = la partita era già finita prima di questa azione
# $rule is the rule ID the action breaks, $refusal the rule's sentence.
# source 9d589a15
file-illegal-move = mossa non consentita ({ $rule }: { $refusal })
# source 119e7818
file-refused-answer = una risposta rifiutata nomina il suo rifiuto, una risposta consentita non ne ha
# $last is the number of the last action (counted from 0).
# source 1f5e6487
file-must-be-last-action = deve essere l'ultima azione, { $last }
# $game is the game's title; $known lists the goals as files write them.
# source 028fff29
file-goal-kinds = { $game } conosce gli obiettivi { $known }
# $seat is the seat the goal names, counted from 0; $player how sentences name it (Player 2); $players the position's players; $high its last seat.
# source 301720ca
file-goal-player = vale { $seat } ({ $player }), ma la posizione ha { $players } giocatori, contati da 0: da 0 a { $high }
# source 2b2b7e98
file-too-many-hints =
    dà { $hints } { $hints ->
        [one] suggerimento
       *[other] suggerimenti
    } per una soluzione di { $moves } { $moves ->
        [one] mossa
       *[other] mosse
    }: il suggerimento 1 è per la mossa 1 della soluzione, e così via
# source 4c6aa0b9
file-must-be-object = deve essere un oggetto
# source d087fc5e
file-must-be-list = deve essere una lista
# source c851dbd2
file-must-be-whole = deve essere un numero intero
# source b071a4ac
file-must-be-string = deve essere una stringa
# source a96a0e4e
file-must-be-true-false = deve essere true o false
# $kind is a programming language's name of a kind of value (float).
# source 00724f77
file-must-be-kind = deve essere di tipo { $kind }
# source e19a3e39
file-is-missing = manca
# source 25af2e66
file-unknown-field = campo sconosciuto
# $known lists the object's fields, as the file spells them.
# source d05dbcde
file-unknown-field-known = campo sconosciuto; questo oggetto ha: { $known }
# source 69991bc6
file-must-be-range = deve essere tra { $low } e { $high }
# source 484fc4dc
file-must-be-number = deve essere un numero da { $low } a { $high }
# source 2935ce71
file-must-hold-numbers = deve contenere { $count } numeri da { $low } a { $high }
# source 1f118520
file-must-hold-lists = deve contenere { $count } liste
# source 9ffed83e
file-must-list-numbers = deve essere una lista di numeri da { $low } a { $high }
# $choices lists the words the file may write, as it spells them.
# source c3a5c3e5
file-must-be-one-of = deve essere una di queste parole: { $choices }
# source 1307d89a
file-must-be-null-or-one-of = deve essere null o una di queste parole: { $choices }
# source 66ffe5a4
file-must-be-whole-not-negative = deve essere un numero intero ≥ 0
# source 8aae9107
file-must-hold-flags = deve contenere { $count } valori true o false
# A number's bound ($bound).
# source 6e7820e5
file-at-least = deve valere almeno { $bound }
# source 608199e2
file-at-most = deve valere al massimo { $bound }
# source 9e469e9e
file-more-than = deve valere più di { $bound }
# source 12584108
file-less-than = deve valere meno di { $bound }
# A list's length ($count).
# source 75788da4
file-at-least-items =
    deve contenere almeno { $count } { $count ->
        [one] elemento
       *[other] elementi
    }, non { $actual }
# source dcca4c0a
file-at-most-items =
    deve contenere al massimo { $count } { $count ->
        [one] elemento
       *[other] elementi
    }, non { $actual }
# A string's length ($count).
# source 4d12448b
file-at-least-characters =
    deve avere almeno { $count } { $count ->
        [one] carattere
       *[other] caratteri
    }
# source d7e9c887
file-at-most-characters =
    deve avere al massimo { $count } { $count ->
        [one] carattere
       *[other] caratteri
    }
# $pattern is a regular expression the text must match (^[LW]{4}$).
# source efd46eb3
file-must-match = deve seguire lo schema '{ $pattern }'
# source f2991594
file-must-be-a-number = deve essere un numero
# source 1e29a253
file-number-unparsable = deve essere un numero (questo testo non lo è)
# $expected is the value the file must hold, quoted, or several such joined by file-list-or.
# source 9e9cf281
file-input-should-be = deve valere { $expected }
# The last two of the values a file may hold ('a', 'b' or 'c').
# source 57310257
file-list-or = { $first } o { $last }
# source 67d75c63
file-options-object = deve essere un oggetto di opzioni di regola con nome
# $known lists the options' names, as files write them.
# source 14dace1c
file-unknown-option = opzione sconosciuta; opzioni note: { $known }
# $limit is the most characters a position text has.
# source 33f628a4
file-text-too-long = il testo di posizione supera { NUMBER($limit, useGrouping: "true") } caratteri: nessuna posizione è così lunga
# source 6641f019
file-not-position-text = non è un testo di posizione: uno comincia con { $prefix }
# $version is the text's; $newer is true when it is newer than this program's, false when no version ever had that number.
# source e9830376
file-text-version =
    { $newer ->
        [true] un testo di posizione di versione { $version } (più recente di questo programma, che legge { $prefix }); aggiorna qtgames
       *[false] un testo di posizione di versione { $version } (sconosciuta a questo programma, che legge { $prefix })
    }
# $letter is the character found, quoted.
# source 0ce98130
file-text-letter = testo di posizione danneggiato: { $letter } non è una delle sue lettere (A-Z, a-z, 0-9, - e _)
# source 93080057
file-text-length = testo di posizione danneggiato: troncato (la sua lunghezza non è intera)
# source 851a9b37
file-text-unpack = testo di posizione danneggiato: troncato o modificato (non si decomprime)
# $size is file-size-mb.
# source 30a1536c
file-text-unpacks-big = il testo di posizione si decomprime in più di { $size }: nessuna posizione è così grande
# source 21f28ec5
file-text-cut = testo di posizione danneggiato: troncato (finisce prima dei suoi dati)
# source 1370bb38
file-text-trailing = testo di posizione danneggiato: qualcosa segue la fine dei suoi dati
# source 11ef8dd5
file-text-not-utf8 = testo di posizione danneggiato: ciò che contiene, decompresso, non è testo UTF-8
# source 71bf1752
file-text-empty = il testo è vuoto: copia prima un testo di posizione ({ $prefix }…) o uno scenario
# $found is the game the review names, $game the match's, both quoted as files write them.
# source a16f8238
file-review-game = vale { $found }, ma la partita è { $game }
# source d2e1b046
file-review-players = vale { $found }, ma la partita ha { $players } giocatori
# source bbf9d544
file-review-chances = deve contenere { $players } probabilità da 0 a 1
# source 0d5452e1
file-review-seats = deve essere una lista di posti da 0 a { $high }
# source c3253496
file-review-move = deve crescere e restare sotto le { $actions } azioni della registrazione
# source f358e1f6
file-review-verdict = deve nominare un posto da 0 a { $high } e contenere { $players } probabilità da 0 a 1
# $kind is the kind the file names, quoted; $known lists the kinds as files write them.
# source 47a4f298
file-unknown-player = giocatore sconosciuto { $kind }; giocatori noti: { $known }
# $example is an action as files write it ({"place": 12, "rotation": 1}).
# source 1294a030
file-action-object = un'azione deve essere un oggetto come { $example }
# $keys are the action's keys, $expected the actions the game knows, as files write them (place+rotation: both keys).
# source a4d2011a
file-unknown-action = azione sconosciuta con le chiavi { $keys }; attesa una di: { $expected }
# $example is a square's name (C4).
# source 6d780236
file-must-be-square = deve essere il nome di una casella come { $example }
# Things in a list are numbered in order: this one must be $id.
# source 23a0d6a8
file-must-be-id = deve essere { $id }
# $game is the game's title: a position read with another game's rule options.
# source 837a559c
file-game-options = una posizione di { $game } richiede le opzioni di { $game }
# $found is the format the file names, quoted; $game the game's title.
# source fa6e8785
file-not-game-data = vale { $found }: non sono dati dei componenti di { $game }
