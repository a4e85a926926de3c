### Tsuro of the Seas in italiano: il registro delle mosse, le domande, le mosse proposte, i rifiuti,
### le opzioni di regola e i titoli dei rompicapi.
###
### Tradotto dall'inglese (resources/rules/tsuro-seas.md) con le parole dei regolamenti italiani di
### giochi di tessere come Tsuro (tessera, mazzo, plancia, casella, punto di partenza); il titolo
### resta inglese. «Tessera Scia» per «wake tile», la scia che la nave lascia dietro di sé; i daikaiju
### mantengono il loro nome giapponese, invariabile.
###
### Fonti dei termini (cercate nel novembre 2026). Di Tsuro of the Seas non è stata trovata
### un'edizione italiana, né un regolamento italiano. L'edizione italiana di Tsuro (dV Giochi, 2020), come
### la descrive https://www.tuttotek.it/giochi-da-tavolo/recensione-tsuro, dice «tessere Sentiero»,
### «tessera Drago», «mazzo di pesca», «pedina» e «punto di partenza» (i segni sul bordo): da qui
### «tessera Scia» sul modello di «tessera Sentiero», e «punto di partenza» al posto del «segnalino di
### partenza» di prima (un segnalino è un pezzo, non un posto). «Tessere Scia» e «tessere daikaiju»
### anche nella scheda italiana
### https://toplayapp-2025-5b4eb.web.app/games/bd2f0074-4ec6-4f7f-95e2-71e1d1470f94 (tradotta dalla
### descrizione dell'editore); la recensione http://pinco11.blogspot.com/2013/09/tsuro-of-seas.html
### dice «tessere mostro marino» e «plancia». Per «daikaiju» come nome italiano non c'è altra fonte. Le frasi cominciano con il giocatore, perché
### l'applicazione mette il suo nome al posto di «Giocatore 2», e niente si accorda con lui.

# source 830d38ab
tsuro-kaiju = daikaiju { $label }
# source 79e5247d
tsuro-mark =
    { $square }, lato { $side ->
        [top] superiore
        [right] destro
        [bottom] inferiore
       *[left] sinistro
    }, punto { $place ->
        [left] di sinistra
        [right] di destra
        [upper] in alto
       *[lower] in basso
    }
# source ab6b1c05
tsuro-point =
    lato { $side ->
        [top] superiore
        [right] destro
        [bottom] inferiore
       *[left] sinistro
    }, punto { $place ->
        [left] di sinistra
        [right] di destra
        [upper] in alto
       *[lower] in basso
    }
# source b1102388
tsuro-ordinal =
    { $place ->
        [1] prima
        [2] seconda
        [3] terza
        [4] quarta
        [5] quinta
        [6] sesta
        [7] settima
        [8] ottava
        [9] nona
        [10] decima
       *[other] { $place }ª
    }
# source 68ab53f4
tsuro-turn =
    { $quarters ->
        [0] senza rotazione
        [1] ruotata di un quarto a destra
        [2] ruotata di mezzo giro
       *[3] ruotata di un quarto a sinistra
    }

## Il registro delle mosse

# source 5425d29e
dealt = { $players } giocatori: ognuno riceve { $hand } tessere Scia; { $pile } formano il mazzo.
# source 60ed2fbe
kaiju_placed =
    Oro { $gold }, blu { $blue }: il { $kaiju } è posto in { $square }, rivolto verso { $facing ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }.
# source 6b76e116
start_chosen = { $player } mette la sua nave su { $mark }.
# source 5845239e
relocated = { $player } sposta la sua nave su { $mark }.
# source 98409e26
must_relocate = Un daikaiju blocca la prima mossa di { $player }: la sua nave cambia punto di partenza.
# source d6cd686e
turn = Turno { $turn }: { $player }.
# source 72927c57
dice =
    { $player } tira i dadi: oro { $gold } + blu { $blue } = { $total }{ $moves ->
        [true] : i daikaiju si muovono!
       *[false] .
    }
