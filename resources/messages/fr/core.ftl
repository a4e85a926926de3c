### qtgames en français : ce que les phrases de tous les jeux partagent.
###
### Les phrases ne lisent aucun mot à voix haute (SOUND, ARTICLE) : une case se nomme sans article
### (« en E3 »), une valeur de carte avec « un » (« un 8 »), et l'application met le nom d'un joueur
### à la place de « Joueur 2 » après coup, ce qui rendrait faux un « d' » choisi sur « Joueur 2 ».
### Devant : ; ! ? l'espace est insécable (U+00A0).

# source a3265361
language-name = Français
# source 8e9a3103
player = Joueur { $number }
# source 828e3503
list-and = { $first } et { $last }
# source 032d7f83
decides-now = C'est à { $decider } de décider : { $prompt }
# source 8f3b1e51
not-yours = C'est à { $decider } de décider, pas à { $seat } : { $prompt }
# source c58d5634
goal-win = gagnez la partie
# source 8b79f64c
analysis-over = La partie est terminée : il n'y a rien à analyser.
# $title is the game's title.
# source e0452940
review-data-differs = Cette partie a été jouée avec d'autres données du matériel de { $title } que celles en vigueur aujourd'hui (une surcharge, ou une autre version) : ses coups seraient jugés sur d'autres nombres.
# source a24b0274
review-secret = La partie est encore en cours et les mains des joueurs sont cachées : une relecture montrerait ce que les autres ont en main. Terminez d'abord la partie.
# source 35f81af8
review-empty = Aucun coup n'a encore été joué : il n'y a rien à relire.
# source 7c4839a1
review-cancelled = La relecture a été annulée : rien n'a été gardé.
# The puzzle's written solution, played: it reaches the goal in $moves moves.
# source 6c8251e4
puzzle-solution-reaches =
    Jouée telle qu'écrite, avec les dés de la position, la solution atteint l'objectif en { $moves } { $moves ->
        [one] coup
       *[other] coups
    }.
# … or fails at move $move (counted from 1); $reason is the position checker's English.
# source 743c8bbb
puzzle-solution-fails = La solution échoue au coup { $move } : { $reason }.
# The solution's first move ($label, an action label) against every reply and roll, within $horizon moves.
# source c94df8e2
puzzle-first-move-holds =
    Son premier coup, { $label }, atteint l'objectif en { $horizon } { $horizon ->
        [one] coup
       *[other] coups
    } au plus contre chaque réponse et chaque tirage examinés.
# source e10225ad
puzzle-first-move-fails =
    Son premier coup, { $label }, n'atteint pas toujours l'objectif en { $horizon } { $horizon ->
        [one] coup
       *[other] coups
    } au plus ; une façon dont il échoue :
# source f69e099a
puzzle-first-move-unsettled = Son premier coup, { $label }, n'a pas été tranché dans le budget.
# $moves: action labels separated by semicolons.
# source 337f9570
puzzle-cooks = D'autres premiers coups marchent aussi (démolitions) : { $moves }.
# source c31f505f
puzzle-unique = Aucun autre premier coup ne marche : la solution est unique.
# source b784c7c2
puzzle-nothing-works = Aucun premier coup ne marche dans tous les cas examinés.
# source e1ed0253
puzzle-unsettled = Non tranchés dans le budget : { $moves }.
# $samples outcomes were drawn; $share is a fraction shown as a percentage.
# source c7f597e3
puzzle-chance-sampled = Une part du hasard en chemin était trop vaste pour être énumérée et a été échantillonnée, { $samples } issues à chaque fois : un coup qui a tenu peut encore échouer sous des issues pesant moins de { NUMBER($share, style: "percent") } de ce hasard (confiance de 95 %).
# source f0040a76
puzzle-chance-listed = Chaque issue du hasard en chemin (dés, roue) a été énumérée, chacune avec sa probabilité.
# source efdb05aa
puzzle-laid-out = Ce que le joueur de l'objectif ne peut pas voir a été gardé tel que la position le dispose : les verdicts ne valent que pour ces cartes-là.
# source a105279a
puzzle-deals = Ce que le joueur de l'objectif ne peut pas voir a été distribué au hasard { $deals } fois : un coup qui a tenu dans chaque donne peut encore échouer dans des donnes représentant moins de { NUMBER($share, style: "percent") } d'entre elles (confiance de 95 %).
# source a335db79
puzzle-goal-failed = L'objectif est manqué.
# source 3c1edc06
puzzle-goal-open = L'objectif n'est toujours pas atteint.
# After the events of a roll that breaks the puzzle: its chance (a fraction), and whether it was one of a sample ($sampled: true, false).
# source 56cd460e
puzzle-outcome =
    (une issue de probabilité { NUMBER($chance, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $sampled ->
        [true] , échantillonnée
       *[false] { "" }
    })
# source caf194d8
puzzle-no-goal = Le scénario n'a pas d'objectif : ce n'est pas une énigme.
# $problem is the position checker's English.
# source 9869218c
puzzle-breaks-rules = La position enfreint les règles ({ $problem }).
# source e027eb9e
puzzle-no-horizon = L'énigme n'a pas de solution écrite, donc pas d'horizon où chercher : écrivez-en une, ou donnez une profondeur.
# source fdf9d613
puzzle-over = La partie est déjà terminée dans cette position : rien à résoudre.
# source e1121e14
puzzle-not-first = { $decider } décide en premier, pas le joueur de l'objectif, { $player } : une énigme commence par le coup du joueur de l'objectif.
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
# source adff5745
ruling-question = Est-ce que { $player } peut faire ceci : { $action } ?
