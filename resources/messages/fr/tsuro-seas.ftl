### Tsuro of the Seas en français : le journal des coups, les questions, les coups proposés, les refus,
### les options de règle et les titres des énigmes.
###
### Traduit de l'anglais (resources/rules/tsuro-seas.md), avec les mots des règles de jeux de tuiles
### en français, ceux de la règle française de Tsuro (tuile, pioche, point de départ, plateau, case) ;
### Tsuro of the Seas garde son titre anglais. « Tuile Sillage » pour « wake tile », comme le bateau
### laisse un sillage ; les daikaiju gardent leur nom, sans s au pluriel (mot japonais).
###
### Sources des termes (cherchées en novembre 2026). Aucune édition française de Tsuro of the Seas ni
### aucune règle française n'a été trouvée ; Wikipédia (https://fr.wikipedia.org/wiki/Tsuro) ne donne
### « Tsuro des mers » qu'entre parenthèses, le jeu se vendant sous son titre anglais. Les mots sont
### ceux de la règle française de Tsuro (Matagot), telle que la décrivent
### http://www.lavisqteam.fr/?p=32087 (« tuile Chemin », « tuile Dragon », pioche, case, plateau) et
### https://www.trictrac.net/actus/tsuro (tuiles, pioche, « emplacement de départ ») : d'où « tuile
### Sillage » sur le modèle de « tuile Chemin ». « Point de départ » reste (Matagot dit « emplacement
### de départ », https://gbillard.com/article/tsuro « points d'entrée » : aucun n'est nettement
### meilleur). Pour « daikaiju » en français, aucune source : le mot japonais de l'édition anglaise.
### Les phrases commencent par le joueur, car l'application met son nom à la place de « Joueur 2 »,
### et ne font rien s'accorder avec lui (un nom peut être féminin). Devant : ; ! ? l'espace est
### insécable (U+00A0).

# source 830d38ab
tsuro-kaiju = daikaiju { $label }
# source 79e5247d
tsuro-mark =
    { $square }, bord { $side ->
        [top] haut
        [right] droit
        [bottom] bas
       *[left] gauche
    }, point { $place ->
        [left] de gauche
        [right] de droite
        [upper] du haut
       *[lower] du bas
    }
# source ab6b1c05
tsuro-point =
    bord { $side ->
        [top] haut
        [right] droit
        [bottom] bas
       *[left] gauche
    }, point { $place ->
        [left] de gauche
        [right] de droite
        [upper] du haut
       *[lower] du bas
    }
# source b1102388
tsuro-ordinal =
    { $place ->
        [1] première
        [2] deuxième
        [3] troisième
        [4] quatrième
        [5] cinquième
        [6] sixième
        [7] septième
        [8] huitième
        [9] neuvième
        [10] dixième
       *[other] { $place }e
    }
# source 68ab53f4
tsuro-turn =
    { $quarters ->
        [0] sans rotation
        [1] tournée d'un quart à droite
        [2] tournée d'un demi-tour
       *[3] tournée d'un quart à gauche
    }

## Le journal des coups

# source 5425d29e
dealt = Chacun des { $players } joueurs reçoit { $hand } tuiles Sillage ; { $pile } forment la pioche.
# source 60ed2fbe
kaiju_placed =
    Doré { $gold }, bleu { $blue } : le { $kaiju } est posé en { $square }, tourné vers { $facing ->
        [north] le nord
        [east] l'est
        [south] le sud
       *[west] l'ouest
    }.
# source 6b76e116
start_chosen = { $player } place son navire sur { $mark }.
# source 5845239e
relocated = { $player } déplace son navire sur { $mark }.
# source 98409e26
must_relocate = { $player } ne peut pas faire son premier mouvement à cause d'un daikaiju : son navire change de point de départ.
# source d6cd686e
turn = Tour { $turn } : { $player }.
# source 72927c57
dice =
    { $player } lance les dés : doré { $gold } + bleu { $blue } = { $total }{ $moves ->
        [true]  : les daikaiju se déplacent !
       *[false] .
    }
