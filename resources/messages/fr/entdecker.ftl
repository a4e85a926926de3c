### Entdecker en français : le journal des coups, les questions, les coups proposés, les refus, les
### options de règle et les titres des énigmes.
###
### Les mots sont ceux de la règle française d'Entdecker (« Entdecker - Découvreur », traduction
### mise en ligne par l'Escale à jeux, ../shared/seeds/003_…) : carte de découverte, tas, carte de
### remplissage, flèche de revenu, compteur de richesse, comptoir, fort, colonie, plus grand
### découvreur, jeton de découverte (de plante), Grand inventeur, Tempête, Indigènes hostiles,
### Indigènes accueillants, Pirates, Ruines, Or, tuiles personnelles ; une manche est une saison.
### Les phrases commencent par le joueur, car l'application met son nom à la place de « Joueur 2 »,
### et ne font rien s'accorder avec lui. Devant : ; ! ? l'espace est insécable (U+00A0).

# source 37bd40b2
entdecker-shape =
    { $shape ->
        [bay] baie
        [channel] chenal
        [corner] coin
        [headland] cap
        [islet] îlot
        [land_bridge] isthme
        [open_sea] pleine mer
        [solid_land] terre ferme
        [two_points] deux pointes
       *[other] { $shape }
    }
# source 3b762334
entdecker-card =
    { $shape ->
        [made] une carte faite pour l'occasion
        [islet] une carte d'îlot
        [land_bridge] une carte d'isthme
        [bay] une carte de baie
        [channel] une carte de chenal
        [corner] une carte de coin
        [headland] une carte de cap
        [open_sea] une carte de pleine mer
        [solid_land] une carte de terre ferme
        [two_points] une carte à deux pointes
       *[other] une carte { $name }
    }
# source c44d2c60
entdecker-quarters =
    { $quarters ->
        [0] à l'endroit
        [1] tournée vers la droite
        [2] à l'envers
       *[3] tournée vers la gauche
    }

## Le journal des coups

# source 90922d57
setup = Les cartes de découverte sont mélangées en { $count } tas : { $stacks } cartes.
# source c5b03c0e
income = Saison { $round } : { $player } lance la flèche de revenu, qui indique { $spin } ; chaque joueur gagne { $spin } or.
# source d4730401
new_first = { $player } prend la flèche de revenu et joue en premier cette saison.
# source 9fa76978
start_circle = { $player } place le bateau sur le cercle de départ à côté de { $square }.
# source 208d4cb4
start_square = { $player } place le bateau sur le cercle de la case { $square }.
# source 03f00129
start_fee =
    { $player } paie { $fee } or pour partir de la case { $unit ->
        [scout] du comptoir
        [fort] du fort
       *[settlement] de la colonie
    } de { $owner } { $to_owner ->
        [true] (à son propriétaire).
       *[false] (à la banque).
    }
# source 0db32cb7
declared =
    { $gold ->
        [true] { $player } dépense { $amount } or en exploration.
       *[false]
            { $player } déclare { $amount } { $amount ->
                [one] carte
               *[other] cartes
            }.
    }
# source a313b664
turned_over = { $player } retourne { $card } du tas { $stack }.
# source 028ef108
last_card = C'était la dernière carte de découverte : la partie se termine après ce tour.
# source 1d69b416
personal = { $player } joue sa tuile personnelle : { $card }.
# source 548bcb95
placed = La carte est posée en { $square }, { $turned } ; le bateau y navigue.
# source 9e15f841
unplayable =
    { CAPITAL($card) } ne peut être placée nulle part à côté du bateau ({ $squares }) et est retirée du jeu{ $event ->
        [none] .
        [friendly_natives]  ; son événement (Indigènes accueillants) n'est pas appliqué.
        [gold]  ; son événement (Or) n'est pas appliqué.
        [hostile_natives]  ; son événement (Indigènes hostiles) n'est pas appliqué.
        [pirates]  ; son événement (Pirates) n'est pas appliqué.
        [ruins]  ; son événement (Ruines) n'est pas appliqué.
        [storm]  ; son événement (Tempête) n'est pas appliqué.
       *[other]  ; son événement ({ $event }) n'est pas appliqué.
    }
# source 0a8c1cc7
to_reserve = { CAPITAL($card) } ne peut être placée nulle part à côté du bateau ({ $squares }) et rejoint la pile de remplissage { $pile }.
# source 5ec317d9
storm = Tempête ! Le tour de { $player } se termine immédiatement.
# source e024087b
hostile = Indigènes hostiles : construire sur cette carte coûte le double.
# source 809c92f4
friendly = Des indigènes accueillants offrent un jeton de découverte à { $player }.
# source c3d18afb
friendly_no_tokens = Indigènes accueillants, mais il ne reste aucun jeton de découverte.
# source 4929dadf
native_token = { $player } prend un jeton de la pile { $pile }.
# source 1feaaafb
declined_token = { $player } refuse le jeton des indigènes.
# source e80ca91c
pirates = Pirates ! { $player } perd { $loss } or.
# source f8f402ea
ruins = Ruines : { $player } marque { $points } points de victoire.
# source 41061221
gold = Or : { $player } gagne { $gain } or.
# source 6023f2a5
no_way_on =
    Aucune route libre d'ici : l'exploration s'arrête ; { $gold ->
        [true]
            { $unused } or { $unused ->
                [one] déclaré est perdu
               *[other] déclarés sont perdus
            }.
       *[false]
            { $unused } { $unused ->
                [one] carte déclarée est perdue
               *[other] cartes déclarées sont perdues
            }.
    }
