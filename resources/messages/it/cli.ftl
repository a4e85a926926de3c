# source c40b4af1
cli-labelled = { $label }: { $text }
# The result line: $winners is the winners' names listed ("Player 1 (hard) and Player 2 (easy)"), $count how many.
# source d791b4e0
cli-winners =
    { $game }: { $winners } { $count ->
        [one] vince
       *[other] vincono
    }.
# source 3da7f382
cli-nobody-wins = { $game }: non vince nessuno.
# One row of the result's table, after the player's name: the score (0 to 1, written "0.50"), and the points where the game counts them.
# source 757ea831
cli-score = punteggio { $score }
# source 20a8109f
cli-points =
    { $points } { $points ->
        [one] punto
       *[other] punti
    }
# source 0d9368b0
cli-record-written = Partita salvata in { $file }
# source 79fc1e91
cli-picture-written = Immagine salvata in { $file }
# source 7258bb84
cli-game-goes-on = La partita continua: decide { $player } ({ $prompt })
# source db718fe9
cli-valid-position = { $label }: una posizione valida di { $game }; { $player } decide: { $prompt }
# source 0e75e6f0
cli-valid-position-over = { $label }: una posizione valida di { $game }; la partita è finita
# ruling: the action asked about (as JSON), then its events and what it changed.
# source 6c05ab2a
cli-action = Azione: { $action }
# source 65835cd4
cli-changed = Cambiamenti:
# source adebd295
cli-decides = { $player } decide ({ $rule }): { $prompt }
# source 09d72da4
cli-decides-instead = { $player } non decide ora: decide { $decider } ({ $rule }): { $prompt }
# source 58f35fc4
cli-no-actions = La partita è finita: nessuna azione.
# An action the rules refuse, its label padded to a column, then the rule and why.
# source 301480a8
cli-refused = no: { $label } { $rule }: { $reason }
# source 324e0bfe
cli-report-holds = { $label }: vale ancora: { $title } — { $answer }
# A ruling report's title when it has none.
# source c9e66e24
cli-recorded-answer = la risposta registrata
# source bb58d31e
cli-report-changed = { $label }: è cambiata: ora { $now }
# source 61f44216
cli-tournament =
    { $game }: { $games } { $games ->
        [one] partita
       *[other] partite
    }, posti a rotazione, seme { $seed }{ $options }
# The tables' column headings.
# source 463d2eb7
cli-column-player = giocatore
# source 9dc0cd8e
cli-column-score = punteggio
# source 7108bf61
cli-column-interval = intervallo 95%
# source 7d42357d
cli-column-decision = decisione media
# source c0a5dae5
cli-column-pair = alto contro basso
# source 7d250d63
cli-column-upper-score = punti dell'alto
# source a78a1baa
cli-column-counted = contate
# source 762cda61
cli-column-lower-times = basso media / p95
# source bbaeee6e
cli-column-upper-times = alto media / p95
# source 7d8fc7a3
cli-column-times-note = (secondi per scelta vera)
# A pair of AI levels in the ladder's table: "hard vs normal".
# source 10473b3b
cli-pair = { $upper } contro { $lower }
# source 81a7303d
cli-ladder =
    Scala di { $game }: { $games } { $games ->
        [one] partita
       *[other] partite
    } per coppia, posti a rotazione, seme { $seed }; { $where }
# source 02e466d3
cli-ladder-processes =
    { $jobs } { $jobs ->
        [one] processo
       *[other] processi
    }