# source fdc557fc
kaiju_die =
    Le dé des daikaiju donne { $die }{ $die ->
        [6]  : un nouveau daikaiju arrive.
       *[other] .
    }
# source 852788f8
no_kaiju_left = Il ne reste aucun daikaiju dans la réserve : rien ne se passe.
# TS-D7, said before the new daikaiju are placed: $count on the board, fewer than $minimum.
# source 3e48d891
kaiju_top_up =
    { $count ->
        [0] Aucun daikaiju ne reste
        [one] Il ne reste qu'un daikaiju
       *[other] Il ne reste que { $count } daikaiju
    } sur le plateau, moins de { $minimum } : { $player } en place de nouveaux jusqu'à ce qu'il y en ait { $minimum }, et ne lance pas de dé pour leur déplacement ce tour-ci.
# source e67978f4
kaiju_turned =
    Le { $kaiju } se tourne vers { $facing ->
        [north] le nord
        [east] l'est
        [south] le sud
       *[west] l'ouest
    }.
# source 74557611
kaiju_moved = Le { $kaiju } se déplace de { $square } à { $target }.
# source 0ba96ac2
kaiju_left_board = Le { $kaiju } quitte le plateau par { $square } : il est hors jeu.
# source 90d2a679
kaiju_destroyed =
    Le { $by } détruit le { $kaiju } en { $square } { $to ->
        [supply] (retour dans la réserve).
       *[out] (hors jeu).
    }
# source dd02a1f6
tile_removed =
    La tuile Sillage en { $square } { $to ->
        [pile] va sous la pioche.
       *[out] est retirée du jeu.
    }
# source 875d56e4
ship_destroyed =
    { $player } perd son navire : { $cause ->
        [daikaiju_moved] le { $kaiju } est entré sur sa tuile en { $square }
        [daikaiju_placed] le { $kaiju } a été posé sur sa tuile en { $square }
        [daikaiju_in_front] le { $kaiju } s'est placé juste devant lui, en { $square }
        [daikaiju_waiting] le { $kaiju } l'attend juste devant, en { $square }
       *[no_free_mark] le { $kaiju } en { $square } bloque son départ, et aucun autre point de départ de ce côté n'est libre
    }.
# source 385a953f
tile_placed = { $player } pose une tuile Sillage en { $square }.
# source 4ed4bca0
ship_sailed = { $player } suit son sillage.
# source f2630a9e
ship_out =
    { $player } quitte la partie : son navire{ $own ->
        [true] { "" }
       *[false] , emporté par la tuile qu'a posée { $by },
    } { $fate ->
        [edge]
            sort du plateau par le bord { $side ->
                [north] nord
                [east] est
                [south] sud
               *[west] ouest
            } en { $square }
        [daikaiju] heurte le { $kaiju } en { $square }
       *[loop] tourne en boucle sans fin par { $square }
    }.
# source 029a7305
bonus_taken =
    { $player } échange { $count } { $count ->
        [one] tuile
       *[other] tuiles
    } avec les mains des joueurs éliminés.
# source 6fea102a
bonus_to_pile =
    { CAPITAL($parts) } { $count ->
        [one] va
       *[other] vont
    } sous la pioche.
# source 350fb9e3
tsuro-bonus-given =
    { $count ->
        [one] la tuile cédée
       *[other] les { $count } tuiles cédées
    } par { $player }
# source 8e9fccc1
tsuro-bonus-left =
    { $count ->
        [one] la tuile
       *[other] les { $count } tuiles
    } que { $player } avait encore en main
# source f5df7493
hand_disposed =
    { $player } avait { $count } { $count ->
        [one] tuile
       *[other] tuiles
    } en main : { $count ->
        [one] elle
       *[other] elles
    } { $to ->
        [pile]
            { $count ->
                [one] va
               *[other] vont
            } sous la pioche.
       *[out]
            { $count ->
                [one] sort
               *[other] sortent
            } du jeu.
    }