# source 84456c3e
stopped =
    { $player } termine son tour{ $unused ->
        [0] .
       *[other]
            { " " }({ $unused } { $unused ->
                [one] déclaré inutilisé
               *[other] déclarés inutilisés
            }).
    }
# source 27bd5428
built =
    { $player } construit { $unit ->
        [scout] un comptoir
        [fort] un fort
       *[settlement] une colonie
    } en { $square } pour { $cost } or.
# source 06a4d567
recalled = { $player } reprend le comptoir placé en { $square }.
# source 56add17e
filled = Le trou en { $square } est comblé avec la pile de remplissage { $pile }.
# source 747c1181
made_tile = La pile de remplissage { $pile } est vide : une carte de ce type est faite pour combler { $square }.
# source ba7d7c8a
island_empty =
    Une île de { $squares } { $squares ->
        [one] carte
       *[other] cartes
    } est entièrement découverte ; personne n'y est implanté.
# source 0e835d71
too_few_tokens = Il ne reste pas assez de jetons de découverte pour chaque plus grand découvreur : aucun n'en reçoit.
# source b3af5db5
discovery = { $player } découvre une plante d'une valeur de { $value }.
# source 6da66b1d
island_scored =
    Une île d'une valeur de { $value } ({ $cards } { $cards ->
        [one] carte
       *[other] cartes
    }{ $token ->
        [0] { "" }
       *[other] { " " }+ jeton { $token }
    }) rapporte : { $points }.
# source ca52bcce
units_back = Ses constructions retournent à leurs propriétaires.
# source 5985a8ad
cannot_pay = { $player } ne peut payer aucune carte et passe son tour.
# source 462843ac
no_start = Plus aucun cercle n'a de ligne de connexion libre.
# source 0949e63c
game_end =
    La partie est finie ({ $undiscovered } { $undiscovered ->
        [one] case non découverte
       *[other] cases non découvertes
    }, { $cards_left } { $cards_left ->
        [one] carte restante
       *[other] cartes restantes
    }).
# source 06489a94
token_bonus =
    { $player } possède le plus de jetons de découverte et marque { $points } { $points ->
        [one] point
       *[other] points
    } (Grand inventeur).
# source f868ac4c
winners =
    { $players } { $count ->
        [one] gagne
       *[other] gagnent
    } avec { $points } { $points ->
        [one] point
       *[other] points
    }.

## Questions

# source 0fde1e14
entdecker-prompt-start = Placez le bateau sur un cercle de départ ou sur le cercle d'une case découverte.
# source 16823203
entdecker-prompt-start-first-round = Placez le bateau sur l'un des cercles de départ autour du plateau.
# source 459bc37c
entdecker-prompt-declare = Déclarez combien de cartes vous retournerez, 1 or chacune.
# source 99ccffb5
entdecker-prompt-declare-gold = Déclarez combien d'or vous dépensez en exploration : 1 par carte, 2 par tuile personnelle.
# source b77dafed
entdecker-prompt-explore = Tirez une carte d'un tas, construisez, ou terminez votre tour.
# source a96ab92b
entdecker-prompt-place = Choisissez où et comment poser la carte tirée.
# source 6ae5b6e0
entdecker-prompt-natives = Indigènes accueillants : prenez un jeton de découverte, ou refusez-le.
# source 8c1c71ca
entdecker-prompt-token = Vous êtes un plus grand découvreur : choisissez la pile où tirer votre jeton.
# source 235f5a3a
entdecker-prompt-draw = Tirez une carte d'un tas.
# source 1f284c73
entdecker-prompt-draw-or-end = Tirez une carte, ou terminez votre tour.
# source 0d7e5ce3
entdecker-prompt-draw-build-end = Tirez une carte, construisez ici (votre tour se termine), ou terminez votre tour.
# source b7de82e2
entdecker-prompt-draw-personal = Tirez une carte ou jouez une tuile personnelle.
# source b35f4a71
entdecker-prompt-draw-personal-end = Tirez une carte ou jouez une tuile personnelle, ou terminez votre tour.
# source e7c1a8f3
entdecker-prompt-draw-personal-build-end = Tirez une carte ou jouez une tuile personnelle, construisez ici (votre tour se termine), ou terminez votre tour.
# source bae9aa13
entdecker-prompt-build-no-route = Aucune route libre d'ici : construisez sur cette carte, ou terminez votre tour.
# source 2038a3ae
entdecker-prompt-build-all-turned = Toutes les cartes déclarées sont retournées : construisez sur cette carte, ou terminez votre tour.
# source c3701bb8
entdecker-prompt-build-cards-out = Les cartes de découverte sont épuisées : construisez sur cette carte, ou terminez votre tour.
# A starting circle ($side: above, right, below, left of its square), as the editor names where the ship stands.
# source d8125402
entdecker-circle =
    le cercle { $side ->
        [above] au-dessus de
        [right] à droite de
        [below] au-dessous de
       *[left] à gauche de
    } { $square }

