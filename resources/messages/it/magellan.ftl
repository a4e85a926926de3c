### Magellan in italiano: il registro delle mosse, le domande, le mosse proposte, i rifiuti, le opzioni
### di regola e i titoli dei rompicapi.
###
### Tradotto dall'inglese (resources/rules/magellan.md, dal regolamento ungherese di Hans im Glück),
### con le parole dei giochi d'asta in italiano: carta esploratore, carta oro, mazzo, pila degli scarti,
### asta, offerta, rilanciare, passare, banditore, borsa (il sacchetto di monete stampato), corona,
### nave, casella I/II/III, veto, saccheggio. Gli esploratori mantengono il nome dei dati del gioco
### («Christopher Columbus»); il testo chiama le loro carte all'italiana (carta Colombo, carta
### Magellano). Una carta oro si nomina con il suo valore e «un» («un 8»). Le frasi cominciano con il
### giocatore, perché l'applicazione mette il suo nome al posto di «Giocatore 2».
###
### Fonti dei termini (cercate nel novembre 2026). Magellan (Hans im Glück, 2002; «Pizarro & Co.» in
### inglese): nessuna edizione italiana trovata. La traduzione italiana del regolamento di Giochi Rari
### (versione 1.0, luglio 2002, per «Pizarro»):
### https://fdocumenti.com/document/traduzione-e-adattamento-a-cura-di-giochi-rari-versione-1-fpdf-siamo-al-tempo.html
### dice esploratori, offerte, re e regine, Cristoforo Colombo, Ferdinando Magellano; la recensione
### della Tana dei Goblin https://www.goblins.net/recensioni/pizarro-co dice asta (a rilancio),
### esploratori, fase, plancia di gioco, mazzo. Le schede https://www.bigcream.it/en/Giochi/magellan.html
### e https://www.giochinscatola.it/gioco/pizarro-e-co chiamano le carte oro «carte denaro» e parlano di
### navi e tabellone: «carta oro» resta, perché segue il nome del regolamento inglese (gold card) e i
### sacchi d'oro stampati, e nessuna fonte è un regolamento. Per «veto», «saccheggio» e «banditore»
### nessuna fonte italiana: sono scelte di traduzione.

# source 3c245c85
magellan-cards =
    { $count ->
        [0] niente
       *[other] { $cards }
    }

## Il registro delle mosse

# source 13d742f0
boards_set = { $players } giocatori, plance sui lati { $first } e { $second }; ognuno riceve le carte oro da 1 a 9, { $deck } carte formano il mazzo.
# source 5d9764e8
turned_up =
    Fase { $phase }: { $explorer } va all'asta ({ $left } { $left ->
        [one] carta rimasta
       *[other] carte rimaste
    }).
# source 1d06bf3f
veto = { $player } pone il veto: { $explorer } va in fondo al mazzo.
# source 82435855
veto_gained = La carta Colombo di { $player } è scoperta: un veto più avanti nella fase I.
# source 9c779f9d
opens_instead = { $invited } non può fare offerte su questa carta; apre { $player }.
# source 136cf0a3
bid = { $player } offre { $amount }.
# source d1b549d5
passed = { $player } passa.
# source f19d346a
cannot_raise = { $player } non può pagare più di { $limit } e si ritira.
# source 74d12438
unsold = Nessuno fa offerte per { $explorer }: la carta torna nella scatola.
# source 7d4f733a
sold = { $player } compra { $explorer } per { $price }.
# source 4942619a
paid =
    { $player } paga { $cards }{ $over ->
        [0] { "" }
       *[other] { " " }(pagando { $over } in più)
    }{ $only ->
        [true] : le sole carte in mano che pagano { $price }.
       *[false] .
    }
# source 43890c1a
shows_gold = { $player } scopre il suo oro sul tavolo: { $cards }.
# source f00db532
stolen = { $thief } pesca un { $card } dalla mano di { $player } e lo mette sulla pila degli scarti.
# source 491ce950
ship =
    { $player } { $first ->
        [true] mette una nave
       *[false] avanza una nave
    } sulla casella { $field } di { $explorer }{ $half ->
        [left] { " " }(metà sinistra).
        [right] { " " }(metà destra).
       *[none] .
    }
# source 74fbcd39
drew_gold =
    { $player } pesca { $count } { $count ->
        [one] carta oro
       *[other] carte oro
    }.
# source 0d62a1d5
under =
    { $player } fa scivolare { $card ->
        [none] una carta oro
       *[other] un { $card }
    } sotto una carta Magellano (pila di { $cards }).