# source fdc557fc
kaiju_die =
    Il dado dei daikaiju mostra { $die }{ $die ->
        [6] : arriva un nuovo daikaiju.
       *[other] .
    }
# source 852788f8
no_kaiju_left = Nella riserva non resta alcun daikaiju: non succede nulla.
# TS-D7, said before the new daikaiju are placed: $count on the board, fewer than $minimum.
# source 3e48d891
kaiju_top_up =
    { $count ->
        [0] Non resta nessun daikaiju
        [one] Resta solo { $count } daikaiju
       *[other] Restano solo { $count } daikaiju
    } sulla plancia, meno di { $minimum }: { $player } ne piazza di nuovi finché non sono { $minimum }, e in questo turno non tira il dado per il loro movimento.
# source e67978f4
kaiju_turned =
    Il { $kaiju } si gira verso { $facing ->
        [north] nord
        [east] est
        [south] sud
       *[west] ovest
    }.
# source 74557611
kaiju_moved = Il { $kaiju } si sposta da { $square } a { $target }.
# source 0ba96ac2
kaiju_left_board = Il { $kaiju } esce dalla plancia da { $square }: è fuori dal gioco.
# source 90d2a679
kaiju_destroyed =
    Il { $by } distrugge il { $kaiju } in { $square } { $to ->
        [supply] (torna nella riserva).
       *[out] (fuori dal gioco).
    }
# source dd02a1f6
tile_removed =
    La tessera Scia in { $square } { $to ->
        [pile] va in fondo al mazzo.
       *[out] è tolta dal gioco.
    }
# source 875d56e4
ship_destroyed =
    La nave di { $player } è distrutta: { $cause ->
        [daikaiju_moved] il { $kaiju } è entrato sulla sua tessera in { $square }
        [daikaiju_placed] il { $kaiju } è stato posto sulla sua tessera in { $square }
        [daikaiju_in_front] il { $kaiju } si è messo proprio davanti a lei, in { $square }
        [daikaiju_waiting] il { $kaiju } la aspetta proprio davanti, in { $square }
       *[no_free_mark] il { $kaiju } in { $square } blocca la sua partenza, e nessun altro punto di quel lato è libero
    }.
# source 385a953f
tile_placed = { $player } piazza una tessera Scia in { $square }.
# source 4ed4bca0
ship_sailed = La nave di { $player } segue la sua scia.
# source f2630a9e
ship_out =
    La nave di { $player }{ $own ->
        [true] { "" }
       *[false] , spinta dalla tessera di { $by },
    } { $fate ->
        [edge]
            esce dalla plancia dal lato { $side ->
                [north] nord
                [east] est
                [south] sud
               *[west] ovest
            } in { $square }
        [daikaiju] finisce contro il { $kaiju } in { $square }
       *[loop] è presa in un giro senza fine attraverso { $square }
    }: fuori dal gioco.
# source 029a7305
bonus_taken =
    { $player } scambia { $count } { $count ->
        [one] tessera
       *[other] tessere
    } con le mani dei giocatori eliminati.
# source 6fea102a
bonus_to_pile =
    { CAPITAL($parts) } { $count ->
        [one] va
       *[other] vanno
    } in fondo al mazzo.
# source 350fb9e3
tsuro-bonus-given =
    { $count ->
        [one] la tessera ceduta
       *[other] le { $count } tessere cedute
    } da { $player }
# source 8e9fccc1
tsuro-bonus-left =
    { $count ->
        [one] la tessera
       *[other] le { $count } tessere
    } rimaste in mano a { $player }
# source f5df7493
hand_disposed =
    { $count ->
        [one] La tessera
       *[other] Le { $count } tessere
    } in mano a { $player } { $count ->
        [one] va
       *[other] vanno
    } { $to ->
        [pile] in fondo al mazzo.
       *[out] fuori dal gioco.
    }
