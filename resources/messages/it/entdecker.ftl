### Entdecker in italiano: il registro delle mosse, le domande, le mosse proposte, i rifiuti, le
### opzioni di regola e i titoli dei rompicapi.
###
### Le parole sono quelle del regolamento italiano di Entdecker («Come giocare a Entdecker»,
### ../shared/seeds/002_…): Carta Esplorazione, pila, Carta di Riserva, plancia, spazio, nave, cerchio,
### linea di connessione, freccia del guadagno, esploratore, forte, insediamento, unità, più grande
### scopritore, Gettone Scoperta, bonus scoperta, punti vittoria, tempesta, indigeni rivoltosi,
### indigeni amichevoli, pirati, rovine, oro; come nel regolamento, un giro di tutti i giocatori è un
### «turno». Le tessere personali (variante assente dal testo italiano) prendono il nome dal
### regolamento francese. Le frasi cominciano con il giocatore, perché l'applicazione mette il suo
### nome al posto di «Giocatore 2», e niente si accorda con lui.

# source 37bd40b2
entdecker-shape =
    { $shape ->
        [bay] baia
        [channel] canale
        [corner] angolo
        [headland] promontorio
        [islet] isolotto
        [land_bridge] istmo
        [open_sea] mare aperto
        [solid_land] terraferma
        [two_points] due punte
       *[other] { $shape }
    }
# source 3b762334
entdecker-card =
    { $shape ->
        [made] una carta creata apposta
        [bay] una carta con una baia
        [channel] una carta con un canale
        [corner] una carta con un angolo
        [headland] una carta con un promontorio
        [islet] una carta con un isolotto
        [land_bridge] una carta con un istmo
        [open_sea] una carta di mare aperto
        [solid_land] una carta di terraferma
        [two_points] una carta con due punte
       *[other] una carta { $name }
    }
# source c44d2c60
entdecker-quarters =
    { $quarters ->
        [0] diritta
        [1] ruotata a destra
        [2] capovolta
       *[3] ruotata a sinistra
    }

## Il registro delle mosse

# source 90922d57
setup = Le Carte Esplorazione sono mescolate in { $count } pile: { $stacks } carte.
# source c5b03c0e
income = Turno { $round }: { $player } fa girare la freccia del guadagno, che indica { $spin }; ogni giocatore guadagna { $spin } oro.
# source d4730401
new_first = { $player } prende la freccia del guadagno e gioca per primo in questo turno.
# source 9fa76978
start_circle = { $player } mette la nave sul cerchio di partenza accanto a { $square }.
# source 208d4cb4
start_square = { $player } mette la nave sul cerchio dello spazio { $square }.
# source 03f00129
start_fee =
    { $player } paga { $fee } oro per partire dallo spazio { $unit ->
        [scout] dell'esploratore
        [fort] del forte
       *[settlement] dell'insediamento
    } di { $owner } { $to_owner ->
        [true] (al suo proprietario).
       *[false] (alla banca).
    }
# source 0db32cb7
declared =
    { $gold ->
        [true] { $player } spende { $amount } oro per esplorare.
       *[false]
            { $player } dichiara { $amount } { $amount ->
                [one] carta
               *[other] carte
            }.
    }
# source a313b664
turned_over = { $player } gira { $card } dalla pila { $stack }.
# source 028ef108
last_card = Era l'ultima Carta Esplorazione: la partita finisce dopo questo turno.
# source 1d69b416
personal = { $player } gioca la sua tessera personale: { $card }.
# source 548bcb95
placed = La carta va in { $square }, { $turned }; la nave vi naviga sopra.
# source 9e15f841
unplayable =
    { CAPITAL($card) } non può essere sistemata accanto alla nave ({ $squares }) ed è rimossa dal gioco{ $event ->
        [none] .
        [friendly_natives] ; il suo evento (indigeni amichevoli) non avviene.
        [gold] ; il suo evento (oro) non avviene.
        [hostile_natives] ; il suo evento (indigeni rivoltosi) non avviene.
        [pirates] ; il suo evento (pirati) non avviene.
        [ruins] ; il suo evento (rovine) non avviene.
        [storm] ; il suo evento (tempesta) non avviene.
       *[other] ; il suo evento ({ $event }) non avviene.
    }
# source 0a8c1cc7
to_reserve = { CAPITAL($card) } non può essere sistemata accanto alla nave ({ $squares }) e va nella pila di riserva { $pile }.
# source 5ec317d9
storm = Tempesta! Il turno di { $player } termina immediatamente.
# source e024087b
hostile = Indigeni rivoltosi: costruire su questa carta costa il doppio.
# source 809c92f4
friendly = Gli indigeni amichevoli offrono a { $player } un Gettone Scoperta.
# source c3d18afb
friendly_no_tokens = Indigeni amichevoli, ma non resta alcun Gettone Scoperta.
# source 4929dadf
native_token = { $player } prende un gettone dalla pila { $pile }.
# source 1feaaafb
declined_token = { $player } rifiuta il gettone degli indigeni.
# source e80ca91c
pirates = Pirati! { $player } perde { $loss } oro.
# source f8f402ea
ruins = Rovine: { $player } guadagna { $points } punti vittoria.
# source 41061221
gold = Oro: { $player } guadagna { $gain } oro.
# source 6023f2a5
no_way_on =
    Nessuna via libera da qui: l'esplorazione finisce; { $gold ->
        [true]
            { $unused } oro { $unused ->
                [one] dichiarato è perso
               *[other] dichiarati sono persi
            }.
       *[false]
            { $unused } { $unused ->
                [one] carta dichiarata è persa
               *[other] carte dichiarate sono perse
            }.
    }