# source afef914f
phase_over = La fase { $phase } è finita.
# source c18b1e94
gold_back = { $player } riprende in mano l'oro scoperto.
# source 264547ae
ships_boxed = Le navi non piazzate nella fase I tornano nella scatola.
# source adaf3cd1
new_deck = La pila degli scarti è mescolata nel mazzo ({ $cards } carte).
# source 3ed4a5e3
basic_gold = Ognuno riceve { $count } carte oro.
# source 3fc12861
money_bags =
    { $player } riceve { $count } { $count ->
        [one] carta oro
       *[other] carte oro
    } per le borse.
# source c011c11f
exchanged =
    { $player } scambia { $count ->
        [one] la carta oro che vale { $cards }
       *[other] { $count } carte oro che valgono { $cards }
    } con { $drawn ->
        [0] nessuna carta nuova (non ne resta da pescare)
        [one] una nuova
       *[other] { $drawn } nuove
    }.
# source b8f27eab
kept = { $player } tiene la sua mano.
# source bf5af2a8
reshuffled = Il mazzo è vuoto: la pila degli scarti è mescolata in un nuovo mazzo ({ $cards } carte).
# source c410071f
gold_out = Non resta alcuna carta oro da pescare.
# source 4fa6b03a
phase = Comincia la fase { $phase }.
# source 0df630d3
scoring = Il conteggio comincia da { $player }.
# source 1976210c
counted =
    { $player }: caselle { $fields }, Magellano { $stacks }, oro in mano { $hand } ({ $cards }): { $total } { $total ->
        [one] punto
       *[other] punti
    }.
# source 194150fb
plunder_start = { $player } saccheggia con Pizarro: il mazzo delle carte oro è mescolato.
# source 25952a26
plundered = { $player } scopre un { $card }: { $total } finora.
# source 7a440022
plunder_end =
    { $player } si ferma a { $total }: { $over ->
        [true] oltre { $limit }, niente
       *[false]
            { $points } { $points ->
                [one] punto
               *[other] punti
            }
    } (totale { $score }).
# source 4a4e3bd8
victory =
    { $players } { $count ->
        [one] vince
       *[other] vincono
    } con { $points } { $points ->
        [one] punto
       *[other] punti
    }.

## Le domande

# source 68c0b7ad
magellan-prompt-veto = Chi possiede una carta Colombo può porre il veto sulla carta appena scoperta, o lasciarla all'asta.
# source d468634c
magellan-prompt-bid = Rilancia o passa.
# source 503c2566
magellan-prompt-pay = Scegli le carte oro che pagano la tua offerta.
# source 883eba20
magellan-prompt-half = Scegli la metà sinistra o destra della casella per la tua nave.
# source 78949cda
magellan-prompt-stack = Scegli la pila Magellano la cui nave avanza.
# source ae3878cf
magellan-prompt-under = Scegli la carta oro che scivola sotto la carta Magellano.
# source f0992bb3
magellan-prompt-exchange = Scegli fino a 3 carte oro da scambiare, o tieni la tua mano.
# source 86e1ecda
magellan-prompt-plunder = Scopri un'altra carta oro o fermati.
# MG-B3 said before it applies, to a player with $count ships not yet placed, while the last explorer card of phase I is up.
# source 78787a33
magellan-last-card-of-phase-one =
    Questa è l'ultima carta esploratore della fase I: le navi non piazzate entro la fine della fase tornano nella scatola (MG-B3), e hai ancora { $count ->
        [one] una nave
       *[other] { $count } navi
    } da piazzare.

## Le mosse proposte

# source c8ca68bd
magellan-action-bid = Offri { $amount } per { $explorer }
# source 9d20d310
magellan-action-pass = Passa
# source d5d1c23f
magellan-action-veto = Veto su { $explorer } (in fondo al mazzo)
# source c67901b4
magellan-action-no-veto = Nessun veto
# source 436ed75c
magellan-action-pay = Paga con { $cards }
# source 079f0c35
magellan-action-half =
    Nave sulla metà { $target ->
        [left] sinistra
       *[right] destra
    } della casella { $phase }
# source 30f88f58
magellan-action-half-move =
    Nave dalla metà { $source ->
        [left] sinistra
       *[right] destra
    } alla metà { $target ->
        [left] sinistra
       *[right] destra
    } della casella { $phase }
