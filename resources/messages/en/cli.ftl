### The command line's own lines (qtgames play, replay, check, ruling, image, tournament, ladder,
### analyse, review): headings, table columns, results. Its --json output, the files it writes and
### its error messages stay English. A value that is a number comes already written ("45.2%",
### "0.50"), so the table's columns line up; $file, $label are file names.


## Joining a name, a file or a rule to what follows it (French puts a space before the colon)

cli-labelled = { $label }: { $text }

## play and replay

# The result line: $winners is the winners' names listed ("Player 1 (hard) and Player 2 (easy)"), $count how many.
cli-winners =
    { $game }: { $winners } { $count ->
        [one] wins
       *[other] win
    }.
cli-nobody-wins = { $game }: nobody wins.
# One row of the result's table, after the player's name: the score (0 to 1, written "0.50"), and the points where the game counts them.
cli-score = score { $score }
cli-points =
    { $points } { $points ->
        [one] point
       *[other] points
    }
cli-record-written = Record written to { $file }
cli-picture-written = Picture written to { $file }
cli-game-goes-on = The game goes on: { $player } to decide ({ $prompt })

## check and ruling

cli-valid-position = { $label }: a valid { $game } position; { $player } decides: { $prompt }
cli-valid-position-over = { $label }: a valid { $game } position; the game is over
# ruling: the action asked about (as JSON), then its events and what it changed.
cli-action = Action: { $action }
cli-changed = Changed:
cli-decides = { $player } decides ({ $rule }): { $prompt }
cli-decides-instead = { $player } does not decide now: { $decider } decides ({ $rule }): { $prompt }
cli-no-actions = The game is over: no actions.
# An action the rules refuse, its label padded to a column, then the rule and why.
cli-refused = no: { $label } { $rule }: { $reason }
cli-report-holds = { $label }: still holds: { $title } — { $answer }
# A ruling report's title when it has none.
cli-recorded-answer = the recorded answer
cli-report-changed = { $label }: changed: now { $now }

## tournament and ladder

cli-tournament =
    { $game }: { $games } { $games ->
        [one] game
       *[other] games
    }, seats rotated, seed { $seed }{ $options }
# The tables' column headings.
cli-column-player = player
cli-column-score = score
cli-column-interval = 95% interval
cli-column-decision = mean decision
cli-column-pair = upper vs lower
cli-column-upper-score = upper score
cli-column-counted = counted
cli-column-lower-times = lower mean / p95
cli-column-upper-times = upper mean / p95
cli-column-times-note = (seconds per real choice)
# A pair of AI levels in the ladder's table: "hard vs normal".
cli-pair = { $upper } vs { $lower }
cli-ladder =
    { $game } ladder: { $games } { $games ->
        [one] game
       *[other] games
    } per pair, seats rotated, seed { $seed }; { $where }
cli-ladder-processes =
    { $jobs } { $jobs ->
        [one] process
       *[other] processes
    }
cli-ladder-cluster = Dask cluster { $address }
# With --min-counted: the pairs play on until that many games are counted.
cli-ladder-top-up = More games until { $counted } are counted, at most { $most } per pair.
# Games of three or more players: the pair's two levels, the other seats $third.
cli-ladder-third-seat = { $players } players with { $third } in the other seats (the pair's share of their wins; games others won left out).
cli-ratings = ratings (Bradley–Terry on the Elo scale, { $lowest } = 0, 95% interval), after { $minutes } min:
cli-progress-matches = { $done }/{ $total } matches

## analyse

# Seen from the deciding player's view, or with the dice laid out as they will fall.
cli-analysis-heading =
    { $player } decides: { $prompt } ({ $legal } legal { $legal ->
        [one] move
       *[other] moves
    }; { $laid_out ->
        [true] as laid out (the dice sampled)
       *[false] from { $player }'s view
    })
cli-analysis-one-move = Only one legal move: there is nothing to compare; its chance is below.
# The likely continuation after a move, its steps joined by arrows.
cli-analysis-then = then { $steps }
cli-analysis-left-out = Left out ({ $count }: they looked worse one move ahead): { $moves }
cli-analysis-summary = { $playouts } playouts in { $worlds } sampled worlds, { $seconds } s; stopped: { $why }; chances { $calibrated }; seed { $seed }
# Why the search stopped: $stopped is precision, budget, time or cancelled.
cli-analysis-stopped =
    { $stopped ->
        [precision] the best two are known to ±{ $points } points
        [budget] the budget was spent
        [time] time ran out
       *[cancelled] cancelled
    }
# How the chances are given: $how is calibrated (mapped by the game's calibration), measured (the raw means, measured calibrated as they are) or raw.
cli-analysis-chances =
    { $how ->
        [calibrated] calibrated
        [measured] the raw means, measured calibrated as they are
       *[raw] not calibrated (no map shipped)
    }
# A fact's value that is a mean over the sampled worlds, not exact.
cli-analysis-mean = { $value } (mean)
cli-analysis-progress = { $playouts } playouts …

## review

cli-review-heading = { $game }: { $moves } moves reviewed; judged: { $judged }
cli-review-loss = { $grade }: −{ $points } points (best: { $best }, { $chance })
cli-review-within = (best: { $best }, { $chance }; within the analysis's error)
cli-review-result = result: { $shares }
cli-review-written = Review written to { $file }
cli-review-kept = Review kept in { $file }
cli-progress-moves = { $done }/{ $total } moves
# A move's grade, in capitals in the review's table: $grade is inaccuracy, mistake or blunder.
cli-review-grade =
    { $grade ->
        [inaccuracy] INACCURACY
        [mistake] MISTAKE
       *[blunder] BLUNDER
    }
# How many moves of a grade a player made ("2 blunders").
cli-review-count =
    { $count } { $grade ->
        [inaccuracy]
            { $count ->
                [one] inaccuracy
               *[other] inaccuracies
            }
        [mistake]
            { $count ->
                [one] mistake
               *[other] mistakes
            }
       *[blunder]
            { $count ->
                [one] blunder
               *[other] blunders
            }
    }
# An --action that is a number ($number, as typed) beyond the $legal legal actions it picks from.
cli-action-number = there are { $legal } legal actions, not { $number }
# An --action that is neither a number nor JSON; $problem says what is wrong with its JSON.
cli-action-json = must be JSON such as { "{" }"bid": 5{ "}" } or a number ({ $problem })