# source 84456c3e
stopped =
    { $player } termina il turno{ $unused ->
        [0] .
       *[other]
            { " " }({ $unused } { $unused ->
                [one] dichiarato non usato
               *[other] dichiarati non usati
            }).
    }
# source 27bd5428
built =
    { $player } costruisce { $unit ->
        [scout] un esploratore
        [fort] un forte
       *[settlement] un insediamento
    } in { $square } per { $cost } oro.
# source 06a4d567
recalled = { $player } riprende l'esploratore in { $square }.
# source 56add17e
filled = Il vuoto in { $square } è riempito dalla pila di riserva { $pile }.
# source 747c1181
made_tile = La pila di riserva { $pile } è vuota: si crea una carta di quel tipo per riempire { $square }.
# source ba7d7c8a
island_empty =
    Un'isola di { $squares } { $squares ->
        [one] carta
       *[other] carte
    } è completamente scoperta; nessuno vi si trova.
# source 0e835d71
too_few_tokens = Non restano abbastanza Gettoni Scoperta per ogni più grande scopritore: nessuno ne prende.
# source b3af5db5
discovery = { $player } scopre un gettone che vale { $value }.
# source 6da66b1d
island_scored =
    Un'isola che vale { $value } ({ $cards } { $cards ->
        [one] carta
       *[other] carte
    }{ $token ->
        [0] { "" }
       *[other] { " " }+ gettone { $token }
    }) dà punti: { $points }.
# source ca52bcce
units_back = Le unità che vi si trovano tornano ai loro proprietari.
# source 5985a8ad
cannot_pay = { $player } non può pagare alcuna carta e salta il turno.
# source 462843ac
no_start = Nessun cerchio ha più una linea di connessione libera.
# source 0949e63c
game_end =
    La partita finisce ({ $undiscovered } { $undiscovered ->
        [one] spazio non scoperto
       *[other] spazi non scoperti
    }, { $cards_left } { $cards_left ->
        [one] carta rimasta
       *[other] carte rimaste
    }).
# source 06489a94
token_bonus =
    { $player } ha più Gettoni Scoperta di tutti e guadagna { $points } { $points ->
        [one] punto
       *[other] punti
    } (bonus scoperta).
# source f868ac4c
winners =
    { $players } { $count ->
        [one] vince
       *[other] vincono
    } con { $points } { $points ->
        [one] punto
       *[other] punti
    }.

## Le domande

# source 0fde1e14
entdecker-prompt-start = Metti la nave su un cerchio di partenza o sul cerchio di uno spazio scoperto.
# source 16823203
entdecker-prompt-start-first-round = Metti la nave su uno dei cerchi di partenza intorno alla plancia.
# source 459bc37c
entdecker-prompt-declare = Dichiara quante carte girerai, 1 oro ciascuna.
# source 99ccffb5
entdecker-prompt-declare-gold = Dichiara quanto oro spendi per esplorare: 1 per carta, 2 per tessera personale.
# source b77dafed
entdecker-prompt-explore = Pesca una carta da una pila, costruisci, o termina il turno.
# source a96ab92b
entdecker-prompt-place = Scegli dove e come va la carta pescata.
# source 6ae5b6e0
entdecker-prompt-natives = Indigeni amichevoli: prendi un Gettone Scoperta, o rifiutalo.
# source 8c1c71ca
entdecker-prompt-token = Sei un più grande scopritore: scegli la pila da cui prendere il tuo gettone.
# source 235f5a3a
entdecker-prompt-draw = Pesca una carta da una pila.
# source 1f284c73
entdecker-prompt-draw-or-end = Pesca una carta, o termina il turno.
# source 0d7e5ce3
entdecker-prompt-draw-build-end = Pesca una carta, costruisci qui (il turno termina), o termina il turno.
# source b7de82e2
entdecker-prompt-draw-personal = Pesca una carta o gioca una tessera personale.
# source b35f4a71
entdecker-prompt-draw-personal-end = Pesca una carta o gioca una tessera personale, o termina il turno.
# source e7c1a8f3
entdecker-prompt-draw-personal-build-end = Pesca una carta o gioca una tessera personale, costruisci qui (il turno termina), o termina il turno.
# source bae9aa13
entdecker-prompt-build-no-route = Nessuna via libera da qui: costruisci su questa carta, o termina il turno.
# source 2038a3ae
entdecker-prompt-build-all-turned = Hai girato tutte le carte dichiarate: costruisci su questa carta, o termina il turno.
# source c3701bb8
entdecker-prompt-build-cards-out = Le Carte Esplorazione sono finite: costruisci su questa carta, o termina il turno.
# A starting circle ($side: above, right, below, left of its square), as the editor names where the ship stands.
# source d8125402
entdecker-circle =
    il cerchio { $side ->
        [above] sopra
        [right] a destra di
        [below] sotto
       *[left] a sinistra di
    } { $square }