# source fcc3653c
magellan-action-join-stack = Unisciti alla pila Magellano sopra { $under }
# source f85aeaaf
magellan-action-under = Fai scivolare un { $value } sotto la carta Magellano
# source 630a1c00
magellan-action-exchange = Scambia { $cards }
# source 4e55f94c
magellan-action-keep-hand = Tieni la tua mano
# source 4401732d
magellan-action-plunder = Scopri un'altra carta oro (totale { $total })
# source 4d60e5ca
magellan-action-stop-plunder = Ferma il saccheggio a { $total }

## I rifiuti

# source 0bc7080d
magellan-game-over = La partita è finita.
# source 32c7e9ce
magellan-half-from-previous = Avanza una nave che hai sulla casella precedente, sulla metà sinistra o destra di questa casella.
# source 5ec5ef23
magellan-join-stack = La nuova carta Magellano si unisce a una tua pila la cui nave si trova sulla casella precedente.
# source bab67f93
magellan-under-paid = Sul lato B la carta sotto la carta Magellano è una delle carte che hai appena pagato.
# source b6dfd67d
magellan-under-hand = Fai scivolare una delle carte oro della tua mano sotto la carta Magellano.
# source 11d7d59b
magellan-exchange-three = Scambia al massimo 3 carte oro, tutte dalla tua mano.
# source 663fcc00
magellan-no-gold-left = Non resta alcuna carta oro da scoprire.
# source a9083523
magellan-veto-phase-one = Il veto si può usare solo nella fase I, non nelle fasi II e III.
# source bbd59eb2
magellan-veto-owner = Solo chi possiede una carta Colombo della fase I non ancora usata può porre il veto.
# source 08333164
magellan-veto-last-card = Non si può porre il veto sull'ultima carta di una fase.
# source 75d11ac9
magellan-veto-when = Il veto si pone quando la carta è scoperta, prima della prima offerta.
# source de06bcee
magellan-bid-one = Un'offerta è almeno 1.
# source 317ead91
magellan-raise = Rilancia: l'offerta è a { $bid }.
# source 3a95fb78
magellan-no-ship-to-place = Non hai più navi da piazzare, quindi non puoi comprare nella fase I.
# source b7ebef3a
magellan-bought-before = Nella fase { $phase } possono fare offerte solo i giocatori che hanno comprato questo esploratore nella fase { $previous }.
# source 64836c84
magellan-no-ship-to-move = Non hai più navi sulla casella { $previous } di questo esploratore da far avanzare.
# source 602804d0
magellan-keep-one = Dopo aver pagato ti deve restare in mano una carta oro: puoi offrire al massimo { $most }.
# source 0d1c8b9c
magellan-bid-cap = Non puoi offrire più di quanto vale il tuo oro: al massimo { $most }.
# source 55448ac4
magellan-pay-own = Paga solo con carte oro che hai in mano.
# source d25787eb
magellan-underpaid = Le carte fanno { $total }, meno della tua offerta di { $price }.
# source ecb0561b
magellan-overpaid = Puoi pagare esattamente { $price }, quindi non puoi pagare di più.
# source c8147952
magellan-no-change = Nessuna carta può essere tolta da un pagamento in eccesso: non si dà il resto.

## Gli obiettivi dei rompicapi

# source 5c6205fb
magellan-goal-auction-below = vinci un'asta pagando meno di { $target }
# source 358e6450
magellan-goal-points = finisci la partita con almeno { $target } punti
# source a0b4738c
magellan-fact-points = Punti se la partita si contasse dopo la mossa

## Le opzioni di regola

# source e80bec5e
magellan-option-board1 = Lato della plancia 1 (Marco Polo, Vasco da Gama, James Cook)
    .help = Il lato A è consigliato per la prima partita. I valori delle plance sono stime della comunità: modifica magellan.json nella tua cartella dei dati perché corrispondano alla tua copia.
# source aae36fe0
magellan-option-board2 = Lato della plancia 2 (Colombo, Pizarro, Magellano)
    .help = Il lato A è consigliato per la prima partita. I valori delle plance sono stime della comunità: modifica magellan.json nella tua cartella dei dati perché corrispondano alla tua copia.
# source 8f5de1dd
magellan-option-unsold_opener = Chi apre dopo una carta invenduta
    .help = previous_opener: il giocatore che ha aperto l'asta della carta invenduta apre di nuovo; auctioneer: apre il banditore, come per la prima carta della partita.