# source 75621f4b
drew = { $player } pioche une tuile (il en reste { $pile } dans la pioche).
# source 104e75a6
pile_empty = La pioche est vide : { $player } ne pioche rien.
# source 876f5f74
hand_empty = { $player } n'a plus de tuile à poser et passe le reste du tour.
# source 0ab11cd9
blocked = { $player } a un daikaiju juste devant son navire : impossible d'avancer ce tour-ci.
# source 404f6114
game_over =
    { $count ->
        [0] Personne ne survit.
        [one] { $winners } gagne !
       *[other] { $winners } gagnent !
    }

## Les questions

# source 90f1bac5
tsuro-prompt-start = Choisissez un point de départ pour votre navire.
# source 8e5894c1
tsuro-prompt-place = Posez une tuile Sillage devant votre navire.
# source e07861dd
tsuro-prompt-bonus = Échangez des tuiles avec les mains des joueurs éliminés, ou gardez les vôtres.
# source 9bf0c9f2
tsuro-prompt-relocate = Un daikaiju bloque votre premier mouvement : choisissez un autre point de départ.

## Les coups proposés

# source 2f769763
tsuro-action-place = Poser votre { $place } tuile, { $turn }
# source 69d9fed7
tsuro-action-place-other = Poser une tuile d'une autre main, { $turn }
# source a30803c7
tsuro-action-start = Partir de { $mark }
# source 0140d3c0
tsuro-action-relocate = Aller sur { $mark }
# source bb689329
tsuro-action-swap =
    { $given ->
        [one] Échanger votre { $give } tuile contre la { $take } proposée
       *[other] Échanger vos { $give } tuiles contre les { $take } proposées
    }
# source 30bd41fc
tsuro-action-give =
    { $given ->
        [one] Céder votre { $give } tuile sans rien prendre
       *[other] Céder vos { $give } tuiles sans rien prendre
    }
# source b267c004
tsuro-action-take = Prendre parmi les tuiles proposées : { $take }, sans rien céder
# source 6585e3bb
tsuro-action-keep = Garder vos tuiles

## Où une pose enverrait un navire (l'aperçu du trajet)

# source f246cf7b
tsuro-route-safe = sans danger
# source e7886361
tsuro-route-off-edge = sort du plateau
# source 5f7eb21c
tsuro-route-daikaiju = heurte un daikaiju
# source 7f4f9a66
tsuro-route-loop = tourne en boucle
# source f30c9185
tsuro-route-same-wake = même sillage qu'un autre navire

## Les refus

# source 05d5da6a
tsuro-game-over = La partie est terminée.
# source 149a7431
tsuro-start-first = Chaque joueur place d'abord son navire sur un point de départ.
# source 60d28342
tsuro-place-now = Le joueur actif doit maintenant poser une tuile Sillage.
# source 9f8bb3f0
tsuro-bonus-now = Le joueur actif décide maintenant du bonus d'élimination.
# source 8348bc05
tsuro-relocate-now = Le joueur actif doit maintenant déplacer son navire sur un autre point de départ.
# source 70a6d857
tsuro-off-edge = Votre propre navire sortirait alors du plateau, et une autre pose l'évite.
# source 863571c4
tsuro-loop = Votre propre navire serait alors pris dans une boucle sans fin, et une autre pose l'évite.
# source 06d89e02
tsuro-into-daikaiju = Votre propre sillage mènerait alors dans un daikaiju, et une autre pose l'évite.
# source 5e33ab8d
tsuro-same-wake = Deux navires suivraient alors le même sillage dans le même sens.
# A click on the board anywhere but in front of the active ship ($square: that square).
# source 96bdf0be
tsuro-not-in-front = Une tuile Sillage ne se pose que sur la case vide devant votre navire : { $square }.
# source 7b851ac5
tsuro-own-hand = Vous ne pouvez poser qu'une tuile de votre propre main.
# source 3ac89ac1
tsuro-rotations = Une tuile a quatre orientations, 0 à 3.
# source 5e0f44a1
tsuro-no-such-mark = Ce point de départ n'existe pas.
# source 9c5e3139
tsuro-mark-taken = Un autre navire occupe déjà ce point de départ.
# source 082a8979
tsuro-bonus-swap = Cédez autant de tuiles que vous en prenez, et ne prenez que celles des joueurs que votre tuile vient d'éliminer.
# source 09bbd9a3
tsuro-relocate-own = Votre navire est déjà sur ce point de départ : déplacez-le sur un autre.
# source 2ecfd5c3
tsuro-relocate-side = Choisissez un point de départ du même côté du plateau que celui où se trouve votre navire.
# source 510d3dc5
tsuro-relocate-tile = Une tuile Sillage occupe la case de ce point de départ.
# source 610e183d
tsuro-relocate-daikaiju = Un daikaiju occupe la case de ce point de départ.