## Le mosse proposte

# source 55b7bacd
entdecker-action-start-circle =
    Parti dal cerchio { $side ->
        [above] sopra
        [right] a destra di
        [below] sotto
       *[left] a sinistra di
    } { $square }
# source 785cecdf
entdecker-action-start-square =
    Parti da { $square }{ $routes ->
        [1] { "" }
       *[other] { " " }(rotta { $route })
    }{ $fee ->
        [0] { "" }
       *[other] , pagando { $fee } oro in più
    }
# source 8e3edaca
entdecker-action-spend = Spendi { $amount } oro per esplorare
# source 449e4e7c
entdecker-action-declare =
    Dichiara { $amount } { $amount ->
        [one] carta
       *[other] carte
    }
# source 66f86cb6
entdecker-action-draw =
    Pesca dalla pila { $stack }{ $event ->
        [true] { " " }(carta evento ?)
       *[false] { "" }
    }
# source 9d4447e3
entdecker-action-personal = Gioca la tua tessera personale { $name }
# source 35559120
entdecker-action-place = Metti in { $square }, { $turned }
# source bd09649a
entdecker-action-build =
    Costruisci { $unit ->
        [scout] un esploratore
        [fort] un forte
       *[settlement] un insediamento
    }{ $parts ->
        [1] { "" }
       *[other] { " " }sul pezzo di terra { $part }
    }
# source 99673335
entdecker-action-recall =
    Riprendi { $unit ->
        [scout] l'esploratore
        [fort] il forte
       *[settlement] l'insediamento
    } in { $square }
# source db60cc63
entdecker-action-recall-other =
    Riprendi { $unit ->
        [scout] l'esploratore
        [fort] il forte
       *[settlement] l'insediamento
    } di { $player } in { $square }
# source 0976ca52
entdecker-action-recall-nothing = Riprendi un'unità da { $square }
# source 4fc3d8de
entdecker-action-end = Termina il turno
# source 8fef2a9e
entdecker-action-take-token = Prendi un Gettone Scoperta dalla pila { $pile }
# source ae7237a3
entdecker-action-decline-token = Rifiuta il gettone

## I rifiuti

# source ff512c49
entdecker-game-over = La partita è finita.
# source 8d3b5163
entdecker-circle-first = Prima metti la nave su un cerchio.
# source bf7a1c40
entdecker-declare-first = Prima dichiara quante carte girerai.
# source 85ceaba8
entdecker-explore-now = Pesca una carta, costruisci, o termina il turno.
# source 679b62e1
entdecker-place-first = Prima metti la carta che hai pescato.
# source f579e6db
entdecker-natives-first = Prima prendi il gettone degli indigeni amichevoli, o rifiutalo.
# source f4499737
entdecker-token-first = Un più grande scopritore deve prima scegliere una pila di gettoni.
# source 51b7148b
entdecker-no-token-pile = Quella pila di Gettoni Scoperta non esiste o è vuota.
# source 3f15b958
entdecker-turn-one-over = Gira almeno una delle carte dichiarate: ci si può fermare solo dopo una carta.
# source cbd8e5fd
entdecker-nothing-to-recall = Lì non c'è alcuna unità da riprendere.
# source fc26d518
entdecker-recall-own = Solo i tuoi esploratori possono tornare nella tua riserva.
# source 65f02d5c
entdecker-recall-scouts = Forti e insediamenti tornano solo quando la loro isola è conteggiata; solo gli esploratori in ogni momento.
# source c6fbd8d8
entdecker-no-circle = Non c'è un cerchio di partenza { $circle }; sono numerati da 0 a { $last }.
# source b3da9e19
entdecker-circle-discovered = La linea di connessione di quel cerchio porta a uno spazio scoperto: non c'è una linea libera.
# source a44e9cf3
entdecker-cannot-pay = Non puoi pagare nemmeno una carta.
# source ce372ba7
entdecker-first-round-circles = Nel primo turno si possono usare solo i cerchi di partenza intorno alla plancia.
# source 680c9d28
entdecker-start-on-route = La nave parte dal cerchio di uno spazio scoperto, su una delle sue rotte.
# source 59424db6
entdecker-start-fee =
    Partire dallo spazio { $unit ->
        [scout] dell'esploratore
        [fort] del forte
       *[settlement] dell'insediamento
    } di un altro giocatore costa { $fee } oro in più: con una carta ti servono { $need } oro.