# source 80846c9a
magellan-option-veto_last_card = Veto sull'ultima carta di una fase
    .help = Disattivata: non si può porre il veto sull'ultima carta di una fase (tornerebbe subito). Attivata: si può, e il veto è speso per niente.
# source 7ca68dbf
magellan-problem-needs-card = Questa decisione richiede una carta all'asta
# source e1df1888
magellan-problem-needs-buyer = Questa decisione richiede il compratore della carta
# What a field of the position breaks, said after the field's name: $phase is I, II or III, $player a player.
# source 6d5d152f
magellan-problem-phase-over = la fase { $phase } è finita, quindi il suo mazzo è esaurito
# source c7e3d0fa
magellan-problem-deck-left = questa decisione viene dopo l'ultima carta della fase { $phase }, quindi il suo mazzo è esaurito
# source 29197fb5
magellan-problem-boxed-early = la fase { $phase } non è cominciata: nessuna delle sue carte è ancora nella scatola
# source fbafc26e
magellan-problem-bought-early = la fase { $phase } non è cominciata: nessuno ha ancora comprato le sue carte
# source 32a0b766
magellan-problem-veto-phase = il veto si può porre solo nella fase I
# source 33ebb2da
magellan-problem-scoring-phase = il conteggio segue la fase III
# source 6d7e5793
magellan-problem-known-bottom = conta le carte scartate con il veto in fondo al mazzo attuale: non più di quante ne contenga, e nessuna dopo la fase I
# source c4901ed7
magellan-problem-ships-boxed = le navi non piazzate nella fase I sono tornate nella scatola
# source 3c17e23e
magellan-problem-buying-last = { $player } sta comprando la carta all'asta, quindi è l'ultimo compratore
# source e216cc5a
magellan-problem-buyer-invited = { $player } ha comprato la carta all'asta, quindi tocca a lui aprire la prossima asta
# source 599f0dda
magellan-problem-someone-bought = sono state comprate delle carte, quindi qualcuno ha comprato l'ultima
# source 120480d3
magellan-problem-bought-none = { $player } non ha comprato nessuna carta
# source f3864ed0
magellan-problem-first-auction = Per la primissima carta della fase I apre l'asta il banditore, { $player }
# source d8a90962
magellan-problem-plunder-early = il saccheggio avviene al conteggio, dopo la fase III
# source 432231d5
magellan-problem-not-over = la partita non è ancora finita
# source 82c93e95
magellan-problem-veto-last = la carta all'asta è l'ultima della fase I: non si può porre il veto
# source 40795527
magellan-problem-high-bid-pair = un'offerta più alta (almeno 1) e chi l'ha fatta vanno insieme
# source 1039ff12
magellan-problem-bidder = deve essere un giocatore ancora nell'asta che non detiene l'offerta più alta
# source a96e2030
magellan-problem-leader-in = { $player } detiene l'offerta più alta, quindi non ha passato
# source 802acdb1
magellan-problem-bid-least = un'offerta vale almeno 1
# source e4f9be3a
magellan-problem-stack-choice = una pila si sceglie solo per una carta Magellano della fase II o III
# source 1999558b
magellan-problem-hand-under = sul lato A una carta della mano va sotto, quindi dopo il pagamento ne deve restare una
# $shows: true when the player bought a James Cook A card this phase.
# source 7fe9af68
magellan-problem-showing =
    { $shows ->
        [true] { $player } ha comprato una carta James Cook (lato A) in questa fase, quindi il suo oro è scoperto
       *[false] solo un giocatore che ha comprato una carta James Cook (lato A) in questa fase mostra il suo oro
    }
# source b893ed78
magellan-problem-payment-discarded = il pagamento va nella pila degli scarti (solo un pagamento di Magellano B aspetta qui che una sua carta vada sotto)
# $explorer is an explorer's name; $split: true when the field is split in halves on this side.
# source 1874741b
magellan-problem-half =
    { $split ->
        [true] la nave di { $player } deve stare sulla metà sinistra (0) o destra (1): la casella { $phase } di { $explorer } è divisa su questo lato
       *[false] la nave di { $player } deve stare sull'intera casella (metà -1): la casella { $phase } di { $explorer } non è divisa su questo lato
    }
# source c0e88b60
magellan-problem-capacity = contiene { $ships } navi, ma la casella { $phase } ha posto per { $room } (una per carta con dorso { $phase })
# source 7dc3cbe9
magellan-problem-moved-on =
    { $player } ha comprato { $count } { $count ->
        [one] carta
       *[other] carte
    } { $explorer } nella fase { $phase } ma solo { $before } nella fase { $earlier }: ognuna deve far avanzare una nave dalla casella precedente