## Coups

# source 55b7bacd
entdecker-action-start-circle =
    Partir du cercle { $side ->
        [above] au-dessus de
        [right] à droite de
        [below] au-dessous de
       *[left] à gauche de
    } { $square }
# source 785cecdf
entdecker-action-start-square =
    Partir de { $square }{ $routes ->
        [1] { "" }
       *[other] { " " }(route maritime { $route })
    }{ $fee ->
        [0] { "" }
       *[other] , en payant { $fee } or de plus
    }
# source 8e3edaca
entdecker-action-spend = Dépenser { $amount } or en exploration
# source 449e4e7c
entdecker-action-declare =
    Déclarer { $amount } { $amount ->
        [one] carte
       *[other] cartes
    }
# source 66f86cb6
entdecker-action-draw =
    Tirer du tas { $stack }{ $event ->
        [true] { " " }(carte événement ?)
       *[false] { "" }
    }
# source 9d4447e3
entdecker-action-personal = Jouer votre tuile personnelle { $name }
# source 35559120
entdecker-action-place = Poser en { $square }, { $turned }
# source bd09649a
entdecker-action-build =
    Construire { $unit ->
        [scout] un comptoir
        [fort] un fort
       *[settlement] une colonie
    }{ $parts ->
        [1] { "" }
       *[other] { " " }sur la terre { $part }
    }
# source 99673335
entdecker-action-recall =
    Reprendre { $unit ->
        [scout] le comptoir
        [fort] le fort
       *[settlement] la colonie
    } en { $square }
# source db60cc63
entdecker-action-recall-other =
    Reprendre { $unit ->
        [scout] le comptoir
        [fort] le fort
       *[settlement] la colonie
    } de { $player } en { $square }
# source 0976ca52
entdecker-action-recall-nothing = Reprendre une construction en { $square }
# source 4fc3d8de
entdecker-action-end = Terminer votre tour
# source 8fef2a9e
entdecker-action-take-token = Prendre un jeton de découverte de la pile { $pile }
# source ae7237a3
entdecker-action-decline-token = Refuser le jeton

## Refus

# source ff512c49
entdecker-game-over = La partie est finie.
# source 8d3b5163
entdecker-circle-first = Placez d'abord le bateau sur un cercle.
# source bf7a1c40
entdecker-declare-first = Déclarez d'abord combien de cartes vous retournerez.
# source 85ceaba8
entdecker-explore-now = Tirez une carte, construisez, ou terminez votre tour.
# source 679b62e1
entdecker-place-first = Posez d'abord la carte que vous avez tirée.
# source f579e6db
entdecker-natives-first = Prenez d'abord le jeton des indigènes accueillants, ou refusez-le.
# source f4499737
entdecker-token-first = Un plus grand découvreur doit d'abord choisir une pile de jetons.
# source 51b7148b
entdecker-no-token-pile = Cette pile de jetons de découverte n'existe pas ou est vide.
# source 3f15b958
entdecker-turn-one-over = Retournez au moins une des cartes déclarées : on ne peut s'arrêter qu'après une carte.
# source cbd8e5fd
entdecker-nothing-to-recall = Aucune construction à reprendre ici.
# source fc26d518
entdecker-recall-own = Seuls vos propres comptoirs peuvent être rendus à votre réserve.
# source 65f02d5c
entdecker-recall-scouts = Les forts et les colonies ne reviennent que quand leur île est marquée ; seuls les comptoirs peuvent être repris à tout moment.
# source c6fbd8d8
entdecker-no-circle = Il n'y a pas de cercle de départ { $circle } ; ils sont numérotés de 0 à { $last }.
# source b3da9e19
entdecker-circle-discovered = La ligne de connexion de ce cercle mène à une case découverte : il n'y a pas de ligne libre.
# source a44e9cf3
entdecker-cannot-pay = Vous ne pouvez pas payer même une seule carte.
# source ce372ba7
entdecker-first-round-circles = À la première saison, seuls les cercles de départ autour du plateau peuvent être utilisés.
# source 680c9d28
entdecker-start-on-route = Le bateau part du cercle d'une case découverte, sur l'une de ses routes maritimes.
# source 59424db6
entdecker-start-fee =
    Partir de la case { $unit ->
        [scout] du comptoir
        [fort] du fort
       *[settlement] de la colonie
    } d'un autre joueur coûte { $fee } or de plus : avec une carte, il vous faut { $need } or.