# source 16056a54
entdecker-no-free-line = Quella rotta non ha una linea di connessione libera verso uno spazio non scoperto.
# source e435362e
entdecker-declare-one = Dichiara almeno 1.
# source c06f24dc
entdecker-declare-gold = Non puoi dichiarare più di quanto puoi pagare: hai { $gold } oro.
# source 843adca9
entdecker-declare-cards =
    { $left ->
        [one] Resta solo { $left } carta da girare.
       *[other] Restano solo { $left } carte da girare.
    }
# source a5f365fd
entdecker-cards-out = Le Carte Esplorazione sono finite: la partita finisce dopo questo turno.
# source fb484f9f
entdecker-exploring-over = La nave non ha più una linea di connessione libera verso uno spazio non scoperto: l'esplorazione è finita.
# source b1014936
entdecker-all-turned = Hai girato tutte le carte che hai dichiarato.
# source 7b423b03
entdecker-no-stack = Quella pila è vuota o non esiste.
# source 23c12aee
entdecker-no-personal-tiles = Le tessere personali sono una variante non in gioco in questa partita.
# source e854f64a
entdecker-one-personal = Al massimo una tessera personale per turno.
# source 07b21816
entdecker-personal-cost = Una tessera personale costa 2 dell'oro dichiarato.
# source 114ff87c
entdecker-not-your-tile = Non è una delle tue tessere personali.
# source b8ca039f
entdecker-tile-fits-nowhere = Quella tessera non si adatta a nessuno spazio che la nave può raggiungere.
# source 7c491d29
entdecker-place-beside = La carta va su uno spazio non scoperto unito allo spazio della nave da una linea di connessione.
# source 460dbaeb
entdecker-quarter-turns = Una carta si ruota da 0 a 3 quarti di giro.
# source 3e408caf
entdecker-same-turn = Ruotata così la carta appare identica a una rotazione già proposta: scegli quella.
# source 83d6312d
entdecker-sides-match = Tutti i quattro lati devono essere in accordo con ciò che li circonda, acqua con acqua e terra con terra, e la nave entra dall'acqua.
# source d0e25d06
entdecker-storm-no-building = La tempesta ha terminato il tuo turno: niente costruzioni.
# source 2c8327bc
entdecker-build-here = Puoi costruire solo sulla carta messa in questo turno su cui si trova la nave.
# source 605f3232
entdecker-sailed-on = La nave ha proseguito in mare aperto: non puoi tornare indietro a costruire su una carta precedente.
# source 7e66a8ab
entdecker-build-on-land = Puoi costruire solo su una carta che mostra terra.
# source 172302df
entdecker-build-what = Costruisci un esploratore, un forte o un insediamento su uno dei pezzi di terra di quella carta.
# source 361ab2e0
entdecker-one-unit = Su ogni carta può stare una sola unità.
# source 4779497d
entdecker-no-unit =
    Non hai più { $unit ->
        [scout] esploratori
        [fort] forti
       *[settlement] insediamenti
    } nella tua riserva.
# source 6178b014
entdecker-no-settlement = Non si può costruire un insediamento accanto a indigeni rivoltosi.
# source 36d131e4
entdecker-build-cost =
    { $unit ->
        [scout] Un esploratore
        [fort] Un forte
       *[settlement] Un insediamento
    } qui costa { $cost } oro; tu ne hai { $gold }.

## Gli obiettivi dei rompicapi

# source bef3ba2d
entdecker-goal-island = ottieni almeno { $target } punti dal conteggio di una sola isola
# source 368ce63a
entdecker-goal-points = ottieni almeno { $target } punti
# source 75078eee
entdecker-fact-gold = Oro dopo la mossa
# source 02d1cace
entdecker-fact-points = Punti dopo la mossa

## Le opzioni di regola

# source 263baad5
entdecker-option-rotating_first_player = Primo giocatore a rotazione
    .help = Quando il turno torna al primo giocatore, invece di giocare passa la freccia del guadagno a sinistra.
# source 05aaa5d0
entdecker-option-unplayable_to_reserve = Le carte non giocabili vanno nella riserva
    .help = Una carta pescata senza evento che non può essere sistemata va nella pila di riserva del suo tipo invece di essere rimossa dal gioco.
# source 090b13ca
entdecker-option-personal_tiles = Tessere personali
    .help = Ogni giocatore ha 4 tessere proprie (2 oro ciascuna, una per turno) e dichiara oro, non carte. Le tessere si tolgono dalle carte da pescare prima di formare le pile (Decisione EN-V4).
# source dffaea4b
entdecker-option-hostile_settlement = Un insediamento accanto a indigeni rivoltosi
    .help = forbidden: non si può costruire (testo italiano); 12: costa 12 oro (testo ungherese).
# source 34a760c3
entdecker-option-board_edge = Il lato di una carta sul bordo della plancia
    .help = anything: va bene con terra o acqua (la decisione); water: deve essere acqua, come se il mare continuasse.