# source 75621f4b
drew = { $player } pesca una tessera (nel mazzo ne restano { $pile }).
# source 104e75a6
pile_empty = Il mazzo è vuoto: { $player } non pesca nulla.
# source 876f5f74
hand_empty = { $player } non ha tessere da piazzare e salta il resto del turno.
# source 0ab11cd9
blocked = Un daikaiju attende davanti alla nave di { $player }: non può avanzare in questo turno.
# source 404f6114
game_over =
    { $count ->
        [0] Nessuno sopravvive.
        [one] { $winners } vince!
       *[other] { $winners } vincono!
    }

## Le domande

# source 90f1bac5
tsuro-prompt-start = Scegli un punto di partenza per la tua nave.
# source 8e5894c1
tsuro-prompt-place = Piazza una tessera Scia davanti alla tua nave.
# source e07861dd
tsuro-prompt-bonus = Scambia tessere con le mani dei giocatori eliminati, o tieni le tue.
# source 9bf0c9f2
tsuro-prompt-relocate = Un daikaiju blocca la tua prima mossa: scegli un altro punto di partenza.

## Le mosse proposte

# source 2f769763
tsuro-action-place = Piazza la tua { $place } tessera, { $turn }
# source 69d9fed7
tsuro-action-place-other = Piazza una tessera di un'altra mano, { $turn }
# source a30803c7
tsuro-action-start = Parti da { $mark }
# source 0140d3c0
tsuro-action-relocate = Spostati su { $mark }
# source bb689329
tsuro-action-swap =
    { $given ->
        [one] Scambia la tua { $give } tessera con la { $take } offerta
       *[other] Scambia le tue tessere { $give } con le offerte { $take }
    }
# source 30bd41fc
tsuro-action-give =
    { $given ->
        [one] Cedi la tua { $give } tessera senza prenderne
       *[other] Cedi le tue tessere { $give } senza prenderne
    }
# source b267c004
tsuro-action-take = Prendi tra le tessere offerte: { $take }, senza cederne
# source 6585e3bb
tsuro-action-keep = Tieni le tue tessere

## Dove una posa porterebbe una nave (l'anteprima del percorso)

# source f246cf7b
tsuro-route-safe = al sicuro
# source e7886361
tsuro-route-off-edge = esce dalla plancia
# source 5f7eb21c
tsuro-route-daikaiju = incontra un daikaiju
# source 7f4f9a66
tsuro-route-loop = preso in un giro senza fine
# source f30c9185
tsuro-route-same-wake = stessa scia di un'altra nave

## I rifiuti

# source 05d5da6a
tsuro-game-over = La partita è finita.
# source 149a7431
tsuro-start-first = Prima ogni giocatore mette la sua nave su un punto di partenza.
# source 60d28342
tsuro-place-now = Ora il giocatore di turno deve piazzare una tessera Scia.
# source 9f8bb3f0
tsuro-bonus-now = Ora il giocatore di turno decide sul bonus di eliminazione.
# source 8348bc05
tsuro-relocate-now = Ora il giocatore di turno deve spostare la sua nave su un altro punto di partenza.
# source 70a6d857
tsuro-off-edge = Così la tua nave uscirebbe dalla plancia, e un'altra posa lo evita.
# source 863571c4
tsuro-loop = Così la tua nave finirebbe in un giro senza fine, e un'altra posa lo evita.
# source 06d89e02
tsuro-into-daikaiju = Così la tua scia porterebbe contro un daikaiju, e un'altra posa lo evita.
# source 5e33ab8d
tsuro-same-wake = Due navi seguirebbero allora la stessa scia nello stesso verso.
# A click on the board anywhere but in front of the active ship ($square: that square).
# source 96bdf0be
tsuro-not-in-front = Una Tessera Scia va solo sulla casella vuota davanti alla tua nave: { $square }.
# source 7b851ac5
tsuro-own-hand = Puoi piazzare solo una tessera della tua mano.
# source 3ac89ac1
tsuro-rotations = Una tessera ha quattro rotazioni, da 0 a 3.
# source 5e0f44a1
tsuro-no-such-mark = Questo punto di partenza non esiste.
# source 9c5e3139
tsuro-mark-taken = Un'altra nave occupa già quel punto di partenza.
# source 082a8979
tsuro-bonus-swap = Cedi tante tessere quante ne prendi, e prendi solo tessere dei giocatori che la tua tessera ha appena eliminato.
# source 09bbd9a3
tsuro-relocate-own = La tua nave è già su quel punto: spostala su un altro.
# source 2ecfd5c3
tsuro-relocate-side = Scegli un punto di partenza sullo stesso lato della plancia di quello su cui si trova la tua nave.
# source 510d3dc5
tsuro-relocate-tile = Sulla casella di quel punto c'è una tessera Scia.
# source 610e183d
tsuro-relocate-daikaiju = Sulla casella di quel punto c'è un daikaiju.

