# source c40b4af1
cli-labelled = { $label }: { $text }
# The result line: $winners is the winners' names listed ("Player 1 (hard) and Player 2 (easy)"), $count how many.
# source d791b4e0
cli-winners = { $game }: { $winners } nyer.
# source 3da7f382
cli-nobody-wins = { $game }: senki sem nyer.
# One row of the result's table, after the player's name: the score (0 to 1, written "0.50"), and the points where the game counts them.
# source 757ea831
cli-score = eredmény { $score }
# source 20a8109f
cli-points = { $points } pont
# source 0d9368b0
cli-record-written = A játszma mentve ide: { $file }
# source 79fc1e91
cli-picture-written = A kép mentve ide: { $file }
# source 7258bb84
cli-game-goes-on = A játék folytatódik: { ARTICLE($player) } dönt ({ $prompt })
# source db718fe9
cli-valid-position = { $label }: érvényes { $game }-állás; { ARTICLE($player) } dönt: { $prompt }
# source 0e75e6f0
cli-valid-position-over = { $label }: érvényes { $game }-állás; a játék véget ért
# ruling: the action asked about (as JSON), then its events and what it changed.
# source 6c05ab2a
cli-action = Lépés: { $action }
# source 65835cd4
cli-changed = Változások:
# source adebd295
cli-decides = { CAPITAL(ARTICLE($player)) } dönt ({ $rule }): { $prompt }
# source 09d72da4
cli-decides-instead = Most nem { ARTICLE($player) } dönt: { ARTICLE($decider) } dönt ({ $rule }): { $prompt }
# source 58f35fc4
cli-no-actions = A játék véget ért: nincs lépés.
# An action the rules refuse, its label padded to a column, then the rule and why.
# source 301480a8
cli-refused = nem: { $label } { $rule }: { $reason }
# source 324e0bfe
cli-report-holds = { $label }: továbbra is érvényes: { $title } — { $answer }
# A ruling report's title when it has none.
# source c9e66e24
cli-recorded-answer = a rögzített válasz
# source bb58d31e
cli-report-changed = { $label }: megváltozott: most { $now }
# source 61f44216
cli-tournament = { $game }: { $games } játszma, körbeforgó helyek, kezdőérték { $seed }{ $options }
# The tables' column headings.
# source 463d2eb7
cli-column-player = játékos
# source 9dc0cd8e
cli-column-score = eredmény
# source 7108bf61
cli-column-interval = 95%-os sáv
# source 7d42357d
cli-column-decision = átl. döntés
# source c0a5dae5
cli-column-pair = felső–alsó
# source 7d250d63
cli-column-upper-score = felső eredm.
# source a78a1baa
cli-column-counted = beszámítva
# source 762cda61
cli-column-lower-times = alsó átl. / p95
# source bbaeee6e
cli-column-upper-times = felső átl. / p95
# source 7d8fc7a3
cli-column-times-note = (másodperc valódi döntésenként)
# A pair of AI levels in the ladder's table: "hard vs normal".
# source 10473b3b
cli-pair = { $upper }–{ $lower }
# source 81a7303d
cli-ladder = { $game }-létra: párosonként { $games } játszma, körbeforgó helyek, kezdőérték { $seed }; { $where }
# source 02e466d3
cli-ladder-processes = { $jobs } folyamat
# source 439721e1
cli-ladder-cluster = Dask-fürt: { $address }
# With --min-counted: the pairs play on until that many games are counted.
# source d3e19896
cli-ladder-top-up = További játszmák, amíg { $counted } be nem számít, párosonként legfeljebb { $most }.
# Games of three or more players: the pair's two levels, the other seats $third.
# source c1572a1b
cli-ladder-third-seat = { $players } játékos, a többi helyen { $third } (a páros részesedése a győzelmekből; a mások által nyert játszmák nem számítanak).
# source aceb1c84
cli-ratings = értékszámok (Bradley–Terry az Élő-skálán, { $lowest } = 0, 95%-os sáv), { $minutes } perc után:
# source ef99ef31
cli-progress-matches = { $done }/{ $total } játszma
# Seen from the deciding player's view, or with the dice laid out as they will fall.
# source c8186c67
cli-analysis-heading =
    { CAPITAL(ARTICLE($player)) } dönt: { $prompt } ({ $legal } szabályos lépés; { $laid_out ->
        [true] a kiterített állás szerint (a kockák kisorsolva)
       *[false] { ARTICLE($player) } szemszögéből
    })
# source 1edc69bb
cli-analysis-one-move = Csak egy szabályos lépés van: nincs mit összevetni; az esélye lent látható.
# The likely continuation after a move, its steps joined by arrows.
# source 57b4aeee
cli-analysis-then = aztán { $steps }
# source 403fb77c
cli-analysis-left-out = Kihagyva ({ $count }: egy lépéssel előre gyengébbnek tűntek): { $moves }
# source 66998487
cli-analysis-summary = { $playouts } lejátszás { $worlds } kisorsolt világban, { $seconds } mp; leállás: { $why }; esélyek: { $calibrated }; kezdőérték { $seed }
# Why the search stopped: $stopped is precision, budget, time or cancelled.
# source 70533462
cli-analysis-stopped =
    { $stopped ->
        [precision] a legjobb kettő ±{ $points } pontra ismert
        [budget] elfogyott a keret
        [time] lejárt az idő
       *[cancelled] megszakítva
    }
# How the chances are given: $how is calibrated (mapped by the game's calibration), measured (the raw means, measured calibrated as they are) or raw.
# source bbd5a297
cli-analysis-chances =
    { $how ->
        [calibrated] kalibrált
        [measured] nyers átlagok, amelyek mérten így is kalibráltak
       *[raw] nem kalibrált (nincs hozzá térkép)
    }
# A fact's value that is a mean over the sampled worlds, not exact.
# source dad3d959
cli-analysis-mean = { $value } (átlag)
# source 6966d216
cli-analysis-progress = { $playouts } lejátszás…
# source 019b154e
cli-review-heading = { $game }: { $moves } lépés átnézve; megítélve: { $judged }
# source 25f08357
cli-review-loss = { $grade }: −{ $points } pont (legjobb: { $best }, { $chance })
# source 0fd14429
cli-review-within = (legjobb: { $best }, { $chance }; az elemzés hibahatárán belül)
# source 30e31dc4
cli-review-result = eredmény: { $shares }
# source ff96a906
cli-review-written = Az elemzés mentve ide: { $file }
# source f34df413
cli-review-kept = Az elemzés ebben a fájlban maradt: { $file }
# source dd6a7f46
cli-progress-moves = { $done }/{ $total } lépés
# A move's grade, in capitals in the review's table: $grade is inaccuracy, mistake or blunder.
# source 799e6692
cli-review-grade =
    { $grade ->
        [inaccuracy] PONTATLANSÁG
        [mistake] HIBA
       *[blunder] DURVA HIBA
    }
# How many moves of a grade a player made ("2 blunders").
# source 69c54fe1
cli-review-count =
    { $count } { $grade ->
        [inaccuracy] pontatlanság
        [mistake] hiba
       *[blunder] durva hiba
    }
# An --action that is a number ($number, as typed) beyond the $legal legal actions it picks from.
# source 49d86836
cli-action-number = { $legal } szabályos lépés van, nem { $number }
# An --action that is neither a number nor JSON; $problem says what is wrong with its JSON.
# source 57bdbd57
cli-action-json = JSON kell legyen, például { "{" }"bid": 5{ "}" }, vagy egy szám ({ $problem })