# source 49c9d064
entdecker-option-start_fee_to = Il costo aggiuntivo per partire dall'unità di un altro giocatore va
    .help = bank: secondo il testo ungherese l'altro giocatore non lo riceve; owner: al proprietario di quell'unità.
# source c5ca6818
entdecker-option-finish_last_turn = Chi pesca l'ultima carta finisce il turno
    .help = Attivata: costruzione, riempimento dei vuoti e conteggio delle isole avvengono ancora prima del conteggio finale. Disattivata: la partita finisce nel momento in cui l'ultima carta è pescata e sistemata o scartata.
# source 6a281e67
entdecker-problem-card-taken = Lo spazio { $square } contiene già la carta { $card }: una carta va su uno spazio non scoperto.
# $where: undiscovered (the square has no card) or water (its card has no land).
# source 5c354b27
entdecker-problem-unit-off-land =
    { $unit ->
        [scout] L'esploratore
        [fort] Il forte
       *[settlement] L'insediamento
    } in { $square } sta su { $where ->
        [undiscovered] uno spazio non scoperto
       *[water] una carta senza terra
    }: le unità stanno sulla terra.
# source 1d4f0035
entdecker-problem-unit-taken = Lo spazio { $square } ha già un'unità: su ogni carta può stare una sola unità.
# source 282a4267
entdecker-problem-land-parts =
    { $parts ->
        [one] La carta in { $square } ha { $parts } pezzo di terra, numerato da 0.
       *[other] La carta in { $square } ha { $parts } pezzi di terra, numerati da 0.
    }
# How many units of a kind a player has at all ($count).
# source ec102c7e
entdecker-problem-units-left =
    { $player } ha solo { $count } { $unit ->
        [scout]
            { $count ->
                [one] esploratore
               *[other] esploratori
            }
        [fort]
            { $count ->
                [one] forte
               *[other] forti
            }
       *[settlement]
            { $count ->
                [one] insediamento
               *[other] insediamenti
            }
    }.
# source 1046415e
entdecker-problem-placed-undiscovered = Lo spazio { $square } non è scoperto: in questo turno non vi è stata messa nessuna carta.
# source 9714a693
entdecker-problem-placed-twice = Lo spazio { $square } compare due volte.
# source 5335552b
entdecker-problem-ship-undiscovered = Lo spazio { $square } non è scoperto: la nave sta su un cerchio o su una carta scoperta.
# source de6bb0b4
entdecker-problem-sea-routes =
    { $routes ->
        [one] La carta in { $square } ha { $routes } rotta, numerata da 0
       *[other] La carta in { $square } ha { $routes } rotte, numerate da 0
    }: la nave non sta mai sulla terra.
# source 1fa066a4
entdecker-problem-card-twice = La carta { $card } è anche in { $first }: ogni carta sta in un solo posto.
# source eef7aad9
entdecker-problem-cards-nowhere =
    { $count ->
        [one] { $count } carta non è da nessuna parte
       *[other] { $count } carte non sono da nessuna parte
    } ({ $cards }): ogni carta sta in una pila, in una pila di riserva, in una mano, nella scatola o sulla plancia.
# source 466470f4
entdecker-problem-made-card = La carta { $card } è stata creata per riempire un vuoto: sta sulla plancia.
# source 83559434
entdecker-problem-reserve-card = La carta { $card } è una Carta di Riserva della pila { $pile }: sta in quella pila o sulla plancia.
# source 948fac08
entdecker-problem-exploration-in-reserve = La carta { $card } è una Carta Esplorazione: solo la variante delle carte non giocabili ne mette una in una pila di riserva, e mai una con un evento.
# source 724cbd03
entdecker-problem-wrong-reserve = La carta { $card } va nella pila di riserva { $pile }.
# source 95d1f2d0
entdecker-problem-token-twice = Il gettone { $token } è anche in { $first }: ogni gettone sta in un solo posto.
# source 0dbdacf6
entdecker-problem-tokens-nowhere =
    { $count ->
        [one] Il gettone { $tokens } non è da nessuna parte
       *[other] I gettoni { $tokens } non sono da nessuna parte
    }: ogni Gettone Scoperta sta in una pila o presso un giocatore.