## Gli obiettivi dei rompicapi

# source 3754b768
tsuro-goal-survive = mantieni a galla la tua nave per { $target } dei tuoi turni
# source b005adeb
tsuro-fact-out = Eliminata prima del suo prossimo turno
# source 6e82121b
tsuro-fact-destroyed = Distrutta da un daikaiju
# source 641ff4d1
tsuro-fact-sails-off = Esce dalla plancia al suo turno
# With three or more ships sailing only the next $turns turns of rolls are covered.
# source c416e773
tsuro-fact-sunk =
    Affondata sulla sua tessera { $turns ->
        [one] nel prossimo turno
       *[other] nei prossimi { $turns } turni
    }

## Le opzioni di regola

# source 67ffd8d9
tsuro-seas-option-daikaiju = Gioca con i daikaiju
    .help = Disattivata: la regola facoltativa senza mostri marini (niente dadi, niente minimo di tre).
# source fec3126e
tsuro-seas-option-daikaiju_order = I daikaiju agiscono nell'ordine del loro numero di rotazione
    .help = Il regolamento ungherese dice decrescente; quello inglese del 2013 dice crescente.
# source bd892dc0
tsuro-seas-option-destroyed_daikaiju = Un daikaiju distrutto da un altro va
    .help = supply: in fondo alla riserva coperta (un 6 può farlo tornare); out: fuori dal gioco.
# source 3b2d8230
tsuro-seas-option-new_daikaiju_on_tile = Una tessera Scia sotto un daikaiju appena posto va
    .help = out: fuori dal gioco, come dice TS-D7; pile: in fondo al mazzo, come per un daikaiju che si sposta.
# source e24dbcce
tsuro-seas-option-waiting_daikaiju_destroys = Un daikaiju che già attende davanti alla nave di turno la distrugge
    .help = Disattivata: la distrugge solo un daikaiju che vi arriva durante il tiro del giocatore di turno (TS-D5).
# source e7073bd7
tsuro-seas-option-eliminated_players_roll = I giocatori eliminati tirano ancora i dadi per i daikaiju
    .help = Il regolamento non lo dice; un riassunto pubblico dice di sì.
# source 5535404c
tsuro-seas-option-shared_start_marks = Due navi possono condividere un punto di partenza
    .help = Disattivata (la decisione): ogni nave ha bisogno del proprio punto di partenza.
# source 5041a336
tsuro-seas-option-eliminated_hand = La mano di un giocatore eliminato senza bonus va
    .help = pile: in fondo al mazzo; out: fuori dal gioco.
# source 34fadfe1
tsuro-seas-option-board_full = La plancia è piena (TS-W3) quando
    .help = covered: la sua ultima casella vuota è coperta da una tessera Scia o da un daikaiju (la lettura semplice delle FAQ); no_placement: non si può più piazzare alcuna tessera, quindi il gioco continua finché i daikaiju possono liberare caselle.
# source 33f38787
tsuro-problem-tile-taken = { $square } contiene già la tessera { $tile }: una tessera si piazza solo su una casella vuota
# source 526d44fd
tsuro-problem-kaiju-on-kaiju = { $square } contiene già un daikaiju: un daikaiju che entra su un altro lo distrugge
# source a5bcb7c4
tsuro-problem-kaiju-on-tile = { $square } contiene una tessera Scia: un daikaiju che arriva su una tessera la rimuove
# A component listed twice: $component is tile or daikaiju, $item its number, $first where it is listed first.
# source ed005ff2
tsuro-problem-twice =
    { $component ->
        [tile] La tessera Scia
       *[daikaiju] Il daikaiju
    } { $item } è anche in { $first }: ogni componente sta in un solo posto