## Les objectifs des énigmes ($target : le nombre de l'objectif)

# source 3754b768
tsuro-goal-survive = maintenez votre navire à flot pendant { $target } de vos tours
# source b005adeb
tsuro-fact-out = Éliminé avant son prochain tour
# source 6e82121b
tsuro-fact-destroyed = Détruit par un daikaiju
# source 641ff4d1
tsuro-fact-sails-off = Quitte le plateau à son tour
# With three or more ships sailing only the next $turns turns of rolls are covered.
# source c416e773
tsuro-fact-sunk =
    Coulé sur sa tuile { $turns ->
        [one] au prochain tour
       *[other] dans les { $turns } prochains tours
    }

## Les options de règle : le libellé de chacune et son aide (.help)

# source 67ffd8d9
tsuro-seas-option-daikaiju = Jouer avec les daikaiju
    .help = Désactivée : la règle optionnelle sans monstres marins (pas de dés, pas de minimum de trois).
# source fec3126e
tsuro-seas-option-daikaiju_order = Les daikaiju agissent dans l'ordre de leur numéro de rotation
    .help = La règle hongroise dit décroissant ; la règle anglaise de 2013 dit croissant.
# source bd892dc0
tsuro-seas-option-destroyed_daikaiju = Un daikaiju détruit par un autre va
    .help = supply : sous la réserve face cachée (un 6 peut le faire revenir) ; out : hors jeu.
# source 3b2d8230
tsuro-seas-option-new_daikaiju_on_tile = Une tuile Sillage sous un daikaiju nouvellement posé va
    .help = out : hors jeu, comme le dit TS-D7 ; pile : sous la pioche, comme pour un daikaiju qui se déplace.
# source e24dbcce
tsuro-seas-option-waiting_daikaiju_destroys = Un daikaiju qui attend déjà devant le navire actif le détruit
    .help = Désactivée : seul un daikaiju qui y arrive pendant le lancer du joueur actif le détruit (TS-D5).
# source e7073bd7
tsuro-seas-option-eliminated_players_roll = Les joueurs éliminés lancent encore les dés pour les daikaiju
    .help = La règle n'en dit rien ; un résumé public dit que oui.
# source 5535404c
tsuro-seas-option-shared_start_marks = Deux navires peuvent partager un point de départ
    .help = Désactivée (la décision) : chaque navire a besoin de son propre point de départ.
# source 5041a336
tsuro-seas-option-eliminated_hand = La main d'un joueur éliminé sans bonus va
    .help = pile : sous la pioche ; out : hors jeu.
# source 34fadfe1
tsuro-seas-option-board_full = Le plateau est plein (TS-W3) quand
    .help = covered : sa dernière case vide est couverte par une tuile Sillage ou un daikaiju (la lecture simple de la FAQ) ; no_placement : plus aucune tuile ne peut être posée, donc la partie continue tant que des daikaiju peuvent libérer des cases.
# source 33f38787
tsuro-problem-tile-taken = { $square } porte déjà la tuile { $tile } : une tuile ne se pose que sur une case vide
# source 526d44fd
tsuro-problem-kaiju-on-kaiju = { $square } porte déjà un daikaiju : un daikaiju qui entre sur un autre le détruit
# source a5bcb7c4
tsuro-problem-kaiju-on-tile = { $square } porte une tuile Sillage : un daikaiju qui arrive sur une tuile la retire
# A component listed twice: $component is tile or daikaiju, $item its number, $first where it is listed first.
# source ed005ff2
tsuro-problem-twice =
    { $component ->
        [tile] La tuile Sillage
       *[daikaiju] Le daikaiju
    } { $item } est aussi en { $first } : chaque élément n'est qu'à un seul endroit