# source fb1d7c0b
entdecker-problem-gold = { $player } ha { $gold } oro; un giocatore può averne al massimo { $most }.
# source 013e4ffd
entdecker-problem-personal-off = Le tessere personali sono una variante non in gioco qui.
# source de8970ca
entdecker-problem-personal-kinds = Una mano contiene una tessera semplice di ogni tipo personale: mare aperto, tre lati d'acqua, due lati d'acqua opposti e due adiacenti.
# source af6f0c48
entdecker-problem-personal-unplayed = La carta in attesa è una tessera personale, ma in questo turno non ne è stata giocata nessuna.
# source a164f30f
entdecker-problem-mismatch = Le carte in { $square } e in { $other } non combaciano: la terra tocca la terra e l'acqua tocca l'acqua.
# source a5195ab1
entdecker-problem-edge-land = La carta in { $square } mostra terra sul bordo della plancia; in questa partita il bordo conta come acqua.
# source 0c544b7d
entdecker-problem-holes = Alla fine dell'ultimo turno la riserva avrebbe riempito { $squares }: lì va bene un solo tipo di carta.
# source ce340fe3
entdecker-problem-unscored = L'isola in { $squares } è completa ma non è mai stata contata: le sue unità sarebbero tornate ai loro proprietari.
# source c045f2a4
entdecker-problem-winners = I vincitori sono i giocatori con più punti, a partita finita; prima non ce ne sono.
# source caaf2dc9
entdecker-problem-board-full = Tutta la plancia è scoperta: la partita è finita.
# source dd8d7758
entdecker-problem-no-start = Nessun cerchio ha più una linea di connessione libera: la partita è finita.
# source 31ac3ed1
entdecker-problem-cannot-pay = { $player } non può pagare nemmeno una carta, quindi salta il turno.
# source 945e0354
entdecker-problem-fits-nowhere = La carta pescata non va da nessuna parte: sarebbe uscita dal gioco.
# source 1d7f6175
entdecker-problem-nothing-left = In questo turno non resta nulla da fare: sarebbe finito da solo.
# source 515bbcea
entdecker-problem-start-circle = La nave parte dal cerchio di uno spazio scoperto, e solo dal secondo turno.
# source 919b16dd
entdecker-problem-ship-missing = A questo punto la nave sta su un cerchio o su una carta.
# source 3fe2f604
entdecker-problem-first-round = Nel primo turno si possono usare solo i cerchi di partenza.
# source 1eed6a51
entdecker-problem-no-entry = La nave parte da dove una linea di connessione porta a uno spazio non scoperto.
# source 8a15e376
entdecker-problem-sails-onto = La nave naviga su ogni carta messa: sta in { $square }, l'ultima.
# source 45f6190a
entdecker-problem-turn-not-begun = Nulla si dichiara né si esplora prima che la nave parta: questo appartiene a un turno in corso.
# source e3d92da9
entdecker-problem-turned-over = In questo turno è stata pescata una carta, quindi una carta è stata girata.
# source b2beb5a0
entdecker-problem-budget = Non si può dichiarare più di quanto un giocatore paga: al massimo { $most }.
# source 82634965
entdecker-problem-drawn = Una carta pescata attende esattamente mentre il giocatore sceglie dove va (la fase di posa).
# source f2eb3482
entdecker-problem-storm = Una tempesta chiude subito il turno: può essere in sospeso solo mentre si contano le isole di quel turno.
# source 8d2cc309
entdecker-problem-natives-ship = Gli indigeni amichevoli fanno la loro offerta quando la loro carta viene messa, e la nave vi sta sopra.
# source 82a02fbe
entdecker-problem-natives-token = Gli indigeni amichevoli offrono un gettone solo finché ne resta uno.
# $values: the numbers the spinner shows, listed.
# source 31316ef4
entdecker-problem-spinner = La freccia del guadagno indica { $values }.
# source b3a3ece2
entdecker-problem-last-card-stacks = L'ultima carta è stata pescata esattamente quando le pile sono vuote.
# source f4887bd8
entdecker-problem-last-card-turn = La partita finisce con il turno in cui è stata pescata l'ultima carta.
# source 3fd09cc3
entdecker-problem-last-card-placed = Senza la decisione che fa finire il turno, la partita finisce appena l'ultima carta è messa o scartata.
# source ba8cc03f
entdecker-problem-islands-waiting = Solo la fase dei gettoni ha isole in attesa di essere contate.
# source 31b09dd1
entdecker-problem-island-first = La fase dei gettoni conta un'isola: elencala per prima.
# source dc8b5c88
entdecker-problem-island-whole = Ogni isola in attesa di essere contata è un'isola intera e completa: tutte le sue coppie [spazio, pezzo di terra].
# source cc6389e5
entdecker-problem-token-queue = I più grandi scopritori della prima isola, con un forte o un insediamento lì, prendono un gettone ciascuno, nell'ordine dei posti: la coda contiene chi non ha ancora pescato.
# source d5d46995
entdecker-problem-tokens-short = Non restano abbastanza gettoni per ogni più grande scopritore.
# $last is the board's last square (H6): squares are named A1 to it.
# source 3a570d18
entdecker-file-square = deve essere uno spazio da A1 a { $last }
# source 90a6308a
entdecker-file-reserve-pile = deve essere il numero di una pila di riserva, da 1 a 6
# source b417cbef
entdecker-file-ship-both = la nave sta su un cerchio o su uno spazio, non su entrambi
# $example is a pair as files write it (["C4", 0]).
# source d1e3c177
entdecker-file-islands = deve essere una lista di coppie [spazio, parte di terra] come { $example }
# $edges are a tile's four sides as the data writes them (LWWL: L land, W water, from north clockwise).
# source ef70fada
entdecker-file-land-sides = le parti di terra devono toccare ogni lato di terra di { $edges } esattamente una volta
# source 2c13cffc
entdecker-file-water-sides = le linee di connessione devono unire ogni lato d'acqua di { $edges } esattamente una volta
# source 97c588fd
entdecker-file-inner-island = un'isola interna (una parte di terra che non tocca nessun lato) richiede una carta tutta d'acqua
# $right is the class the edges make, $found the class the data gives.
# source e77f6e48
entdecker-file-edge-class = i lati { $edges } sono della classe { $right }, non { $found }
# source 05122b94
entdecker-file-event-back = una carta ha un evento esattamente quando il suo dorso mostra un punto interrogativo
# $event is the event's name as the data writes it.
# source a7a924c5
entdecker-file-event-land = l'evento { $event } richiede una carta con terra
# source 8afac85a
entdecker-file-sea-route = una Carta Esplorazione richiede una linea di connessione (EN-X4b); le carte tutte di terra sono Carte di Riserva
# source 09eb0075
entdecker-file-tile-id = deve essere { $id } (le carte sono numerate in ordine)
# $units lists the units as the data names them.
# source e83cb63a
entdecker-file-units = deve dare { $units }
# $shape is the shape's name as the data writes it, quoted.
# source 45fb9f82
entdecker-file-no-shape = nessuna Carta Esplorazione ha la forma { $shape }
# source 069b6862
entdecker-file-gold-start = non deve superare gold.max
# source f0b9ed7b
entdecker-file-spinner = deve essere una lista di quantità d'oro da 0 a 99
# source 4f6bf56c
entdecker-file-reserve-piles = ogni classe da 1 a 6 richiede una pila di riserva (EN-C3)
# source acda0a13
entdecker-file-shape-class = le carte { $shape } sono della classe { $klass }
# $players (the most a game has) need $tiles plain draw tiles of class $klass; the data has $count.
# source a10f9108
entdecker-file-personal-tiles = { $players } giocatori hanno bisogno di { $tiles } Carte Esplorazione semplici della classe { $klass }, non di { $count }