# Components listed nowhere: $items their numbers, $count how many.
# source f96ddbad
tsuro-problem-nowhere =
    { $component ->
        [tile]
            { $count ->
                [one] La tessera Scia { $items } non è da nessuna parte (né sulla plancia, né in una mano, né nel mazzo, né fuori dal gioco)
               *[other] Le tessere Scia { $items } non sono da nessuna parte (né sulla plancia, né in una mano, né nel mazzo, né fuori dal gioco)
            }
       *[daikaiju]
            { $count ->
                [one] Il daikaiju { $items } non è da nessuna parte (né sulla plancia, né nella riserva, né fuori dal gioco)
               *[other] I daikaiju { $items } non sono da nessuna parte (né sulla plancia, né nella riserva, né fuori dal gioco)
            }
    }
# $placed: true while the player has placed this turn's tile and not yet drawn.
# source 6d9ffd8a
tsuro-problem-hand-size =
    { $player } ha { $count } tessere in mano; si pesca solo fino a tornare a { $size }{ $placed ->
        [true] , dopo averne piazzata una
       *[false] { "" }
    }
# source 74890bb9
tsuro-problem-no-daikaiju-board = La partita si gioca senza daikaiju (opzione disattivata), quindi nessuno può stare sulla plancia
# source 34f3a883
tsuro-problem-no-daikaiju-out = La partita si gioca senza daikaiju (opzione disattivata), quindi nessuno è fuori dal gioco
# source 8d3fd154
tsuro-problem-setup-daikaiju = Prima del primo turno, con { $players } giocatori, ci sono { $wanted } daikaiju sulla plancia e nessuno fuori dal gioco, non { $on_board } e { $out } fuori dal gioco
# $hands: true when the players who are out had hands that could have left the game.
# source 01d35b79
tsuro-problem-no-daikaiju-removed =
    La partita si gioca senza daikaiju (opzione disattivata): nessun daikaiju ha tolto dal gioco questa tessera Scia{ $hands ->
        [true] , e le mani dei giocatori eliminati non ne contengono così tante
       *[false] { "" }
    }
# source 98c60dd5
tsuro-problem-ship-nowhere = La nave di { $player } naviga ma non ha una casella: ogni nave sta sul suo punto di partenza prima della prima tessera
# source 5e9106c3
tsuro-problem-not-a-mark = La nave di { $player } risulta sul suo punto di partenza, ma il punto { $point } di { $square } non è un punto di partenza sul bordo della plancia
# source 7e7ce518
tsuro-problem-mark-taken = La nave di { $player } occupa già questo punto di partenza
# source 3ce4dc6b
tsuro-problem-open-end = La nave di { $player } ha lasciato il punto di partenza, quindi sta all'estremità aperta della sua scia: la casella dietro di lei deve contenere una tessera Scia
# source 648f7c68
tsuro-problem-front-tile = { $square }, davanti alla nave di { $player }, contiene una tessera: la nave avrebbe proseguito lungo la sua scia
# $twice: true when the player is listed twice, false when their ship still sails.
# source d0381654
tsuro-problem-listed-out =
    { $twice ->
        [true] { $player } compare due volte tra gli eliminati
       *[false] { $player } compare tra gli eliminati, ma la sua nave naviga ancora
    }