# source 16056a54
entdecker-no-free-line = Cette route maritime n'a pas de ligne de connexion libre vers une case non découverte.
# source e435362e
entdecker-declare-one = Déclarez au moins 1.
# source c06f24dc
entdecker-declare-gold = Vous ne pouvez pas déclarer plus que vous ne pouvez payer : vous avez { $gold } or.
# source 843adca9
entdecker-declare-cards =
    { $left ->
        [one] Il ne reste que { $left } carte à retourner.
       *[other] Il ne reste que { $left } cartes à retourner.
    }
# source a5f365fd
entdecker-cards-out = Les cartes de découverte sont épuisées : la partie se termine après ce tour.
# source fb484f9f
entdecker-exploring-over = Le bateau n'a plus de ligne de connexion libre vers une case non découverte : l'exploration est terminée.
# source b1014936
entdecker-all-turned = Vous avez retourné toutes les cartes déclarées.
# source 7b423b03
entdecker-no-stack = Ce tas est vide ou n'existe pas.
# source 23c12aee
entdecker-no-personal-tiles = Les tuiles personnelles sont une variante qui n'est pas jouée dans cette partie.
# source e854f64a
entdecker-one-personal = Une seule tuile personnelle par tour.
# source 07b21816
entdecker-personal-cost = Une tuile personnelle coûte 2 des ors déclarés.
# source 114ff87c
entdecker-not-your-tile = Ce n'est pas une de vos tuiles personnelles.
# source b8ca039f
entdecker-tile-fits-nowhere = Cette tuile ne convient à aucune case que le bateau peut atteindre.
# source 7c491d29
entdecker-place-beside = La carte se pose sur une case non découverte reliée à la case du bateau par une ligne de connexion.
# source 460dbaeb
entdecker-quarter-turns = Une carte se tourne de 0 à 3 quarts de tour.
# source 3e408caf
entdecker-same-turn = Tournée ainsi, la carte est identique à une orientation déjà proposée : choisissez celle-là.
# source 83d6312d
entdecker-sides-match = Les quatre côtés doivent être en accord avec leur environnement, terre en face de la terre, eau en face de l'eau, et le bateau entre par l'eau.
# source d0e25d06
entdecker-storm-no-building = La tempête a mis fin à votre tour : pas de construction.
# source 2c8327bc
entdecker-build-here = Vous ne pouvez construire que sur la carte posée ce tour où se trouve le bateau.
# source 605f3232
entdecker-sailed-on = Le bateau est reparti en pleine mer : vous ne pouvez pas revenir en arrière pour construire sur une carte précédente.
# source 7e66a8ab
entdecker-build-on-land = Vous ne pouvez construire que sur une carte où se trouve une terre.
# source 172302df
entdecker-build-what = Construisez un comptoir, un fort ou une colonie sur l'une des terres de cette carte.
# source 361ab2e0
entdecker-one-unit = Une seule construction peut être placée sur chaque carte.
# source 4779497d
entdecker-no-unit =
    Il ne vous reste { $unit ->
        [scout] aucun comptoir
        [fort] aucun fort
       *[settlement] aucune colonie
    } dans votre réserve.
# source 6178b014
entdecker-no-settlement = Une colonie ne peut pas être construite à côté d'indigènes hostiles.
# source 36d131e4
entdecker-build-cost =
    { $unit ->
        [scout] Un comptoir
        [fort] Un fort
       *[settlement] Une colonie
    } coûte ici { $cost } or ; vous en avez { $gold }.

## Objectifs des énigmes

# source bef3ba2d
entdecker-goal-island = marquez au moins { $target } points avec une seule île
# source 368ce63a
entdecker-goal-points = ayez au moins { $target } points
# source 75078eee
entdecker-fact-gold = Or après le coup
# source 02d1cace
entdecker-fact-points = Points après le coup

## Options de règle

# source 263baad5
entdecker-option-rotating_first_player = Changement de premier joueur
    .help = Quand le tour revient au premier joueur, celui-ci passe la flèche de revenu au joueur à sa gauche au lieu de jouer.
# source 05aaa5d0
entdecker-option-unplayable_to_reserve = Les cartes injouables vont aux cartes de remplissage
    .help = Une carte tirée sans événement qui ne peut être placée nulle part rejoint la pile de remplissage de son type au lieu d'être retirée du jeu (option recommandée par le traducteur de la règle française).
# source 090b13ca
entdecker-option-personal_tiles = Tuiles personnelles
    .help = Chaque joueur a 4 tuiles à lui (2 or chacune, une par tour) et déclare de l'or, non des cartes. Les tuiles sont prises parmi les cartes à tirer avant de former les tas (Décision EN-V4).
# source dffaea4b
entdecker-option-hostile_settlement = Une colonie à côté d'indigènes hostiles
    .help = forbidden : impossible d'y construire (texte italien) ; 12 : coûte 12 or (texte hongrois).
# source 34a760c3
entdecker-option-board_edge = Un côté de carte au bord du plateau
    .help = anything : s'accorde avec la terre comme avec l'eau (la décision) ; water : doit être de l'eau, comme si la mer continuait.