## I titoli dei rompicapi, degli esempi e delle decisioni

# source 9028ffbe
scenario-entdecker-example-1 = Conteggio di un'isola: 10, 5, 5, 2
# source a8700681
scenario-entdecker-example-2 = Conteggio di un'isola: 10, 10, 3
# source 77223615
scenario-entdecker-puzzle-1 = L'ultima carta
# source 9236f96a
scenario-entdecker-puzzle-2 = Rovine tra due isole
# source 598c491b
scenario-entdecker-puzzle-3 = Indigeni amichevoli
# source 8d543f81
ruling-entdecker-declare-more-than-left = A fine partita non si possono dichiarare più carte di quante ne restino nelle pile (EN-X3)
# source dcfbd0b3
ruling-entdecker-declare-more-than-left-notes = Dal rompicapo «L'ultima carta» (resources/scenarios/entdecker-puzzle-1.json): resta una sola Carta Esplorazione. Giocatore 1 fa partire la nave da F4 (pagando 1 in più per l'unità dell'altro giocatore che vi si trova, EN-X2) e dichiara 2 carte, avendo l'oro per pagarle. Rifiutato: un giocatore può dichiarare solo tante carte quante se ne possono ancora girare.
# source f694fadd
scenario-entdecker-puzzle-1-hint-1 = Fai partire la nave dove l'ultima carta può chiudere l'isola, anche se un'unità lì costa in più (EN-X2).
# source afdd97a1
scenario-entdecker-puzzle-1-hint-2 = Resta una carta, quindi dichiarane una.
# source dba94a39
scenario-entdecker-puzzle-1-hint-3 = Pesca l'ultima carta dalla pila 1.
# source 47f76e2f
scenario-entdecker-puzzle-1-hint-4 = Costruisci sull'isola prima che venga contata.
# source a0f0b36d
scenario-entdecker-puzzle-1-hint-5 = Il cacao sulla pila 1 vale 4.
# source 409cde06
scenario-entdecker-puzzle-1-notes =
    L'ultimo turno della partita: resta una sola Carta Esplorazione, da sola nella pila 1, ed è un angolo (terra su due lati che si toccano). Giocatore 1, con 5 oro, ha un esploratore sull'isola B3-E4, a cui manca solo E4. Giocatore 2 ha un forte su quell'isola (C3) e un esploratore sull'istmo in F4. Il Gettone Scoperta in cima alla pila 1 è un cacao che vale 4, quello in cima alla pila 2 una patata che vale 1.
    
    Obiettivo: Giocatore 1 guadagna almeno 12 punti dal conteggio di una sola isola.
    
    Attenzione alle regole: partire dal cerchio di una carta con l'unità di un altro giocatore costa oro in più (EN-X2); le due rotte marine di un istmo non si incontrano, e la nave riparte solo lungo la propria (EN-X6); un Gettone Scoperta si pesca solo per un'isola con un forte o un insediamento, dal suo più grande scopritore (EN-I2, EN-I3), e aggiunge il suo valore a quello dell'isola (EN-I4).