# Components listed nowhere: $items their numbers, $count how many.
# source f96ddbad
tsuro-problem-nowhere =
    { $component ->
        [tile]
            { $count ->
                [one] La tuile Sillage { $items } n'est nulle part (ni sur le plateau, ni dans une main, ni dans la pioche, ni hors du jeu)
               *[other] Les tuiles Sillage { $items } ne sont nulle part (ni sur le plateau, ni dans une main, ni dans la pioche, ni hors du jeu)
            }
       *[daikaiju]
            { $count ->
                [one] Le daikaiju { $items } n'est nulle part (ni sur le plateau, ni dans la réserve, ni hors du jeu)
               *[other] Les daikaiju { $items } ne sont nulle part (ni sur le plateau, ni dans la réserve, ni hors du jeu)
            }
    }
# $placed: true while the player has placed this turn's tile and not yet drawn.
# source 6d9ffd8a
tsuro-problem-hand-size =
    { $player } a { $count } tuiles en main ; un joueur ne pioche que jusqu'à en avoir { $size }{ $placed ->
        [true] , après en avoir posé une
       *[false] { "" }
    }
# source 74890bb9
tsuro-problem-no-daikaiju-board = La partie se joue sans daikaiju (option désactivée) : aucun ne peut se trouver sur le plateau
# source 34f3a883
tsuro-problem-no-daikaiju-out = La partie se joue sans daikaiju (option désactivée) : aucun n'est hors du jeu
# source 8d3fd154
tsuro-problem-setup-daikaiju = Avant le premier tour, à { $players } joueurs, il y a { $wanted } daikaiju sur le plateau et aucun hors du jeu, pas { $on_board } et { $out } hors du jeu
# $hands: true when the players who are out had hands that could have left the game.
# source 01d35b79
tsuro-problem-no-daikaiju-removed =
    La partie se joue sans daikaiju (option désactivée) : aucun daikaiju n'a retiré cette tuile Sillage du jeu{ $hands ->
        [true] , et les mains des joueurs éliminés n'en contiennent pas autant
       *[false] { "" }
    }
# source 98c60dd5
tsuro-problem-ship-nowhere = Le navire de { $player } navigue mais n'a pas de case : chaque navire est sur son point de départ avant la première tuile
# source 5e9106c3
tsuro-problem-not-a-mark = Le navire de { $player } est indiqué sur son point de départ, mais le point { $point } de { $square } n'est pas un point de départ au bord du plateau
# source 7e7ce518
tsuro-problem-mark-taken = Le navire de { $player } occupe déjà ce point de départ
# source 3ce4dc6b
tsuro-problem-open-end = Le navire de { $player } a quitté son point de départ : il se trouve donc au bout ouvert de son sillage, et la case derrière lui doit porter une tuile Sillage
# source 648f7c68
tsuro-problem-front-tile = { $square }, devant le navire de { $player }, porte une tuile : le navire aurait continué le long de son sillage
# $twice: true when the player is listed twice, false when their ship still sails.
# source d0381654
tsuro-problem-listed-out =
    { $twice ->
        [true] { $player } figure deux fois parmi les éliminés
       *[false] { $player } figure parmi les éliminés, mais son navire navigue encore
    }