# source 399d9fb2
magellan-problem-ships-here =
    { $player } ha qui { $have } { $have ->
        [one] nave
       *[other] navi
    }, ma le sue carte { $explorer } ne mettono qui { $want } (comprate nella fase { $phase }, meno quelle avanzate)
# source b36b90ee
magellan-problem-ships-left = { $player } ha { $ships } navi: { $on_board } sulla plancia ne lasciano { $to_place } da piazzare, non { $left }
# source 59040371
magellan-problem-ships-over = { $player } ha { $on_board } navi sulla plancia, ma solo { $ships } in tutto
# source b2f76e8f
magellan-problem-vetoes =
    { $player } ha { $vetoes } { $vetoes ->
        [one] veto
       *[other] veti
    } ma ha comprato { $granted } { $granted ->
        [one] carta
       *[other] carte
    } Colombo nella fase I
# source 474580aa
magellan-problem-payment-listed = sul lato B di Magellano una carta del pagamento va sotto: elenca le carte pagate (almeno il prezzo, { $price })
# A list that belongs to one decision only: $field is veto_queue, exchange_queue, score_order or plunder_player.
# source 25e6208d
magellan-problem-leftover =
    { $field ->
        [veto_queue] elenca i giocatori che devono ancora rispondere a un veto: è vuota in questa decisione
        [exchange_queue] elenca gli scambi ancora dovuti: è vuota in questa decisione
        [score_order] elenca i giocatori ancora da contare: è vuota in questa decisione
       *[plunder_player] indica chi saccheggia ora: è vuoto in questa decisione
    }
# $holders, $turns: seats as the file writes them ("[0, 2]").
# source ad1dae12
magellan-problem-veto-queue = deve elencare chi possiede Colombo e deve ancora rispondere, in senso orario dall'invitato { $player }: la fine di { $holders }
# source 68f061cf
magellan-problem-bidder-out = { $player } può pagare al massimo { $most }, quindi non può rilanciare su { $high } ed è fuori
# source 2a015f43
magellan-problem-not-split = la casella { $phase } di { $explorer } non è divisa a metà su questo lato
# source 9fb1ecfb
magellan-problem-nothing-under = le caselle di { $explorer } non mettono carte sotto una carta Magellano
# source b7630da0
magellan-problem-target-stack =
    è -1 per una nuova pila nella fase I, altrimenti la pila la cui nave è avanzata (con { $count } { $count ->
        [one] carta
       *[other] carte
    })
# source 22e6111a
magellan-problem-exchange-queue = deve elencare gli scambi ancora dovuti, la fine di { $turns }
# source e41d44a2
magellan-problem-plunderer = deve indicare un giocatore con una nave su una casella di saccheggio (Pizarro B III)
# source 7f8275f7
magellan-problem-plunders-left =
    { $player } ha { $fields } { $fields ->
        [one] casella
       *[other] caselle
    } di saccheggio: dopo questo possono seguire al massimo { $more } { $more ->
        [one] saccheggio
       *[other] saccheggi
    }
# source b57b4507
magellan-problem-plunder-sum = è la somma delle carte girate questa volta (la fine di plunder.cards), al massimo { $limit }
# source 472880f2
magellan-problem-points-early = i punti si contano dopo la fase III: per ora nessuno
# $counted: whether the player is counted already; $first: the player counting starts with.
# source 443b2f1e
magellan-problem-counted =
    { $counted ->
        [true] { $player } è già contato (in senso orario da { $first })
       *[false] { $player } non è ancora contato (in senso orario da { $first })
    }