# source cfc6a839
tsuro-problem-unlisted-out = La nave di { $player } è eliminata: il giocatore va messo in questa lista
# source 207afb57
tsuro-problem-hand-of-out = { $player } è eliminato: le sue tessere sono finite in fondo al mazzo
# source e13a6d38
tsuro-problem-bonus-phase = Le mani dei giocatori eliminati si offrono solo subito dopo la tessera che li ha eliminati (fase bonus)
# source 43855865
tsuro-problem-active-out = La nave di { $player } è eliminata: i turni saltano i giocatori eliminati
# source 7b9badf8
tsuro-problem-tile-before-ships = Tutte le navi si piazzano prima della prima tessera Scia
# source 59401510
tsuro-problem-start-order = Le navi vanno sui punti di partenza nell'ordine di turno: prima che { $player } scelga, esattamente i giocatori che lo precedono hanno una nave sul proprio punto, e ogni nave naviga
# source 293e863f
tsuro-problem-no-tile = { $player } non ha tessere da piazzare, quindi salta il turno
# $on_start: true while the ship is still on its starting mark.
# source ec432383
tsuro-problem-blocked =
    Un daikaiju sta davanti alla nave di { $player }: { $on_start ->
        [true] deve prima spostarsi su un altro punto di partenza
       *[false] viene distrutta o aspetta, e non piazza tessere
    }
# source 315eab75
tsuro-problem-relocate-sailed = Solo una nave ancora sul suo punto di partenza si sposta su un altro; quella di { $player } è salpata
# source 9b7bcb5b
tsuro-problem-relocate-free = Nessun daikaiju blocca la prima mossa di { $player }, quindi la nave resta dov'è
# source 42808869
tsuro-problem-relocate-nowhere = Nessun punto di partenza sullo stesso lato è libero: la nave di { $player } è distrutta
# source 2c091fe4
tsuro-problem-bonus-empty = Il bonus di eliminazione richiede i giocatori eliminati dalla tessera
# source 267eb213
tsuro-problem-bonus-seat = { $player } non è un giocatore appena eliminato dalla tessera
# $left: how many ships are left, 0 or 1.
# source 6dee6b5a
tsuro-problem-over =
    { $left ->
        [0] Senza più navi la partita è finita
       *[other] Con una sola nave rimasta la partita è finita
    }
# source 5f7bfcec
tsuro-problem-full = Ogni casella contiene una tessera Scia o un daikaiju: la plancia è piena, quindi la partita è finita e le { $ships } navi rimaste si dividono la vittoria
# source 01ce2b33
tsuro-problem-early-winners = I vincitori si indicano solo a partita finita
# source dea0a49f
tsuro-problem-winner-twice = Un giocatore compare due volte tra i vincitori
# $covered: true when the game also ends once the board is full (the option).
# source 84327a82
tsuro-problem-ends-early =
    { $covered ->
        [true] La partita finisce con più navi rimaste solo quando la plancia è piena o nessuna di loro può piazzare una tessera (Decisione TS-W3b)
       *[false] La partita finisce con più navi rimaste solo quando nessuna di loro può piazzare una tessera (Decisione TS-W3b)
    }
# $players: the players whose ships still sail, listed.
# source 1ed294ca
tsuro-problem-winners = I vincitori sono i giocatori la cui nave naviga ancora: { $players }
# source ab2f9efd
tsuro-problem-shared = Quando le ultime navi escono insieme, i loro giocatori si dividono la vittoria
# source b1f94d22
tsuro-file-tile-list = deve essere una lista di numeri di tessere
# $square is what the file wrote, quoted; $size the board's side (7: a 7x7 board).
# source 8b24e962
tsuro-file-not-square = { $square } non è una casella della plancia { $size }x{ $size }
# source 7ef92f4a
tsuro-file-ships = deve contenere una nave per giocatore ({ $players })
# $high is the last line (counted from 0).
# source 3b048780
tsuro-file-dice-lines = le linee devono andare da 0 a { $high }
# source d3f28525
tsuro-file-dice-totals = deve essere una lista di totali di due dadi, da 2 a 12
# A wake tile's wakes, each joining two of its points 0-7.
# source 260071b5
tsuro-file-wakes = deve unire ogni punto da 0 a 7 esattamente una volta
# $count is the number of daikaiju the data has.
# source 4a3d08fe
tsuro-file-setup-counts = i numeri devono andare da 0 a { $count }, i daikaiju che ci sono
# $squares the dice can name; $most daikaiju fit on them.
# source a020473a
tsuro-file-daikaiju-fit = i dadi indicano { $squares } caselle: ci stanno al massimo { $most } daikaiju
# $players (the most a game has) need $tiles wake tiles for their hands of $hand; the data has $count.
# source 5f652025
tsuro-file-tiles-for-hands = { $players } giocatori hanno bisogno di { $tiles } tessere per le loro mani di { $hand }, non di { $count }

