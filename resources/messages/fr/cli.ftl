# source c40b4af1
cli-labelled = { $label } : { $text }
# The result line: $winners is the winners' names listed ("Player 1 (hard) and Player 2 (easy)"), $count how many.
# source d791b4e0
cli-winners =
    { $game } : { $winners } { $count ->
        [one] gagne
       *[other] gagnent
    }.
# source 3da7f382
cli-nobody-wins = { $game } : personne ne gagne.
# One row of the result's table, after the player's name: the score (0 to 1, written "0.50"), and the points where the game counts them.
# source 757ea831
cli-score = score { $score }
# source 20a8109f
cli-points =
    { $points } { $points ->
        [one] point
       *[other] points
    }
# source 0d9368b0
cli-record-written = Partie enregistrée dans { $file }
# source 79fc1e91
cli-picture-written = Image enregistrée dans { $file }
# source 7258bb84
cli-game-goes-on = La partie continue : { $player } doit décider ({ $prompt })
# source db718fe9
cli-valid-position = { $label } : une position valide de { $game } ; { $player } décide : { $prompt }
# source 0e75e6f0
cli-valid-position-over = { $label } : une position valide de { $game } ; la partie est finie
# ruling: the action asked about (as JSON), then its events and what it changed.
# source 6c05ab2a
cli-action = Action : { $action }
# source 65835cd4
cli-changed = Changements :
# source adebd295
cli-decides = { $player } décide ({ $rule }) : { $prompt }
# source 09d72da4
cli-decides-instead = { $player } ne décide pas maintenant : { $decider } décide ({ $rule }) : { $prompt }
# source 58f35fc4
cli-no-actions = La partie est finie : aucune action.
# An action the rules refuse, its label padded to a column, then the rule and why.
# source 301480a8
cli-refused = non : { $label } { $rule } : { $reason }
# source 324e0bfe
cli-report-holds = { $label } : tient toujours : { $title } — { $answer }
# A ruling report's title when it has none.
# source c9e66e24
cli-recorded-answer = la réponse enregistrée
# source bb58d31e
cli-report-changed = { $label } : a changé : désormais { $now }
# source 61f44216
cli-tournament =
    { $game } : { $games } { $games ->
        [one] partie
       *[other] parties
    }, places tournantes, graine { $seed }{ $options }
# The tables' column headings.
# source 463d2eb7
cli-column-player = joueur
# source 9dc0cd8e
cli-column-score = score
# source 7108bf61
cli-column-interval = intervalle à 95 %
# source 7d42357d
cli-column-decision = décision moy.
# source c0a5dae5
cli-column-pair = haut contre bas
# source 7d250d63
cli-column-upper-score = score du haut
# source a78a1baa
cli-column-counted = comptées
# source 762cda61
cli-column-lower-times = bas moy. / p95
# source bbaeee6e
cli-column-upper-times = haut moy. / p95
# source 7d8fc7a3
cli-column-times-note = (secondes par vrai choix)
# A pair of AI levels in the ladder's table: "hard vs normal".
# source 10473b3b
cli-pair = { $upper } contre { $lower }
# source 81a7303d
cli-ladder =
    Échelle de { $game } : { $games } { $games ->
        [one] partie
       *[other] parties
    } par paire, places tournantes, graine { $seed } ; { $where }
# source 02e466d3
cli-ladder-processes =
    { $jobs } { $jobs ->
        [one] processus
       *[other] processus
    }