# source 49c9d064
entdecker-option-start_fee_to = Le surcoût pour partir d'une construction d'un autre joueur va à
    .help = bank : selon le texte hongrois, l'autre joueur ne le reçoit pas ; owner : au propriétaire de cette construction.
# source c5ca6818
entdecker-option-finish_last_turn = Le joueur qui tire la dernière carte finit son tour
    .help = Activée : construction, comblement des trous et décompte des îles ont encore lieu avant le décompte final. Désactivée : la partie se termine dès que la dernière carte est tirée et posée ou écartée.
# source 6a281e67
entdecker-problem-card-taken = La case { $square } porte déjà la carte { $card } : une carte se pose sur une case non découverte.
# $where: undiscovered (the square has no card) or water (its card has no land).
# source 5c354b27
entdecker-problem-unit-off-land =
    { $unit ->
        [scout] Le comptoir
        [fort] Le fort
       *[settlement] La colonie
    } en { $square } se trouve sur { $where ->
        [undiscovered] une case non découverte
       *[water] une carte sans terre
    } : les constructions se placent sur la terre.
# source 1d4f0035
entdecker-problem-unit-taken = La case { $square } porte déjà une construction : une seule construction peut être placée sur chaque carte.
# source 282a4267
entdecker-problem-land-parts =
    { $parts ->
        [one] La carte en { $square } a { $parts } terre, numérotée à partir de 0.
       *[other] La carte en { $square } a { $parts } terres, numérotées à partir de 0.
    }
# How many units of a kind a player has at all ($count).
# source ec102c7e
entdecker-problem-units-left =
    { $player } n'a droit qu'à { $count } { $unit ->
        [scout]
            { $count ->
                [one] comptoir
               *[other] comptoirs
            }
        [fort]
            { $count ->
                [one] fort
               *[other] forts
            }
       *[settlement]
            { $count ->
                [one] colonie
               *[other] colonies
            }
    }.
# source 1046415e
entdecker-problem-placed-undiscovered = La case { $square } n'est pas découverte : aucune carte n'y a été posée ce tour-ci.
# source 9714a693
entdecker-problem-placed-twice = La case { $square } figure deux fois.
# source 5335552b
entdecker-problem-ship-undiscovered = La case { $square } n'est pas découverte : le bateau se trouve sur un cercle ou sur une carte découverte.
# source de6bb0b4
entdecker-problem-sea-routes =
    { $routes ->
        [one] La carte en { $square } a { $routes } route maritime, numérotée à partir de 0
       *[other] La carte en { $square } a { $routes } routes maritimes, numérotées à partir de 0
    } : le bateau ne se trouve jamais sur la terre.
# source 1fa066a4
entdecker-problem-card-twice = La carte { $card } est aussi en { $first } : chaque carte est à un seul endroit.
# source eef7aad9
entdecker-problem-cards-nowhere =
    { $count ->
        [one] { $count } carte n'est nulle part
       *[other] { $count } cartes ne sont nulle part
    } ({ $cards }) : chaque carte est dans un tas, une pile de remplissage, une main, la boîte ou sur le plateau.
# source 466470f4
entdecker-problem-made-card = La carte { $card } a été faite pour combler un trou : elle est sur le plateau.
# source 83559434
entdecker-problem-reserve-card = La carte { $card } est une carte de la pile de remplissage { $pile } : elle est dans cette pile ou sur le plateau.
# source 948fac08
entdecker-problem-exploration-in-reserve = La carte { $card } est une carte de découverte : seule la variante des cartes injouables en met une dans une pile de remplissage, et jamais une carte à événement.
# source 724cbd03
entdecker-problem-wrong-reserve = La carte { $card } va dans la pile de remplissage { $pile }.
# source 95d1f2d0
entdecker-problem-token-twice = Le jeton { $token } est aussi en { $first } : chaque jeton est à un seul endroit.
# source 0dbdacf6
entdecker-problem-tokens-nowhere =
    { $count ->
        [one] Le jeton { $tokens } n'est nulle part
       *[other] Les jetons { $tokens } ne sont nulle part
    } : chaque jeton de découverte est dans une pile ou chez un joueur.