# source 60af730a
scenario-entdecker-puzzle-2-notes =
    L'ultimo turno della partita: resta una sola Carta Esplorazione, e il suo dorso mostra un punto interrogativo. È un canale con rovine: terra su due lati opposti in due parti separate, con una rotta marina tra di esse. Giocatore 1 ha 17 punti e 4 oro e un esploratore sull'isola E2-E3, dove anche Giocatore 2 ha un esploratore; Giocatore 2 ha inoltre un forte sull'isola E5-E6. Il mare aperto in D4 sta tra di loro. Il Gettone Scoperta in cima alla pila 1 è un cacao che vale 4, quello in cima alla pila 2 una patata che vale 1.
    
    Obiettivo: Giocatore 1 ha almeno 31 punti quando la partita finisce.
    
    Attenzione alle regole: le rovine valgono subito 3 punti (EN-E5); una carta con due parti di terra può appartenere a due isole, e un'unità sta sulla parte scelta da chi la costruisce (EN-B3, Decisione EN-D7); più grandi scopritori a pari merito pescano un gettone ciascuno e conta il più alto (EN-I3, EN-I4); alla fine le isole incompiute si contano senza gettoni (EN-G2) e chi ha più gettoni guadagna un punto per ciascuno (EN-G3).
# source 03785a09
scenario-entdecker-puzzle-3-notes =
    L'ultimo turno della partita: resta una sola Carta Esplorazione, un promontorio (terra su un lato) con indigeni amichevoli. Giocatore 2 conduce 25 a 18 e ha 3 Gettoni Scoperta contro i 2 di Giocatore 1; i due esploratori di Giocatore 2 stanno sull'isola incompiuta G3-I3-H4, aperta solo verso I4. Giocatore 1 ha 4 oro.
    
    Obiettivo: Giocatore 1 vince la partita.
    
    Attenzione alle regole: gli indigeni amichevoli offrono un gettone che da solo non vale nulla ma conta per chi ha più gettoni (EN-E3, EN-G3); uno spazio chiuso su tutti e quattro i lati si riempie dalla pila di riserva alla fine del turno (EN-X7); un forte batte qualsiasi numero di esploratori (EN-I2), e il più grande scopritore di un'isola con un forte pesca un Gettone Scoperta (EN-I3).
# source 59c04107
scenario-entdecker-puzzle-1-failure = L'isola non ti ha dato 12 punti. Da dove deve partire la nave perché l'angolo la chiuda?
# source 0c96aa98
scenario-entdecker-puzzle-1-success = L'isola è chiusa e la tua parte vale almeno 12 punti.
# source 2c51b4d7
scenario-entdecker-example-1-notes = L'esempio del regolamento per EN-I5 (testo francese): un'isola da 10, giocatore A primo, B e C secondi a pari merito, D dopo, dà A 10, B 5, C 5, D 2. Nove carte dell'isola stanno nell'angolo in alto a sinistra (A1-E2 senza D1). Giocatore 1 (A) vi ha tre esploratori, Giocatori 2 (B) e 3 (C) due ciascuno, Giocatore 4 (D) uno; nessuno ha un forte o un insediamento, quindi non si pesca alcun Gettone Scoperta (EN-I3) e l'isola vale le sue 10 carte (EN-I4). Giocatore 1 ha pescato una baia, con la nave sul cerchio di partenza sopra D1, e non ha più oro per costruire. Mettere la baia in D1 con l'acqua a nord completa l'isola (EN-I1): qtgames ruling entdecker-example-1.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Posizione per posizione un'isola da 10 dà 10, 5, 3, 2 (ognuno la metà del precedente, arrotondato per eccesso). B e C condividono la seconda posizione e segnano 5 ciascuno; D arriva quarto, come se B e C avessero occupato la seconda e la terza posizione, e segna 2.
# source f2bcd9c9
scenario-entdecker-example-2-notes = L'altro esempio del regolamento per EN-I5 (testo francese): un'isola da 10, A e B primi a pari merito, C dopo, dà A 10, B 10, C 3. Nove carte dell'isola stanno nell'angolo in alto a sinistra (A1-E2 senza D1). Giocatori 1 (A) e 2 (B) vi hanno due esploratori ciascuno, Giocatore 3 (C) uno; senza un forte o un insediamento non si pesca alcun gettone (EN-I3), quindi l'isola vale le sue 10 carte (EN-I4). Giocatore 1 ha pescato una baia, con la nave sul cerchio di partenza sopra D1, e non ha più oro per costruire. Metterla in D1 con l'acqua a nord completa l'isola: qtgames ruling entdecker-example-2.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Posizione per posizione un'isola da 10 dà 10, 5, 3 (ognuno la metà del precedente, arrotondato per eccesso). A e B condividono la prima posizione e segnano 10 ciascuno; C arriva terzo, come se A e B avessero occupato la prima e la seconda posizione, e segna 3.