# source 439721e1
cli-ladder-cluster = grappe Dask { $address }
# With --min-counted: the pairs play on until that many games are counted.
# source d3e19896
cli-ladder-top-up = Des parties de plus jusqu'à { $counted } comptées, au plus { $most } par paire.
# Games of three or more players: the pair's two levels, the other seats $third.
# source c1572a1b
cli-ladder-third-seat = { $players } joueurs, { $third } aux autres places (la part des victoires revenant à la paire ; les parties gagnées par d'autres ne comptent pas).
# source aceb1c84
cli-ratings = classement (Bradley–Terry sur l'échelle Elo, { $lowest } = 0, intervalle à 95 %), après { $minutes } min :
# source ef99ef31
cli-progress-matches = { $done }/{ $total } parties
# Seen from the deciding player's view, or with the dice laid out as they will fall.
# source c8186c67
cli-analysis-heading =
    { $player } décide : { $prompt } ({ $legal } { $legal ->
        [one] coup légal
       *[other] coups légaux
    } ; { $laid_out ->
        [true] tel que disposé (les dés tirés au sort)
       *[false] du point de vue de { $player }
    })
# source 1edc69bb
cli-analysis-one-move = Un seul coup légal : rien à comparer ; sa chance est ci-dessous.
# The likely continuation after a move, its steps joined by arrows.
# source 57b4aeee
cli-analysis-then = puis { $steps }
# source 403fb77c
cli-analysis-left-out = Écartés ({ $count } : moins bons à un coup d'avance) : { $moves }
# source 66998487
cli-analysis-summary = { $playouts } simulations dans { $worlds } mondes tirés, { $seconds } s ; arrêt : { $why } ; chances { $calibrated } ; graine { $seed }
# Why the search stopped: $stopped is precision, budget, time or cancelled.
# source 70533462
cli-analysis-stopped =
    { $stopped ->
        [precision] les deux meilleurs sont connus à ±{ $points } points près
        [budget] le budget est épuisé
        [time] le temps est écoulé
       *[cancelled] annulé
    }
# How the chances are given: $how is calibrated (mapped by the game's calibration), measured (the raw means, measured calibrated as they are) or raw.
# source bbd5a297
cli-analysis-chances =
    { $how ->
        [calibrated] calibrées
        [measured] moyennes brutes, mesurées calibrées telles quelles
       *[raw] non calibrées (aucune table fournie)
    }
# A fact's value that is a mean over the sampled worlds, not exact.
# source dad3d959
cli-analysis-mean = { $value } (moyenne)
# source 6966d216
cli-analysis-progress = { $playouts } simulations…
# source 019b154e
cli-review-heading = { $game } : { $moves } coups revus ; jugés : { $judged }
# source 25f08357
cli-review-loss = { $grade } : −{ $points } points (meilleur : { $best }, { $chance })
# source 0fd14429
cli-review-within = (meilleur : { $best }, { $chance } ; dans la marge d'erreur de l'analyse)
# source 30e31dc4
cli-review-result = résultat : { $shares }
# source ff96a906
cli-review-written = Revue enregistrée dans { $file }
# source f34df413
cli-review-kept = Revue gardée dans { $file }
# source dd6a7f46
cli-progress-moves = { $done }/{ $total } coups
# A move's grade, in capitals in the review's table: $grade is inaccuracy, mistake or blunder.
# source 799e6692
cli-review-grade =
    { $grade ->
        [inaccuracy] IMPRÉCISION
        [mistake] ERREUR
       *[blunder] GAFFE
    }
# How many moves of a grade a player made ("2 blunders").
# source 69c54fe1
cli-review-count =
    { $count } { $grade ->
        [inaccuracy]
            { $count ->
                [one] imprécision
               *[other] imprécisions
            }
        [mistake]
            { $count ->
                [one] erreur
               *[other] erreurs
            }
       *[blunder]
            { $count ->
                [one] gaffe
               *[other] gaffes
            }
    }
# An --action that is a number ($number, as typed) beyond the $legal legal actions it picks from.
# source 49d86836
cli-action-number = il y a { $legal } coups autorisés, pas { $number }
# An --action that is neither a number nor JSON; $problem says what is wrong with its JSON.
# source 57bdbd57
cli-action-json = doit être du JSON comme { "{" }"bid": 5{ "}" } ou un nombre ({ $problem })