# source fb1d7c0b
entdecker-problem-gold = { $player } a { $gold } or ; un joueur peut en avoir au plus { $most }.
# source 013e4ffd
entdecker-problem-personal-off = Les tuiles personnelles sont une variante qui n'est pas jouée ici.
# source de8970ca
entdecker-problem-personal-kinds = Une main contient une tuile ordinaire de chaque sorte personnelle : pleine mer, trois côtés d'eau, deux côtés d'eau opposés et deux côtés d'eau adjacents.
# source af6f0c48
entdecker-problem-personal-unplayed = La carte en attente est une tuile personnelle, mais aucune n'a été jouée ce tour-ci.
# source a164f30f
entdecker-problem-mismatch = Les cartes en { $square } et en { $other } ne s'accordent pas : la terre touche la terre et l'eau touche l'eau.
# source a5195ab1
entdecker-problem-edge-land = La carte en { $square } montre de la terre au bord du plateau ; dans cette partie, le bord compte comme de l'eau.
# source 0c544b7d
entdecker-problem-holes = Le dernier tour aurait dû finir en comblant { $squares } avec la pile de remplissage : une seule sorte de carte y convient.
# source ce340fe3
entdecker-problem-unscored = L'île en { $squares } est achevée mais n'a jamais été décomptée : ses constructions seraient retournées à leurs propriétaires.
# source c045f2a4
entdecker-problem-winners = Les gagnants sont les joueurs qui ont le plus de points, une fois la partie finie ; avant, il n'y en a aucun.
# source caaf2dc9
entdecker-problem-board-full = Tout le plateau est découvert : la partie est finie.
# source dd8d7758
entdecker-problem-no-start = Plus aucun cercle n'a de ligne de connexion libre : la partie est finie.
# source 31ac3ed1
entdecker-problem-cannot-pay = { $player } ne peut payer aucune carte : son tour est passé.
# source 945e0354
entdecker-problem-fits-nowhere = La carte tirée ne va nulle part : elle aurait quitté le jeu.
# source 1d7f6175
entdecker-problem-nothing-left = Il ne reste rien à faire ce tour-ci : il se serait terminé de lui-même.
# source 515bbcea
entdecker-problem-start-circle = Le bateau part du cercle d'une case découverte, et seulement à partir de la deuxième saison.
# source 919b16dd
entdecker-problem-ship-missing = À ce moment du tour, le bateau se trouve sur un cercle ou sur une carte.
# source 3fe2f604
entdecker-problem-first-round = Lors de la première saison, seuls les cercles de départ peuvent servir.
# source 1eed6a51
entdecker-problem-no-entry = Le bateau part d'un endroit d'où une ligne de connexion mène à une case non découverte.
# source 8a15e376
entdecker-problem-sails-onto = Le bateau navigue sur chaque carte posée : il se trouve en { $square }, la dernière.
# source 45f6190a
entdecker-problem-turn-not-begun = Rien n'est déclaré ni exploré avant que le bateau ne parte : cela appartient à un tour en cours.
# source e3d92da9
entdecker-problem-turned-over = Une carte a été tirée ce tour-ci, une carte a donc été retournée.
# source b2beb5a0
entdecker-problem-budget = On ne peut déclarer plus que ce qu'un joueur paie : au plus { $most }.
# source 82634965
entdecker-problem-drawn = Une carte tirée attend exactement pendant que le joueur choisit où elle va (la phase de pose).
# source f2eb3482
entdecker-problem-storm = Une tempête met fin au tour aussitôt : elle ne peut être en attente que pendant le décompte des îles de ce tour.
# source 8d2cc309
entdecker-problem-natives-ship = Les indigènes accueillants font leur offre quand leur carte est posée, et le bateau s'y trouve.
# source 82a02fbe
entdecker-problem-natives-token = Les indigènes accueillants n'offrent un jeton que s'il en reste un.
# $values: the numbers the spinner shows, listed.
# source 31316ef4
entdecker-problem-spinner = La flèche de revenu indique { $values }.
# source b3a3ece2
entdecker-problem-last-card-stacks = La dernière carte a été tirée exactement quand les tas sont vides.
# source f4887bd8
entdecker-problem-last-card-turn = La partie se termine avec le tour où la dernière carte a été tirée.
# source 3fd09cc3
entdecker-problem-last-card-placed = Sans la décision qui fait finir le tour, la partie se termine dès que la dernière carte est posée ou défaussée.
# source ba8cc03f
entdecker-problem-islands-waiting = Seule la phase des jetons a des îles en attente de décompte.
# source 31b09dd1
entdecker-problem-island-first = La phase des jetons décompte une île : indiquez-la d'abord.
# source dc8b5c88
entdecker-problem-island-whole = Chaque île en attente de décompte est une île entière et achevée : toutes ses paires [case, terre].
# source cc6389e5
entdecker-problem-token-queue = Les plus grands découvreurs de la première île, qui y ont un fort ou une colonie, tirent chacun un jeton, dans l'ordre des places : la file contient ceux qui n'ont pas encore tiré.
# source d5d46995
entdecker-problem-tokens-short = Il ne reste pas assez de jetons pour chaque plus grand découvreur.
# $last is the board's last square (H6): squares are named A1 to it.
# source 3a570d18
entdecker-file-square = doit être une case de A1 à { $last }
# source 90a6308a
entdecker-file-reserve-pile = doit être un numéro de pile de remplissage, de 1 à 6
# source b417cbef
entdecker-file-ship-both = le bateau est sur un cercle ou sur une case, pas sur les deux
# $example is a pair as files write it (["C4", 0]).
# source d1e3c177
entdecker-file-islands = doit être une liste de paires [case, partie de terre] comme { $example }
# $edges are a tile's four sides as the data writes them (LWWL: L land, W water, from north clockwise).
# source ef70fada
entdecker-file-land-sides = les parties de terre doivent toucher chaque côté terre de { $edges } exactement une fois
# source 2c13cffc
entdecker-file-water-sides = les routes maritimes doivent relier chaque côté mer de { $edges } exactement une fois
# source 97c588fd
entdecker-file-inner-island = une île intérieure (une partie de terre qui ne touche aucun côté) demande une carte tout en mer
# $right is the class the edges make, $found the class the data gives.
# source e77f6e48
entdecker-file-edge-class = les côtés { $edges } sont de la classe { $right }, pas { $found }
# source 05122b94
entdecker-file-event-back = une carte a un événement exactement quand son dos montre un point d'interrogation
# $event is the event's name as the data writes it.
# source a7a924c5
entdecker-file-event-land = l'événement { $event } demande une carte avec de la terre
# source 8afac85a
entdecker-file-sea-route = une carte de découverte demande une route maritime (EN-X4b) ; les cartes tout en terre sont des cartes de remplissage
# source 09eb0075
entdecker-file-tile-id = doit être { $id } (les cartes sont numérotées dans l'ordre)
# $units lists the units as the data names them.
# source e83cb63a
entdecker-file-units = doit donner { $units }
# $shape is the shape's name as the data writes it, quoted.
# source 45fb9f82
entdecker-file-no-shape = aucune carte de découverte n'a la forme { $shape }
# source 069b6862
entdecker-file-gold-start = ne doit pas dépasser gold.max
# source f0b9ed7b
entdecker-file-spinner = doit être une liste de montants d'or de 0 à 99
# source 4f6bf56c
entdecker-file-reserve-piles = chaque classe de 1 à 6 demande une pile de remplissage (EN-C3)
# source acda0a13
entdecker-file-shape-class = les cartes { $shape } sont de la classe { $klass }
# $players (the most a game has) need $tiles plain draw tiles of class $klass; the data has $count.
# source a10f9108
entdecker-file-personal-tiles = { $players } joueurs ont besoin de { $tiles } cartes de découverte simples de la classe { $klass }, pas de { $count }

## Titres des énigmes, exemples et décisions

# source 9028ffbe
scenario-entdecker-example-1 = Décompte d'une île : 10, 5, 5, 2
# source a8700681
scenario-entdecker-example-2 = Décompte d'une île : 10, 10, 3
# source 77223615
scenario-entdecker-puzzle-1 = La dernière carte
# source 9236f96a
scenario-entdecker-puzzle-2 = Des ruines entre deux îles
# source 598c491b
scenario-entdecker-puzzle-3 = Indigènes accueillants
# source 8d543f81
ruling-entdecker-declare-more-than-left = En fin de partie, on ne peut déclarer plus de cartes qu'il n'en reste dans les tas (EN-X3)
# source dcfbd0b3
ruling-entdecker-declare-more-than-left-notes = Tiré de l'énigme « La dernière carte » (resources/scenarios/entdecker-puzzle-1.json) : il reste une seule carte de découverte. Joueur 1 fait partir son navire de F4 (en payant 1 de plus pour l'unité de l'autre joueur qui s'y trouve, EN-X2) et déclare 2 cartes, avec l'or pour les payer. Refusé : un joueur ne peut déclarer que le nombre de cartes qui peuvent encore être retournées.
# source f694fadd
scenario-entdecker-puzzle-1-hint-1 = Faites partir votre bateau là où la dernière carte peut fermer l'île, même si une unité qui s'y trouve coûte en plus (EN-X2).
# source afdd97a1
scenario-entdecker-puzzle-1-hint-2 = Il reste une carte, déclarez-en donc une.
# source dba94a39
scenario-entdecker-puzzle-1-hint-3 = Tirez la dernière carte du tas 1.
# source 47f76e2f
scenario-entdecker-puzzle-1-hint-4 = Construisez sur l'île avant son décompte.
# source a0f0b36d
scenario-entdecker-puzzle-1-hint-5 = Le cacao de la pile 1 vaut 4.
# source 409cde06
scenario-entdecker-puzzle-1-notes =
    Le dernier tour de la partie : il ne reste qu'une carte de découverte, seule dans le tas 1, et c'est un coin (de la terre sur deux côtés qui se touchent). Joueur 1, avec 5 or, a un comptoir sur l'île B3-E4, à laquelle il ne manque que E4. Joueur 2 a un fort sur cette île (C3) et un comptoir sur l'isthme en F4. Le jeton de découverte en haut de la pile 1 est un cacao qui vaut 4, celui de la pile 2 une pomme de terre qui vaut 1.
    
    But : Joueur 1 marque au moins 12 points au décompte d'une seule île.
    
    Attention aux règles : partir du cercle d'une carte où se trouve l'unité d'un autre joueur coûte de l'or en plus (EN-X2) ; les deux routes maritimes d'un isthme ne se rejoignent pas, et le bateau ne repart que par la sienne (EN-X6) ; un jeton de découverte n'est tiré que pour une île avec un fort ou une colonie, par son plus grand découvreur (EN-I2, EN-I3), et il ajoute sa valeur à celle de l'île (EN-I4).
