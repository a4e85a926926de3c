### qtgames en français : ce que les lecteurs de fichiers disent d'un fichier qu'on leur donne (un
### fichier de partie, un scénario, un rapport de décision, un texte de position, des données de
### composants, un coup tapé en ligne de commande). Chaque phrase suit le nom du champ dont elle parle,
### tel que le fichier l'écrit (`actions[3].tile`) : ce nom est une donnée et reste tel quel, comme
### les mots qu'un fichier peut écrire (`north`, `place`, `true`). Devant : ; ! ? l'espace est insécable.

# A problem with one field: $path is the field as the file spells it, $problem the sentence.
# source 1896d4db
file-error-at = { $path } : { $problem }
# A problem that breaks a rule: $rule is its rule ID (TS-M1), $problem the rule's sentence.
# source 527dc377
file-error-ruled = { $rule } : { $problem }
# What the file should have been, as the sentences below name it ($what): document (any file the app opens), record, scenario, report, action (typed on the command line), setting (kept in the settings), list (typed in the editor), data (component data).
# source 86de5648
file-what =
    { $what ->
        [document] fichier de partie, scénario ou rapport de décision de qtgames
        [record] fichier de partie
        [scenario] scénario
        [report] rapport de décision
        [action] coup
        [setting] réglage mémorisé
        [list] tableau
       *[data] fichier de données
    }