# source cfc6a839
tsuro-problem-unlisted-out = Le navire de { $player } est éliminé : ce joueur doit figurer dans cette liste
# source 207afb57
tsuro-problem-hand-of-out = { $player } est éliminé : ses tuiles sont allées sous la pioche
# source e13a6d38
tsuro-problem-bonus-phase = Les mains des joueurs éliminés ne sont offertes que juste après la tuile qui les a éliminés (phase bonus)
# source 43855865
tsuro-problem-active-out = Le navire de { $player } est éliminé : les tours sautent les joueurs éliminés
# source 7b9badf8
tsuro-problem-tile-before-ships = Tous les navires sont placés avant la première tuile Sillage
# source 59401510
tsuro-problem-start-order = Les navires se posent sur les points de départ dans l'ordre du tour : avant que { $player } choisisse, exactement les joueurs qui le précèdent ont un navire sur son point, et chaque navire navigue
# source 293e863f
tsuro-problem-no-tile = { $player } n'a aucune tuile à poser : son tour est passé
# $on_start: true while the ship is still on its starting mark.
# source ec432383
tsuro-problem-blocked =
    Un daikaiju se tient devant le navire de { $player } : { $on_start ->
        [true] il doit d'abord se déplacer vers un autre point de départ
       *[false] il est détruit ou attend, et ne pose aucune tuile
    }
# source 315eab75
tsuro-problem-relocate-sailed = Seul un navire encore sur son point de départ se déplace vers un autre ; celui de { $player } a pris la mer
# source 9b7bcb5b
tsuro-problem-relocate-free = Aucun daikaiju ne bloque le premier coup de { $player } : le navire reste
# source 42808869
tsuro-problem-relocate-nowhere = Aucun point de départ du même côté n'est libre : le navire de { $player } est détruit
# source 2c091fe4
tsuro-problem-bonus-empty = Le bonus d'élimination demande les joueurs que la tuile a éliminés
# source 267eb213
tsuro-problem-bonus-seat = { $player } n'est pas un joueur que la tuile vient d'éliminer
# $left: how many ships are left, 0 or 1.
# source 6dee6b5a
tsuro-problem-over =
    { $left ->
        [0] Sans plus aucun navire, la partie est finie
       *[other] Avec un seul navire restant, la partie est finie
    }
# source 5f7bfcec
tsuro-problem-full = Chaque case porte une tuile Sillage ou un daikaiju : le plateau est plein, la partie est donc finie et les { $ships } navires restants se partagent la victoire
# source 01ce2b33
tsuro-problem-early-winners = Les gagnants ne sont désignés qu'une fois la partie finie
# source dea0a49f
tsuro-problem-winner-twice = Un joueur figure deux fois parmi les gagnants
# $covered: true when the game also ends once the board is full (the option).
# source 84327a82
tsuro-problem-ends-early =
    { $covered ->
        [true] La partie ne se termine avec plusieurs navires restants que si le plateau est plein ou si aucun d'eux ne peut poser de tuile (Décision TS-W3b)
       *[false] La partie ne se termine avec plusieurs navires restants que si aucun d'eux ne peut poser de tuile (Décision TS-W3b)
    }
# $players: the players whose ships still sail, listed.
# source 1ed294ca
tsuro-problem-winners = Les gagnants sont les joueurs dont le navire navigue encore : { $players }
# source ab2f9efd
tsuro-problem-shared = Quand les derniers navires sont éliminés ensemble, leurs joueurs se partagent la victoire
# source b1f94d22
tsuro-file-tile-list = doit être une liste de numéros de tuiles
# $square is what the file wrote, quoted; $size the board's side (7: a 7x7 board).
# source 8b24e962
tsuro-file-not-square = { $square } n'est pas une case du plateau de { $size }x{ $size }
# source 7ef92f4a
tsuro-file-ships = doit contenir un navire par joueur ({ $players })
# $high is the last line (counted from 0).
# source 3b048780
tsuro-file-dice-lines = les lignes doivent aller de 0 à { $high }
# source d3f28525
tsuro-file-dice-totals = doit être une liste de totaux de deux dés, de 2 à 12
# A wake tile's wakes, each joining two of its points 0-7.
# source 260071b5
tsuro-file-wakes = doit relier chaque point de 0 à 7 exactement une fois
# $count is the number of daikaiju the data has.
# source 4a3d08fe
tsuro-file-setup-counts = les nombres doivent aller de 0 à { $count }, le nombre de daikaiju
# $squares the dice can name; $most daikaiju fit on them.
# source a020473a
tsuro-file-daikaiju-fit = les dés désignent { $squares } cases : { $most } daikaiju au plus y tiennent
# $players (the most a game has) need $tiles wake tiles for their hands of $hand; the data has $count.
# source 5f652025
tsuro-file-tiles-for-hands = { $players } joueurs ont besoin de { $tiles } tuiles pour leurs mains de { $hand }, pas de { $count }