# source 60af730a
scenario-entdecker-puzzle-2-notes =
    Le dernier tour de la partie : il ne reste qu'une carte de découverte, et son dos montre un point d'interrogation. C'est un chenal avec des ruines : de la terre sur deux côtés opposés, en deux parties séparées, avec une route maritime entre elles. Joueur 1 a 17 points et 4 or et un comptoir sur l'île E2-E3, où Joueur 2 a aussi un comptoir ; Joueur 2 a en outre un fort sur l'île E5-E6. La mer ouverte en D4 les sépare. Le jeton de découverte en haut de la pile 1 est un cacao qui vaut 4, celui de la pile 2 une pomme de terre qui vaut 1.
    
    But : Joueur 1 a au moins 31 points à la fin de la partie.
    
    Attention aux règles : les ruines rapportent 3 points tout de suite (EN-E5) ; une carte avec deux parties de terre peut appartenir à deux îles, et une unité se place sur la partie que choisit celui qui la construit (EN-B3, décision EN-D7) ; des plus grands découvreurs à égalité tirent chacun un jeton et le plus élevé compte (EN-I3, EN-I4) ; à la fin, les îles inachevées comptent sans jetons (EN-G2) et le plus de jetons rapporte un point chacun (EN-G3).
# source 03785a09
scenario-entdecker-puzzle-3-notes =
    Le dernier tour de la partie : il ne reste qu'une carte de découverte, un cap (de la terre sur un côté) avec des indigènes accueillants. Joueur 2 mène 25 à 18 et a 3 jetons de découverte contre 2 pour Joueur 1 ; les deux comptoirs de Joueur 2 sont sur l'île inachevée G3-I3-H4, ouverte seulement vers I4. Joueur 1 a 4 or.
    
    But : Joueur 1 gagne la partie.
    
    Attention aux règles : les indigènes accueillants offrent un jeton qui ne rapporte rien lui-même mais compte pour le plus de jetons (EN-E3, EN-G3) ; une case fermée sur ses quatre côtés est comblée avec la pile de remplissage à la fin du tour (EN-X7) ; un fort l'emporte sur n'importe quel nombre de comptoirs (EN-I2), et le plus grand découvreur d'une île avec un fort tire un jeton de découverte (EN-I3).