## I titoli dei rompicapi, degli esempi e delle decisioni

# source a964ddc3
scenario-tsuro-seas-example-1 = Esempio del regolamento: un daikaiju distrugge una nave (TS-D4)
# source 241675bc
scenario-tsuro-seas-example-2 = Esempio del regolamento: un daikaiju blocca una nave sul suo punto di partenza (TS-D8)
# source 492c5e51
scenario-tsuro-seas-example-3 = Esempio del regolamento: un daikaiju si ferma davanti alla nave di turno (TS-D5)
# source 52a8186d
scenario-tsuro-seas-puzzle-1 = Rompicapo 1: stretti nell'angolo
# source 5a5ab4ee
scenario-tsuro-seas-puzzle-2 = Rompicapo 2: tre turni sulla riga in basso
# source d284d037
scenario-tsuro-seas-puzzle-3 = Rompicapo 3: gli ultimi due capitani
# source 5ad0c521
ruling-tsuro-seas-daikaiju-destroys-a-ship = Un daikaiju che entra nella casella di una nave la distrugge (TS-D4)
# source ed360d60
ruling-tsuro-seas-daikaiju-destroys-a-ship-notes = Dall'esempio del regolamento (resources/scenarios/tsuro-seas-example-1.json). Giocatore 1 piazza la tessera 10 rivolta a nord. All'inizio del turno di Giocatore 2 i dadi svegliano i daikaiju (TS-T1) e il daikaiju 3★ entra in D1, dove si trova la nave di Giocatore 3: la nave è distrutta e Giocatore 3 è eliminato (TS-D4), benché nessuna tessera di Giocatore 3 l'abbia mossa.
# source 8371bc6d
scenario-tsuro-seas-puzzle-1-hint-1 = Cerca il piazzamento che porta la tua nave a ovest, fuori dall'angolo, verso E6.
# source a613dff9
scenario-tsuro-seas-puzzle-1-hint-3 = Ora una delle tue tessere fa proseguire la tua nave e porta quella di Giocatore 1 fuori dalla plancia (TS-M4).
# source d9b2dec0
scenario-tsuro-seas-puzzle-1-notes = Restano due navi, entrambe nell'angolo in basso a destra di un mare senza daikaiju. Tu sei Giocatore 2: la tua nave sta per entrare in F6; quella di Giocatore 1 aspetta proprio sotto di te, sul bordo di F7. Trova il piazzamento dopo il quale la tua prossima tessera vince la partita, qualunque cosa giochi Giocatore 1 nel frattempo. Solo uno dei tuoi piazzamenti ci riesce. La risposta non dipende né dai dadi né dalla tessera che peschi.
# source cbc142c0
scenario-tsuro-seas-puzzle-2-notes = Tu sei Giocatore 2, bloccato sulla riga in basso: la tua nave sta per entrare in D7, proprio accanto a quella di Giocatore 1 in E7, con il bordo della plancia subito sotto. Ogni piazzamento che puoi fare ti tiene a galla in questo turno, ma solo uno tiene la tua nave in rotta per tre dei tuoi turni, qualunque cosa faccia Giocatore 1. Vale anche vincere prima. Questo mare non ha daikaiju, e la risposta non dipende dalle tessere che peschi.
# source 0f33aa1f
scenario-tsuro-seas-puzzle-3-notes = Giocatore 1 è già eliminato. Tu sei Giocatore 2, in procinto di entrare in F3 dal basso; Giocatore 3 è giù in G6, vicino al bordo destro, e dei daikaiju sono in agguato in F1 ed E3, vicino alla tua nave. Trova la tessera che vince la partita entro la fine del tuo prossimo turno, qualunque cosa faccia Giocatore 3. Uno dei tuoi sette piazzamenti ci riesce. La risposta non dipende né dai dadi né dalla tessera che peschi.
# source b15a1eb5
scenario-tsuro-seas-puzzle-1-failure = La tua nave è uscita per prima. Prova il piazzamento che porta la tua nave a ovest, fuori dall'angolo.
# source c2467178
scenario-tsuro-seas-puzzle-1-success = Ben navigato: la nave di Giocatore 1 è fuori dalla plancia e la tua è l'ultima ancora in rotta (TS-W1).
# Under the Expert level in the lobby: what the measured ladder says of it in this game (docs/ai.md).
# source b968dec4
tsuro-seas-level-expert = In Tsuro of the Seas non è più forte di Difficile: ha vinto circa metà di 400 partite contro Difficile, perché sono i dadi a decidere tra mosse quasi equivalenti.
# source 52a06d20
tsuro-seas-level-hard = In Tsuro of the Seas poco più forte di Normale: ha vinto il 56% di 200 partite contro Normale, perché sono i dadi a decidere tra mosse quasi equivalenti.
# source f4891005
scenario-tsuro-seas-example-1-notes = Giocatore 3 è entrato nella tessera in D1; il daikaiju 3★ è in agguato lì accanto in E1, rivolto a nord. Giocatore 1 piazza la tessera 10 rivolta a nord: applicala con `qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`. All'inizio del turno di Giocatore 2 i dadi fanno 6 + 2 = 8, quindi i daikaiju si muovono (TS-T1); il dado daikaiju fa 5, e la tabella del daikaiju 3★ dice 'sinistra' per un 5, che per un daikaiju rivolto a nord è ovest: si sposta in D1. Un daikaiju che arriva su una tessera Scia manda la tessera in fondo al mazzo e distrugge ogni nave che vi si trova (TS-D4): Giocatore 3 è eliminato, e la sua mano va sotto il mazzo (TS-R6). I dadi sono fissati dal rng dello scenario, quindi l'esempio si ripete identico.
# source 6464b7bc
scenario-tsuro-seas-example-2-notes = La nave di Giocatore 2 aspetta ancora sul suo punto di partenza in fondo a C7; il daikaiju 2★ sta in C6, rivolto a sud. Giocatore 1 piazza la tessera 10 rivolta a nord (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). Giocatore 2 tira poi i dadi per i daikaiju (TS-T1) e il dado daikaiju muove il daikaiju 2★ di una casella 'in alto' secondo il suo orientamento, cioè a sud: in C7, la casella dove andrebbe la prima tessera di Giocatore 2. Una nave ancora sul suo punto di partenza non viene distrutta: il suo giocatore la sposta su un qualsiasi altro punto di partenza dello stesso lato la cui casella non ha tessere (TS-D8). Esegui di nuovo `qtgames ruling` sul risultato, o aggiungi una seconda --action come '{ "{" }"relocate": 33{ "}" }', per vedere quali punti sono ammessi e perché gli altri sono rifiutati.
# source e8273613
scenario-tsuro-seas-example-3-notes = Giocatori 2 e 3 aspettano entrambi sul bordo inferiore della tessera di D3, fianco a fianco, ognuno in procinto di entrare nella casella vuota D4; il daikaiju 3★ sta in E4, rivolto a nord. Giocatore 1 piazza la tessera 10 rivolta a nord (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). All'inizio del turno di Giocatore 2 i dadi svegliano i daikaiju, e il dado daikaiju manda il daikaiju 3★ 'a sinistra' secondo il suo orientamento: a ovest, in D4. Un daikaiju che finisce il suo movimento sulla casella davanti alla nave del giocatore di turno distrugge quella nave (TS-D5): Giocatore 2 è eliminato. La nave di Giocatore 3 sullo stesso bordo non viene distrutta, perché Giocatore 3 non è il giocatore di turno, e può ancora salvarsi: se il daikaiju fosse ancora in D4 dopo il tiro di Giocatore 3, distruggerebbe anche quella nave (decisione TS-D5b), ma questo tiro sveglia di nuovo i daikaiju e il daikaiju 3★ prosegue verso D5, così Giocatore 3 continua a navigare.