# source 439721e1
cli-ladder-cluster = cluster Dask { $address }
# With --min-counted: the pairs play on until that many games are counted.
# source d3e19896
cli-ladder-top-up = Altre partite finché { $counted } sono contate, al massimo { $most } per coppia.
# Games of three or more players: the pair's two levels, the other seats $third.
# source c1572a1b
cli-ladder-third-seat = { $players } giocatori, { $third } negli altri posti (la quota di vittorie della coppia; le partite vinte da altri non contano).
# source aceb1c84
cli-ratings = classifica (Bradley–Terry sulla scala Elo, { $lowest } = 0, intervallo 95%), dopo { $minutes } min:
# source ef99ef31
cli-progress-matches = { $done }/{ $total } partite
# Seen from the deciding player's view, or with the dice laid out as they will fall.
# source c8186c67
cli-analysis-heading =
    { $player } decide: { $prompt } ({ $legal } { $legal ->
        [one] mossa legale
       *[other] mosse legali
    }; { $laid_out ->
        [true] come disposto (i dadi estratti)
       *[false] dal punto di vista di { $player }
    })
# source 1edc69bb
cli-analysis-one-move = Una sola mossa legale: niente da confrontare; la sua probabilità è qui sotto.
# The likely continuation after a move, its steps joined by arrows.
# source 57b4aeee
cli-analysis-then = poi { $steps }
# source 403fb77c
cli-analysis-left-out = Escluse ({ $count }: sembravano peggiori a una mossa di distanza): { $moves }
# source 66998487
cli-analysis-summary = { $playouts } simulazioni in { $worlds } mondi estratti, { $seconds } s; fermata: { $why }; probabilità { $calibrated }; seme { $seed }
# Why the search stopped: $stopped is precision, budget, time or cancelled.
# source 70533462
cli-analysis-stopped =
    { $stopped ->
        [precision] le due migliori sono note a ±{ $points } punti
        [budget] il budget è esaurito
        [time] il tempo è scaduto
       *[cancelled] annullata
    }
# How the chances are given: $how is calibrated (mapped by the game's calibration), measured (the raw means, measured calibrated as they are) or raw.
# source bbd5a297
cli-analysis-chances =
    { $how ->
        [calibrated] calibrate
        [measured] medie grezze, misurate calibrate così come sono
       *[raw] non calibrate (nessuna tabella fornita)
    }
# A fact's value that is a mean over the sampled worlds, not exact.
# source dad3d959
cli-analysis-mean = { $value } (media)
# source 6966d216
cli-analysis-progress = { $playouts } simulazioni…
# source 019b154e
cli-review-heading = { $game }: { $moves } mosse esaminate; giudicati: { $judged }
# source 25f08357
cli-review-loss = { $grade }: −{ $points } punti (migliore: { $best }, { $chance })
# source 0fd14429
cli-review-within = (migliore: { $best }, { $chance }; entro l'errore dell'analisi)
# source 30e31dc4
cli-review-result = risultato: { $shares }
# source ff96a906
cli-review-written = Revisione salvata in { $file }
# source f34df413
cli-review-kept = Revisione conservata in { $file }
# source dd6a7f46
cli-progress-moves = { $done }/{ $total } mosse
# A move's grade, in capitals in the review's table: $grade is inaccuracy, mistake or blunder.
# source 799e6692
cli-review-grade =
    { $grade ->
        [inaccuracy] IMPRECISIONE
        [mistake] ERRORE
       *[blunder] SVISTA GRAVE
    }
# How many moves of a grade a player made ("2 blunders").
# source 69c54fe1
cli-review-count =
    { $count } { $grade ->
        [inaccuracy]
            { $count ->
                [one] imprecisione
               *[other] imprecisioni
            }
        [mistake]
            { $count ->
                [one] errore
               *[other] errori
            }
       *[blunder]
            { $count ->
                [one] svista grave
               *[other] sviste gravi
            }
    }
# An --action that is a number ($number, as typed) beyond the $legal legal actions it picks from.
# source 49d86836
cli-action-number = ci sono { $legal } azioni consentite, non { $number }
# An --action that is neither a number nor JSON; $problem says what is wrong with its JSON.
# source 57bdbd57
cli-action-json = deve essere JSON come { "{" }"bid": 5{ "}" } o un numero ({ $problem })