# source 59c04107
scenario-entdecker-puzzle-1-failure = L'île ne vous a pas rapporté 12 points. D'où le bateau doit-il partir pour que le coin la ferme ?
# source 0c96aa98
scenario-entdecker-puzzle-1-success = L'île est fermée et votre part rapporte au moins 12 points.
# source 2c51b4d7
scenario-entdecker-example-1-notes = L'exemple de la règle pour EN-I5 (texte de la règle française) : une île valant 10, joueur A premier, B et C ex æquo deuxièmes, D ensuite, rapporte A 10, B 5, C 5, D 2. Neuf cartes de l'île sont dans le coin en haut à gauche (A1-E2 sans D1). Joueur 1 (A) y a trois comptoirs, Joueurs 2 (B) et 3 (C) deux chacun, Joueur 4 (D) un ; personne n'a de fort ni de colonie, donc aucun jeton de découverte n'est tiré (EN-I3) et l'île vaut ses 10 cartes (EN-I4). Joueur 1 a pioché une baie, avec le bateau sur le cercle de départ au-dessus de D1, et n'a plus d'or pour construire. Poser la baie en D1, son eau vers le nord, achève l'île (EN-I1) : qtgames ruling entdecker-example-1.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Place par place, une île valant 10 rapporte 10, 5, 3, 2 (chaque fois la moitié de la précédente, arrondie au-dessus). B et C se partagent la deuxième place et marquent 5 chacun ; D arrive quatrième, comme si B et C avaient occupé les deuxième et troisième places, et marque 2.
# source f2bcd9c9
scenario-entdecker-example-2-notes = L'autre exemple de la règle pour EN-I5 (texte de la règle française) : une île valant 10, A et B ex æquo premiers, C ensuite, rapporte A 10, B 10, C 3. Neuf cartes de l'île sont dans le coin en haut à gauche (A1-E2 sans D1). Joueurs 1 (A) et 2 (B) y ont deux comptoirs chacun, Joueur 3 (C) un ; sans fort ni colonie, aucun jeton n'est tiré (EN-I3), donc l'île vaut ses 10 cartes (EN-I4). Joueur 1 a pioché une baie, avec le bateau sur le cercle de départ au-dessus de D1, et n'a plus d'or pour construire. La poser en D1, son eau vers le nord, achève l'île : qtgames ruling entdecker-example-2.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Place par place, une île valant 10 rapporte 10, 5, 3 (chaque fois la moitié de la précédente, arrondie au-dessus). A et B se partagent la première place et marquent 10 chacun ; C arrive troisième, comme si A et B avaient occupé les première et deuxième places, et marque 3.