# source 0bdfafe6
magellan-problem-not-counted = { $player } non è ancora contato
# A gold card of $value listed once more than the $count copies there are; $where: where they are ("hands[0] 2, gold_deck 5").
# source 7dc9051b
magellan-problem-gold-extra = contiene una carta oro di valore { $value } di troppo: ne esistono solo { $count } ({ $where })
# source 2ef28164
magellan-problem-gold-missing = { $missing } delle { $count } carte oro di valore { $value } non sono da nessuna parte; le carte non viste stanno nel mazzo
# source 6a4c1537
magellan-problem-explorer-extra = contiene una carta { $explorer } con dorso { $phase } di troppo: ne esistono solo { $count }
# source f094165e
magellan-problem-explorer-missing =
    { $missing ->
        [one] { $missing } carta { $explorer } con dorso { $phase } non è da nessuna parte (né nel mazzo, né nella scatola, né comprata, né all'asta)
       *[other] { $missing } carte { $explorer } con dorso { $phase } non sono da nessuna parte (né nel mazzo, né nella scatola, né comprate, né all'asta)
    }
# $want, $have: magellan-problem-stack-sizes.
# source 88bd5ce1
magellan-problem-stacks = le navi Magellano di { $player } richiedono { $want }, non { $have }: una carta oro sotto ogni carta Magellano, una pila per nave
# Magellan stacks by their sizes: $stacks how many, $cards the one stack's cards, $sizes every stack's, listed ("1, 2").
# source c1b30ff3
magellan-problem-stack-sizes =
    { $stacks ->
        [0] nessuna pila
        [1]
            una pila di { $cards } { $cards ->
                [one] carta oro
               *[other] carte oro
            }
       *[other] pile di { $sizes } carte oro
    }
# $reason: the refusal's sentence that says why the bid is capped.
# source 660f16c6
magellan-problem-limit = vale { $limit }, ma { $player } può offrire al massimo { $most } su questa carta — { $reason }
# source 83784ca7
magellan-problem-cannot-bid = { $player } non può fare offerte su questa carta, quindi è fuori — { $reason }
# source 32e966f1
magellan-problem-cannot-pay = { $player } non può pagare { $amount } per questa carta — { $reason }
# $nobody: true when no player may bid ($seat is then -1).
# source ecf580ee
magellan-problem-opener =
    { $nobody ->
        [true] deve valere -1: nessun giocatore, in senso orario dall'invitato { $invited }, può fare offerte su questa carta
       *[false] deve valere { $seat } ({ $player }): il primo giocatore, in senso orario dall'invitato { $invited }, che può fare offerte su questa carta
    }
# $seats: seats as the file writes them ("[0, 2]"); $players: the same players, listed.
# source ebfa1029
magellan-problem-winners = deve valere { $seats } ({ $players }): i giocatori con più punti ({ $best })
# source 8e2677aa
magellan-problem-score-order = deve valere { $seats } ({ $players }): il conteggio va in senso orario da { $first }
# source 581b0bbd
magellan-problem-nobody = nessuno
# $low: what the fields, stacks and gold in hand count; $plunder: the most plunder can add (0: none).
# source dec46ae7
magellan-problem-score =
    { $plunder ->
        [0] le caselle, le pile Magellano e l'oro in mano di { $player } valgono { $low }: non { $score }
       *[other] le caselle, le pile Magellano e l'oro in mano di { $player } valgono { $low }, il saccheggio aggiunge al massimo { $plunder }: non { $score }
    }

## I nomi delle plance

# source 966881cd
magellan-board-1 = Plancia 1
# source e82f3ffc
magellan-board-2 = Plancia 2
# source c853ecfd
magellan-explorer-marco-polo = Marco Polo
# source 1c0a1351
magellan-explorer-vasco-da-gama = Vasco da Gama
# source 8c5bb774
magellan-explorer-cook = James Cook
# source 5c8b9907
magellan-explorer-columbus = Cristoforo Colombo
# source a62b661b
magellan-explorer-pizarro = Francisco Pizarro
# source 5dc14daf
magellan-explorer-magellan = Ferdinando Magellano
# source a65d882b
magellan-file-gold-value = deve essere il valore di una carta oro
# $top is the highest gold card value.
# source 6ab5153d
magellan-file-gold-value-top = deve essere il valore di una carta oro, da 1 a { $top }
# source 664ddff7
magellan-file-gold-list = deve essere una lista di valori di carte oro
# source 013b6bb6
magellan-file-explorer-list = deve essere una lista di chiavi di esploratori
# source c7a48d20
magellan-file-phase-lists = deve essere 3 liste: le fasi I, II e III
# source b38e3f61
magellan-file-seat-lists = deve essere { $players } liste, una per posto
# source 0fb759eb
magellan-file-seat-stacks = deve essere { $players } liste di pile, una per posto
# source 4173e281
magellan-file-stack-list = deve essere una lista di pile
# source 46685c22
magellan-file-field-lists = deve essere 3 liste: le navi delle caselle I, II e III
# source 6db8a3fb
magellan-file-pair-list = deve essere una lista di coppie [posto, metà]
# $high is the last seat (counted from 0); a half is -1 (none), 0 (left) or 1 (right).
# source a56a5590
magellan-file-pair = deve essere [posto da 0 a { $high }, metà -1/0/1]
# $explorers lists the explorers' keys, as files write them.
# source b1442e98
magellan-file-no-explorer = non è un esploratore; gli esploratori sono { $explorers }
# $count is the number of explorers.
# source e2a97a7a
magellan-file-bought = deve contenere { $count } numeri da 0 a 99, uno per esploratore ({ $explorers })
# source 75becb0a
magellan-file-draw-field = una casella fa pescare carte (draw > 0) esattamente quando la sua azione è draw
# source dde72666
magellan-file-halves-field = una casella ha delle metà esattamente quando la sua azione è halves
# source b770810f
magellan-file-halves-two = una casella con metà ne ha esattamente 2 (sinistra, destra), e i suoi numeri stanno su di esse
# source 4b40e2d0
magellan-file-magellan-crowns = le caselle Magellano non danno corone proprie (MG-X6)
# source 6d46d11a
magellan-file-plunder-crowns = la casella del saccheggio non dà corone (MG-X5)
# $action is the field's action as the data writes it: exchange, veto or plunder; the fields are I, II and III.
# source 171f94c1
magellan-file-action-field =
    { $action } può stare solo sulla casella { $action ->
        [exchange] I o II
        [veto] I
       *[plunder] III
    }
# source ce681ce8
magellan-file-magellan-fields = un'azione Magellano va su tutte e tre le caselle (ogni nuova carta si unisce a una pila, MG-X6)
# source bb221d6d
magellan-file-gold-once = ogni valore deve comparire una volta sola
# source 32340176
magellan-file-no-starting-gold = ogni giocatore deve cominciare con dell'oro: senza, nessuno può fare offerte (MG-A1c), tutte le carte tornano nella scatola e la partita finisce alla preparazione
# source cf2ca515
magellan-file-no-gold-value = nessuna carta oro ha il valore { $value }
# $players is the most a game has.
# source 05771bbd
magellan-file-more-gold = { $players } giocatori hanno bisogno di più carte di valore { $value }
# source 8b3848fd
magellan-file-phase-cards = ogni fase richiede 1 o più carte per esploratore, non più di quante navi tiene la sua casella
# source 03628798
magellan-file-explorer-order = deve elencare { $explorers } in quest'ordine
# source a6171536
magellan-file-one-board = ogni esploratore sta esattamente su una plancia
# source e0ee7833
magellan-file-every-board = ogni esploratore deve stare su una plancia

## I titoli dei rompicapi, degli esempi e delle decisioni

# source 3c9d8810
scenario-magellan-example-pizarro = Esempio del regolamento: il saccheggio di Pizarro, 5 + 6 + 2 = 13, poi un 8
# source 625861d1
scenario-magellan-example-stacks = Esempio del regolamento: le pile Magellano valgono 8×3 + 5×2 = 34
# source 4d731786
scenario-magellan-puzzle-1 = Rompicapo Magellan 1: un affare
# source a5f3651a
scenario-magellan-puzzle-2 = Rompicapo Magellan 2: la carta sotto la pila
# source a855b1ae
scenario-magellan-puzzle-3 = Rompicapo Magellan 3: falli pagare
# source 33112a2f
ruling-magellan-plunder-over-20 = Un saccheggio di Pizarro oltre 20 non vale nulla (MG-X5)
# source 165bcfc6
ruling-magellan-plunder-over-20-notes = Dall'esempio del regolamento (resources/scenarios/magellan-example-pizarro.json). Giocatore 1 gira quattro carte oro per il saccheggio di Pizarro: 5 + 6 + 2 = 13, e l'8 porta a 21, oltre 20: il saccheggio non vale nulla e Giocatore 1 resta a 36 punti, come nel regolamento.
# source 5f8db8d1
scenario-magellan-puzzle-1-hint-1 = Conta prima l'oro di Giocatore 2: un 1 e un 6. Quanto può offrire al massimo, tenendo una carta da far scivolare sotto?
# source 021dd4a4
scenario-magellan-puzzle-1-notes =
    Fase III. L'ultima carta Ferdinand Magellan (plancia 2 sul lato A) è in gioco e tu, Giocatore 1, apri l'asta. Solo chi ha comprato una carta Magellano nella fase II può fare offerte (MG-A4): tu e Giocatore 2. Giocatore 3 ha oro in abbondanza ma non può fare offerte. Tu hai un 2, un 4 e un 9; Giocatore 2 ha un 1 e un 6.
    Obiettivo: comprare la carta pagando meno di 7 in oro, qualunque cosa faccia Giocatore 2.
    Suggerimento: chi compra una carta Magellano sul lato A ci fa scivolare sotto una carta oro della propria mano (MG-X6), e non si dà resto (MG-A2).
# source 4c2c61ab
scenario-magellan-puzzle-2-notes =
    L'ultima carta della partita, Ferdinand Magellan III (plancia 2 sul lato B), è in gioco e tu, Giocatore 1, offri per primo. Sotto le tue carte Magellano ci sono un 2 e un 9 (nave sulla casella II) e un 7 (nave sulla casella I); la tua nave sulla casella I di Vasco da Gama vale 1. Tu hai un 1, un 4, un 5 e un 8. Giocatore 2, l'unico altro giocatore che può fare offerte (MG-A4), ha un 3 e un 6.
    Sul lato B la carta fatta scivolare sotto la nuova carta Magellano è una di quelle che paghi (MG-X6); ogni pila vale le corone che ha sotto per le sue carte Magellano, e l'oro in mano vale le sue corone (valori 1-3: 3, 4-6: 2, 7-9: 1).
    Obiettivo: finire con almeno 27 punti, qualunque cosa faccia Giocatore 2.
# source 52e21c53
scenario-magellan-puzzle-3-notes =
    L'ultima carta della partita, Christopher Columbus III (10 corone), è in gioco e tu, Giocatore 1, apri l'asta. Tu e Giocatore 2 avete ciascuno una nave sulla casella II di Colombo (5 corone): chi compra la fa avanzare e guadagna 5. Hai 8 punti sulla plancia e in mano un 1, un 2 e un 5; Giocatore 2 ha 8 punti sulla plancia, in mano un 2, un 6 e un 7, e può rilanciare più di te; Giocatore 3 conterà 13. L'oro in mano vale le sue corone (valori 1-3: 3, 4-6: 2, 7-9: 1), e non si dà resto (MG-A2).
    Obiettivo: vincere la partita (una vittoria condivisa conta, MG-E3), qualunque cosa faccia Giocatore 2.
# source bd9ad868
scenario-magellan-puzzle-1-failure = La carta è costata 7 o più, o è andata a Giocatore 2. Quanto può pagare al massimo Giocatore 2?
# source 90512314
scenario-magellan-puzzle-1-success = Un affare: l'ultima carta Magellano è tua per meno di 7 in oro.
# source c44cecd4
scenario-magellan-example-pizarro-notes =
    L'esempio delle pile, con Giocatore 1 anche sulla casella III di Pizarro, plancia 2 sul lato B (MG-X5: saccheggio al conteggio). Giocatore 1 è stato contato per primo: 36 punti. Le carte oro sono state mescolate; le prime sono 5, 6 e 2, poi un 8. Fermarsi dopo tre carte dà altri 13 punti, 49 in tutto:
    qtgames ruling magellan-example-pizarro.json --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_stop": true{ "}" }'
    Ma Giocatore 2 conterà 51, così, avendo bisogno di più per vincere, Giocatore 1 gira una quarta carta (quattro azioni plunder_draw): l'8 porta a 21, oltre 20, e il saccheggio non vale nulla: 36 in totale, come nel regolamento.
# source ba221f2a
scenario-magellan-example-stacks-notes =
    L'esempio di conteggio del regolamento (plancia 1 sul lato A, plancia 2 sul lato B). Giocatore 1 ha appena comprato l'ultima carta della partita, Ferdinand Magellan III, pagando un 5 e un 9, e tiene un 8. Sotto le sue carte Magellano ci sono 2, 1 (nave sulla casella II) e 1, 4 (nave sulla casella II). Fai avanzare la nave della pila 2, 1 e fai scivolare il 5 sotto la nuova carta (MG-X6d; MG-X6 lato B: la carta viene dal pagamento):
    qtgames ruling magellan-example-stacks.json --action '{ "{" }"stack": 0{ "}" }' --action '{ "{" }"under": 5{ "}" }'
    La partita finisce e Giocatore 1 conta (MG-E1): caselle 1 (Marco Polo A casella I: 0, Vasco da Gama A casella I: 1), Magellano 34 (corone 3+3+2 = 8 sotto una pila di tre, 3+2 = 5 sotto una pila di due: 8×3 + 5×2), oro in mano 1: 36 punti. Unirsi invece alla pila 1, 4 dà 7×3 + 6×2 = 33.