## Les titres des énigmes, des exemples et des décisions livrés avec le jeu

# source a964ddc3
scenario-tsuro-seas-example-1 = Exemple de la règle : un daikaiju détruit un navire (TS-D4)
# source 241675bc
scenario-tsuro-seas-example-2 = Exemple de la règle : un daikaiju bloque un navire sur son point de départ (TS-D8)
# source 492c5e51
scenario-tsuro-seas-example-3 = Exemple de la règle : un daikaiju s'arrête devant le navire actif (TS-D5)
# source 52a8186d
scenario-tsuro-seas-puzzle-1 = Énigme 1 : pris en étau dans le coin
# source 5a5ab4ee
scenario-tsuro-seas-puzzle-2 = Énigme 2 : trois tours sur la rangée du bas
# source d284d037
scenario-tsuro-seas-puzzle-3 = Énigme 3 : les deux derniers capitaines
# source 5ad0c521
ruling-tsuro-seas-daikaiju-destroys-a-ship = Un daikaiju qui entre sur la case d'un navire le détruit (TS-D4)
# source ed360d60
ruling-tsuro-seas-daikaiju-destroys-a-ship-notes = D'après l'exemple de la règle (resources/scenarios/tsuro-seas-example-1.json). Joueur 1 pose la tuile 10 orientée au nord. Au début du tour de Joueur 2, les dés réveillent les daikaiju (TS-T1) et le daikaiju 3★ entre en D1, où se trouve le navire de Joueur 3 : le navire est détruit et Joueur 3 est éliminé (TS-D4), bien qu'aucune tuile de Joueur 3 ne l'ait fait naviguer.
# source 8371bc6d
scenario-tsuro-seas-puzzle-1-hint-1 = Cherchez la pose qui emmène votre navire vers l'ouest, hors du coin, vers E6.
# source a613dff9
scenario-tsuro-seas-puzzle-1-hint-3 = Maintenant, l'une de vos tuiles fait avancer votre navire et sortir celui de Joueur 1 du plateau (TS-M4).
# source d9b2dec0
scenario-tsuro-seas-puzzle-1-notes = Il reste deux navires, tous deux dans le coin en bas à droite d'une mer sans daikaiju. Vous êtes Joueur 2 : votre navire va entrer en F6 ; celui de Joueur 1 attend juste en dessous de vous, au bord de F7. Trouvez la pose après laquelle votre prochaine tuile gagne la partie, quoi que joue Joueur 1 entre-temps. Une seule de vos poses y parvient. La réponse ne dépend ni des dés ni de la tuile que vous piochez.
# source cbc142c0
scenario-tsuro-seas-puzzle-2-notes = Vous êtes Joueur 2, coincé sur la rangée du bas : votre navire va entrer en D7, juste à côté de celui de Joueur 1 en E7, avec le bord du plateau juste en dessous. Chaque pose que vous pouvez faire vous garde à flot ce tour-ci, mais une seule garde votre navire en route pendant trois de vos tours, quoi que fasse Joueur 1. Gagner plus tôt compte aussi. Cette mer n'a pas de daikaiju, et la réponse ne dépend pas des tuiles que vous piochez.
# source 0f33aa1f
scenario-tsuro-seas-puzzle-3-notes = Joueur 1 est déjà éliminé. Vous êtes Joueur 2, sur le point d'entrer en F3 par le bas ; Joueur 3 est en bas en G6, près du bord droit, et des daikaiju guettent en F1 et E3, près de votre navire. Trouvez la tuile qui gagne la partie d'ici la fin de votre prochain tour, quoi que fasse Joueur 3. Une seule de vos sept poses y parvient. La réponse ne dépend ni des dés ni de la tuile que vous piochez.
# source b15a1eb5
scenario-tsuro-seas-puzzle-1-failure = Votre navire est sorti le premier. Essayez la pose qui emmène votre navire vers l'ouest, hors du coin.
# source c2467178
scenario-tsuro-seas-puzzle-1-success = Bien navigué : le navire de Joueur 1 est sorti du plateau et le vôtre est le dernier à naviguer (TS-W1).
# Under the Expert level in the lobby: what the measured ladder says of it in this game (docs/ai.md).
# source b968dec4
tsuro-seas-level-expert = Dans Tsuro of the Seas, pas plus fort que Difficile : il a gagné environ la moitié de 400 parties contre Difficile, car les dés départagent des coups presque égaux.
# source 52a06d20
tsuro-seas-level-hard = Dans Tsuro of the Seas, à peine plus fort que Normal : il a gagné 56 % de 200 parties contre Normal, car les dés départagent des coups presque égaux.
# source f4891005
scenario-tsuro-seas-example-1-notes = Joueur 3 est arrivé sur la tuile en D1 ; le daikaiju 3★ guette juste à côté en E1, tourné vers le nord. Joueur 1 pose la tuile 10 orientée au nord : appliquez-la avec `qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`. Au début du tour de Joueur 2, les dés font 6 + 2 = 8, donc les daikaiju se déplacent (TS-T1) ; le dé daikaiju fait 5, et le tableau du daikaiju 3★ dit « gauche » pour un 5, ce qui, pour un daikaiju tourné vers le nord, est l'ouest : il avance en D1. Un daikaiju qui arrive sur une tuile Sillage envoie la tuile sous la pioche et détruit tous les navires qui s'y trouvent (TS-D4) : Joueur 3 est éliminé, et sa main passe sous la pioche (TS-R6). Les dés sont fixés par le rng du scénario, donc l'exemple se rejoue à l'identique.
# source 6464b7bc
scenario-tsuro-seas-example-2-notes = Le navire de Joueur 2 attend encore sur son point de départ au bas de C7 ; le daikaiju 2★ se tient en C6, tourné vers le sud. Joueur 1 pose la tuile 10 orientée au nord (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). Joueur 2 lance alors les dés pour les daikaiju (TS-T1) et le dé daikaiju déplace le daikaiju 2★ d'une case « vers le haut » selon son orientation, le sud : en C7, la case où irait la première tuile de Joueur 2. Un navire encore sur son point de départ n'est pas détruit pour autant : son joueur le déplace sur n'importe quel autre point de départ du même côté dont la case n'a pas de tuile (TS-D8). Relancez `qtgames ruling` sur le résultat, ou ajoutez une seconde --action comme '{ "{" }"relocate": 33{ "}" }', pour voir quels points sont permis et pourquoi les autres sont refusés.
# source e8273613
scenario-tsuro-seas-example-3-notes = Joueurs 2 et 3 attendent tous deux sur le bord inférieur de la tuile de D3, côte à côte, chacun sur le point d'entrer dans la case vide D4 ; le daikaiju 3★ se tient en E4, tourné vers le nord. Joueur 1 pose la tuile 10 orientée au nord (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). Au début du tour de Joueur 2, les dés réveillent les daikaiju, et le dé daikaiju envoie le daikaiju 3★ « à gauche » selon son orientation : à l'ouest, en D4. Un daikaiju qui finit son déplacement sur la case devant le navire du joueur actif détruit ce navire (TS-D5) : Joueur 2 est éliminé. Le navire de Joueur 3 sur le même bord n'est pas détruit, car Joueur 3 n'est pas le joueur actif, et peut encore s'échapper : si le daikaiju attendait toujours en D4 après le lancer de Joueur 3, il détruirait aussi ce navire (décision TS-D5b), mais ce lancer réveille à nouveau les daikaiju et le daikaiju 3★ continue vers D5, donc Joueur 3 poursuit sa route.