# A file's size limit.
# source aef59262
file-size-mb = { $megabytes } Mo
# source 7faf53b9
file-size-kb = { $kilobytes } Ko
# $size is file-size-mb or file-size-kb, $what is file-what.
# source 522861ab
file-too-big = le fichier dépasse { $size } ; aucun { $what } n'est aussi gros
# $reason is the system's own words ("Permission denied").
# source 4e29efdd
file-cannot-read = lecture impossible : { $reason }
# source f1af9c8e
file-is-folder = est un dossier, pas un fichier
# source e0f06f05
file-is-device = est un périphérique ou un tube, pas un fichier ; on n'y lit aucun { $what }
# source 1b446ce4
file-utf16 = le fichier est enregistré en UTF-16 ou UTF-32 ; enregistrez-le en UTF-8
# $byte counts from 0.
# source 24195684
file-not-utf8 = pas du texte UTF-8 (l'octet { $byte } est illisible)
# $detail is the JSON reader's own English ("Expecting value").
# source 40468d26
file-not-json = pas du JSON (ligne { $line }, colonne { $column } : { $detail })
# source 0ada4254
file-too-deep = pas un { $what } : JSON imbriqué trop profondément
# source 4e0a4044
file-nested = imbriqué sur plus de { $levels } niveaux (ligne { $line }) ; aucun { $what } ne l'est
# $name is what the file wrote (NaN, Infinity).
# source 0d2bb4ad
file-not-a-number = { $name } n'est pas un nombre
# source b197226b
file-key-twice = apparaît deux fois dans le même objet ; laquelle compte ?
# source f5cf91dc
file-number-too-long = { $number } dépasse les nombres entiers que contient un fichier (64 bits)
# source f2790606
file-number-too-large = { $number } est un nombre trop grand
# $size is file-size-mb or file-size-kb: no match, scenario or ruling report is that big.
# source 17a6a3c1
file-too-big-any = le fichier dépasse { $size } ; aucun n'est aussi gros
# $problem says why it could not be read (file-not-json …).
# source a824f3a1
file-no-document = le fichier n'est pas un fichier de partie, un scénario ou un rapport de décision de qtgames : { $problem }
# source 2dac7ba7
file-no-document-format = le fichier n'est pas un fichier de partie, un scénario ou un rapport de décision de qtgames
# $found is the format the file names, quoted.
# source 1f484ad8
file-no-document-named = le fichier n'est pas un fichier de partie, un scénario ou un rapport de décision de qtgames (son format est { $found })
# source e0bbf7d8
file-not-object = un { $what } doit être un objet JSON
# $found is the format the file names, quoted.
# source 6466f764
file-wrong-format = vaut { $found } : ce n'est pas un { $what } de qtgames
# $found is the file's version, $version the newest this program reads.
# source 76e3a6e6
file-version-newer = { $found } est une version plus récente que celle que lit ce programme ({ $version }) ; mettez qtgames à jour
# source 1a0dcd47
file-version-unknown = { $found } n'est pas une version connue de { $what }
# $game is the name the file gives, quoted; $known lists the games' names as files write them.
# source b4cf8fcf
file-unknown-game = jeu inconnu { $game } ; jeux connus : { $known }
# $game is the game's title.
# source e39df34a
file-player-count = { $game } se joue de { $low } à { $high } joueurs, pas { $count }
# Seats count from 0 in files: $high is the last.
# source 55c43156
file-must-be-seat = doit être une place de 0 à { $high }
# source 4ca1123f
file-puzzle-no-position = une énigme se joue depuis la position d'un scénario : cet enregistrement n'en a pas
# $named counts the players the record names, $seats those of its position.
# source 9fc50307
file-players-not-position = nomme { $named } joueurs, mais la position en a { $seats }
# source 2bc7e6d7
file-game-over = la partie était déjà finie avant ce coup
# $rule is the rule ID the action breaks, $refusal the rule's sentence.
# source 9d589a15
file-illegal-move = coup interdit ({ $rule } : { $refusal })
# source 119e7818
file-refused-answer = une réponse refusée nomme son refus, une réponse autorisée n'en a pas
# $last is the number of the last action (counted from 0).
# source 1f5e6487
file-must-be-last-action = doit être le dernier coup, { $last }
# $game is the game's title; $known lists the goals as files write them.
# source 028fff29
file-goal-kinds = { $game } connaît les objectifs { $known }
# $seat is the seat the goal names, counted from 0; $player how sentences name it (Player 2); $players the position's players; $high its last seat.
# source 301720ca
file-goal-player = vaut { $seat } ({ $player }), mais la position a { $players } joueurs, comptés à partir de 0 : de 0 à { $high }
# source 2b2b7e98
file-too-many-hints =
    donne { $hints } { $hints ->
        [one] indice
       *[other] indices
    } pour une solution de { $moves } { $moves ->
        [one] coup
       *[other] coups
    } : l'indice 1 est celui du coup 1 de la solution, et ainsi de suite
# source 4c6aa0b9
file-must-be-object = doit être un objet
# source d087fc5e
file-must-be-list = doit être une liste
# source c851dbd2
file-must-be-whole = doit être un nombre entier
# source b071a4ac
file-must-be-string = doit être une chaîne de caractères
# source a96a0e4e
file-must-be-true-false = doit être true ou false
# $kind is a programming language's name of a kind of value (float).
# source 00724f77
file-must-be-kind = doit être de type { $kind }
# source e19a3e39
file-is-missing = est absent
# source 25af2e66
file-unknown-field = champ inconnu
# $known lists the object's fields, as the file spells them.
# source d05dbcde
file-unknown-field-known = champ inconnu ; cet objet a : { $known }
# source 69991bc6
file-must-be-range = doit être entre { $low } et { $high }
# source 484fc4dc
file-must-be-number = doit être un nombre de { $low } à { $high }
# source 2935ce71
file-must-hold-numbers = doit contenir { $count } nombres de { $low } à { $high }
# source 1f118520
file-must-hold-lists = doit contenir { $count } listes
# source 9ffed83e
file-must-list-numbers = doit être une liste de nombres de { $low } à { $high }
# $choices lists the words the file may write, as it spells them.
# source c3a5c3e5
file-must-be-one-of = doit valoir l'un de ces mots : { $choices }
# source 1307d89a
file-must-be-null-or-one-of = doit être null ou l'un de ces mots : { $choices }
# source 66ffe5a4
file-must-be-whole-not-negative = doit être un nombre entier ≥ 0
# source 8aae9107
file-must-hold-flags = doit contenir { $count } valeurs true ou false
# A number's bound ($bound).
# source 6e7820e5
file-at-least = doit valoir au moins { $bound }
# source 608199e2
file-at-most = doit valoir au plus { $bound }
# source 9e469e9e
file-more-than = doit valoir plus de { $bound }
# source 12584108
file-less-than = doit valoir moins de { $bound }
# A list's length ($count).
# source 75788da4
file-at-least-items =
    doit contenir au moins { $count } { $count ->
        [one] élément
       *[other] éléments
    }, pas { $actual }
# source dcca4c0a
file-at-most-items =
    doit contenir au plus { $count } { $count ->
        [one] élément
       *[other] éléments
    }, pas { $actual }
# A string's length ($count).
# source 4d12448b
file-at-least-characters =
    doit avoir au moins { $count } { $count ->
        [one] caractère
       *[other] caractères
    }
# source d7e9c887
file-at-most-characters =
    doit avoir au plus { $count } { $count ->
        [one] caractère
       *[other] caractères
    }
# $pattern is a regular expression the text must match (^[LW]{4}$).
# source efd46eb3
file-must-match = doit suivre le motif '{ $pattern }'
# source f2991594
file-must-be-a-number = doit être un nombre
# source 1e29a253
file-number-unparsable = doit être un nombre (ce texte n'en est pas un)
# $expected is the value the file must hold, quoted, or several such joined by file-list-or.
# source 9e9cf281
file-input-should-be = doit valoir { $expected }
# The last two of the values a file may hold ('a', 'b' or 'c').
# source 57310257
file-list-or = { $first } ou { $last }
# source 67d75c63
file-options-object = doit être un objet d'options de règle nommées
# $known lists the options' names, as files write them.
# source 14dace1c
file-unknown-option = option inconnue ; options connues : { $known }
# $limit is the most characters a position text has.
# source 33f628a4
file-text-too-long = le texte de position dépasse { NUMBER($limit, useGrouping: "true") } caractères ; aucune position n'est aussi longue
# source 6641f019
file-not-position-text = pas un texte de position : il commence par { $prefix }
# $version is the text's; $newer is true when it is newer than this program's, false when no version ever had that number.
# source e9830376
file-text-version =
    { $newer ->
        [true] un texte de position de version { $version } (plus récente que ce programme, qui lit { $prefix }) ; mettez qtgames à jour
       *[false] un texte de position de version { $version } (inconnue de ce programme, qui lit { $prefix })
    }
# $letter is the character found, quoted.
# source 0ce98130
file-text-letter = texte de position abîmé : { $letter } n'est pas l'une de ses lettres (A-Z, a-z, 0-9, - et _)
# source 93080057
file-text-length = texte de position abîmé : coupé (sa longueur n'est pas entière)
# source 851a9b37
file-text-unpack = texte de position abîmé : coupé ou modifié (il ne se décompresse pas)
# $size is file-size-mb.
# source 30a1536c
file-text-unpacks-big = le texte de position se décompresse en plus de { $size } ; aucune position n'est aussi grosse
# source 21f28ec5
file-text-cut = texte de position abîmé : coupé (il s'arrête avant ses données)
# source 1370bb38
file-text-trailing = texte de position abîmé : quelque chose suit la fin de ses données
# source 11ef8dd5
file-text-not-utf8 = texte de position abîmé : ce qu'il contient décompressé n'est pas du texte UTF-8
# source 71bf1752
file-text-empty = le texte est vide : copiez d'abord un texte de position ({ $prefix }…) ou un scénario
# $found is the game the review names, $game the match's, both quoted as files write them.
# source a16f8238
file-review-game = vaut { $found }, mais la partie est { $game }
# source d2e1b046
file-review-players = vaut { $found }, mais la partie a { $players } joueurs
# source bbf9d544
file-review-chances = doit contenir { $players } chances de 0 à 1
# source 0d5452e1
file-review-seats = doit être une liste de places de 0 à { $high }
# source c3253496
file-review-move = doit croître et rester sous les { $actions } coups de l'enregistrement
# source f358e1f6
file-review-verdict = doit nommer une place de 0 à { $high } et contenir { $players } chances de 0 à 1
# $kind is the kind the file names, quoted; $known lists the kinds as files write them.
# source 47a4f298
file-unknown-player = joueur inconnu { $kind } ; joueurs connus : { $known }
# $example is an action as files write it ({"place": 12, "rotation": 1}).
# source 1294a030
file-action-object = un coup doit être un objet comme { $example }
# $keys are the action's keys, $expected the actions the game knows, as files write them (place+rotation: both keys).
# source a4d2011a
file-unknown-action = coup inconnu, de clés { $keys } ; attendu l'un de : { $expected }
# $example is a square's name (C4).
# source 6d780236
file-must-be-square = doit être un nom de case comme { $example }
# Things in a list are numbered in order: this one must be $id.
# source 23a0d6a8
file-must-be-id = doit être { $id }
# $game is the game's title: a position read with another game's rule options.
# source 837a559c
file-game-options = une position de { $game } demande les options de { $game }
# $found is the format the file names, quoted; $game the game's title.
# source fa6e8785
file-not-game-data = vaut { $found } : ce ne sont pas des données de composants de { $game }
