### Magellan en français : le journal des coups, les questions, les coups proposés, les refus, les
### options de règle et les titres des énigmes.
###
### Traduit de l'anglais (resources/rules/magellan.md, d'après la règle hongroise de Hans im Glück),
### avec le vocabulaire des jeux d'enchères en français : carte explorateur, carte or, pioche,
### défausse, enchère, enchérir, passer, commissaire-priseur, bourse (le sac d'or imprimé), couronne,
### navire, case I/II/III, veto, pillage. Les explorateurs gardent le nom que leur donnent les données
### du jeu (« Christopher Columbus ») ; le texte nomme leurs cartes à la française (carte Colomb,
### carte Magellan). Une carte or se nomme par sa valeur avec « un » (« un 8 »). Les phrases commencent
### par le joueur, car l'application met son nom à la place de « Joueur 2 ». Devant : ; ! ? l'espace
### est insécable (U+00A0).
###
### Sources des termes (cherchées en novembre 2026). Magellan (Hans im Glück, 2002 ; « Pizarro & Co. »
### chez Rio Grande) : aucune édition française trouvée ; http://reixou.free.fr/critique/magellan.htm
### signale des « règles en français » (une traduction de joueurs) qui n'ont pas été retrouvées. Les
### critiques françaises emploient les mots choisis ici : http://www.ludigaume.be/avis-Magellan-critique-6
### (explorateurs, carte « or », enchères, plateaux, faces) et https://www.ludolegars.fr/05062002-magellan/
### (explorateur, navires, enchérir, sacs d'or). Pour « veto », « pillage » et « commissaire-priseur »,
### aucune source française : ce sont des choix de traduction.

# source 3c245c85
magellan-cards =
    { $count ->
        [0] rien
       *[other] { $cards }
    }

## Le journal des coups

# source 13d742f0
boards_set = { $players } joueurs, plateaux sur les faces { $first } et { $second } ; chacun reçoit les cartes or de 1 à 9, { $deck } cartes forment la pioche.
# source 5d9764e8
turned_up =
    Phase { $phase } : { $explorer } est mis aux enchères ({ $left } { $left ->
        [one] carte restante
       *[other] cartes restantes
    }).
# source 1d06bf3f
veto = { $player } oppose son veto : { $explorer } va sous la pioche.
# source 82435855
veto_gained = La carte Colomb de { $player } est face visible : un veto plus tard dans la phase I.
# source 9c779f9d
opens_instead = { $invited } ne peut pas enchérir sur cette carte ; { $player } ouvre les enchères.
# source 136cf0a3
bid = { $player } mise { $amount }.
# source d1b549d5
passed = { $player } passe.
# source f19d346a
cannot_raise = { $player } ne peut pas payer plus de { $limit } et se retire.
# source 74d12438
unsold = Personne n'enchérit sur { $explorer } : la carte retourne dans la boîte.
# source 7d4f733a
sold = { $player } achète { $explorer } pour { $price }.
# source 4942619a
paid =
    { $player } paie { $cards }{ $over ->
        [0] { "" }
       *[other] { " " }(en payant { $over } de trop)
    }{ $only ->
        [true]  : les seules cartes en main qui paient { $price }.
       *[false] .
    }
# source 43890c1a
shows_gold = { $player } étale son or face visible : { $cards }.
# source f00db532
stolen = { $thief } tire un { $card } de la main de { $player } et le met sur la défausse.
# source 491ce950
ship =
    { $player } { $first ->
        [true] place un navire
       *[false] avance un navire
    } sur la case { $field } de { $explorer }{ $half ->
        [left] { " " }(moitié gauche).
        [right] { " " }(moitié droite).
       *[none] .
    }
# source 74fbcd39
drew_gold =
    { $player } pioche { $count } { $count ->
        [one] carte or
       *[other] cartes or
    }.
# source 0d62a1d5
under =
    { $player } glisse { $card ->
        [none] une carte or
       *[other] un { $card }
    } sous une carte Magellan (pile de { $cards }).
# source afef914f
phase_over = La phase { $phase } est terminée.
# source c18b1e94
gold_back = { $player } reprend en main l'or étalé.
# source 264547ae
ships_boxed = Les navires non placés pendant la phase I retournent dans la boîte.
# source adaf3cd1
new_deck = La défausse est mélangée à la pioche ({ $cards } cartes).
# source 3ed4a5e3
basic_gold = Chaque joueur reçoit { $count } cartes or.
# source 3fc12861
money_bags =
    { $player } reçoit { $count } { $count ->
        [one] carte or
       *[other] cartes or
    } pour ses bourses.
# source c011c11f
exchanged =
    { $player } échange { $count ->
        [one] la carte or qui vaut { $cards }
       *[other] { $count } cartes or qui valent { $cards }
    } contre { $drawn ->
        [0] aucune nouvelle carte (il n'en reste plus à piocher)
        [one] une nouvelle
       *[other] { $drawn } nouvelles
    }.
# source b8f27eab
kept = { $player } garde sa main.
# source bf5af2a8
reshuffled = La pioche est vide : la défausse est mélangée pour former une nouvelle pioche ({ $cards } cartes).
# source c410071f
gold_out = Il ne reste aucune carte or à piocher.
# source 4fa6b03a
phase = La phase { $phase } commence.
# source 0df630d3
scoring = Le décompte commence par { $player }.
# source 1976210c
counted =
    { $player } : cases { $fields }, Magellan { $stacks }, or en main { $hand } ({ $cards }) : { $total } { $total ->
        [one] point
       *[other] points
    }.
# source 194150fb
plunder_start = { $player } pille avec Pizarro : la pioche de cartes or est mélangée.
# source 25952a26
plundered = { $player } retourne un { $card } : { $total } jusqu'ici.
# source 7a440022
plunder_end =
    { $player } s'arrête à { $total } : { $over ->
        [true] plus de { $limit }, rien
       *[false]
            { $points } { $points ->
                [one] point
               *[other] points
            }
    } (total { $score }).
# source 4a4e3bd8
victory =
    { $players } { $count ->
        [one] gagne
       *[other] gagnent
    } avec { $points } { $points ->
        [one] point
       *[other] points
    }.

## Questions

# source 68c0b7ad
magellan-prompt-veto = Le propriétaire d'une carte Colomb peut opposer son veto à la carte qui vient d'être retournée, ou la laisser aux enchères.
# source d468634c
magellan-prompt-bid = Surenchérissez ou passez.
# source 503c2566
magellan-prompt-pay = Choisissez les cartes or qui paient votre enchère.
# source 883eba20
magellan-prompt-half = Choisissez la moitié gauche ou droite de la case pour votre navire.
# source 78949cda
magellan-prompt-stack = Choisissez la pile Magellan dont le navire avance.
# source ae3878cf
magellan-prompt-under = Choisissez la carte or à glisser sous la carte Magellan.
# source f0992bb3
magellan-prompt-exchange = Choisissez jusqu'à 3 cartes or à échanger, ou gardez votre main.
# source 86e1ecda
magellan-prompt-plunder = Retournez une autre carte or ou arrêtez-vous.
# MG-B3 said before it applies, to a player with $count ships not yet placed, while the last explorer card of phase I is up.
# source 78787a33
magellan-last-card-of-phase-one =
    C'est la dernière carte explorateur de la phase I : les navires non placés à la fin de la phase retournent dans la boîte (MG-B3), et il vous reste { $count ->
        [one] un navire
       *[other] { $count } navires
    } à placer.

## Coups

# source c8ca68bd
magellan-action-bid = Miser { $amount } sur { $explorer }
# source 9d20d310
magellan-action-pass = Passer
# source d5d1c23f
magellan-action-veto = Veto sur { $explorer } (sous la pioche)
# source c67901b4
magellan-action-no-veto = Pas de veto
# source 436ed75c
magellan-action-pay = Payer avec { $cards }
# source 079f0c35
magellan-action-half =
    Navire sur la moitié { $target ->
        [left] gauche
       *[right] droite
    } de la case { $phase }
# source 30f88f58
magellan-action-half-move =
    Navire de la moitié { $source ->
        [left] gauche
       *[right] droite
    } à la moitié { $target ->
        [left] gauche
       *[right] droite
    } de la case { $phase }
# source fcc3653c
magellan-action-join-stack = Rejoindre la pile Magellan au-dessus de { $under }
# source f85aeaaf
magellan-action-under = Glisser un { $value } sous la carte Magellan
# source 630a1c00
magellan-action-exchange = Échanger { $cards }
# source 4e55f94c
magellan-action-keep-hand = Garder votre main
# source 4401732d
magellan-action-plunder = Retourner une autre carte or (total { $total })
# source 4d60e5ca
magellan-action-stop-plunder = Arrêter le pillage à { $total }

## Refus

# source 0bc7080d
magellan-game-over = La partie est finie.
# source 32c7e9ce
magellan-half-from-previous = Avancez un navire que vous avez sur la case précédente, vers la moitié gauche ou droite de cette case.
# source 5ec5ef23
magellan-join-stack = La nouvelle carte Magellan rejoint une de vos piles dont le navire est sur la case précédente.
# source bab67f93
magellan-under-paid = Sur la face B, la carte glissée sous la carte Magellan est l'une des cartes que vous venez de payer.
# source b6dfd67d
magellan-under-hand = Glissez l'une des cartes or de votre main sous la carte Magellan.
# source 11d7d59b
magellan-exchange-three = Échangez au plus 3 cartes or, toutes de votre main.
# source 663fcc00
magellan-no-gold-left = Il ne reste aucune carte or à retourner.
# source a9083523
magellan-veto-phase-one = Un veto ne peut être utilisé que pendant la phase I, pas pendant les phases II et III.
# source bbd59eb2
magellan-veto-owner = Seul le propriétaire d'une carte Colomb de phase I inutilisée peut opposer son veto.
# source 08333164
magellan-veto-last-card = On ne peut pas opposer de veto à la dernière carte d'une phase.
# source 75d11ac9
magellan-veto-when = Le veto s'oppose quand la carte est retournée, avant la première enchère.
# source de06bcee
magellan-bid-one = Une enchère vaut au moins 1.
# source 317ead91
magellan-raise = Surenchérissez : l'enchère est à { $bid }.
# source 3a95fb78
magellan-no-ship-to-place = Vous n'avez plus de navire à placer, vous ne pouvez donc pas acheter pendant la phase I.
# source b7ebef3a
magellan-bought-before = En phase { $phase }, seuls les joueurs qui ont acheté cet explorateur en phase { $previous } peuvent enchérir.
# source 64836c84
magellan-no-ship-to-move = Vous n'avez plus de navire sur la case { $previous } de cet explorateur à faire avancer.
# source 602804d0
magellan-keep-one = Une carte or doit vous rester en main après avoir payé : vous pouvez miser au plus { $most }.
# source 0d1c8b9c
magellan-bid-cap = Vous ne pouvez pas miser plus que ne vaut votre or : au plus { $most }.
# source 55448ac4
magellan-pay-own = Payez seulement avec des cartes or que vous avez en main.
# source d25787eb
magellan-underpaid = Les cartes font { $total }, moins que votre enchère de { $price }.
# source ecb0561b
magellan-overpaid = Vous pouvez payer exactement { $price } : vous ne pouvez donc pas payer trop.
# source c8147952
magellan-no-change = Aucune carte ne peut être retirée d'un paiement en trop : on ne rend pas la monnaie.

## Objectifs des énigmes

# source 5c6205fb
magellan-goal-auction-below = remportez une enchère en payant moins de { $target }
# source 358e6450
magellan-goal-points = finissez la partie avec au moins { $target } points
# source a0b4738c
magellan-fact-points = Points si la partie était décomptée après le coup

## Options de règle

# source e80bec5e
magellan-option-board1 = Face du plateau 1 (Marco Polo, Vasco de Gama, James Cook)
    .help = La face A est conseillée pour une première partie. Les valeurs des plateaux sont des estimations de joueurs : modifiez magellan.json dans votre dossier de données pour qu'elles correspondent à votre exemplaire.
# source aae36fe0
magellan-option-board2 = Face du plateau 2 (Colomb, Pizarro, Magellan)
    .help = La face A est conseillée pour une première partie. Les valeurs des plateaux sont des estimations de joueurs : modifiez magellan.json dans votre dossier de données pour qu'elles correspondent à votre exemplaire.
# source 8f5de1dd
magellan-option-unsold_opener = Qui ouvre après une carte invendue
    .help = previous_opener : le joueur qui a ouvert les enchères de la carte invendue ouvre à nouveau ; auctioneer : le commissaire-priseur ouvre, comme pour la première carte de la partie.
# source 80846c9a
magellan-option-veto_last_card = Veto sur la dernière carte d'une phase
    .help = Désactivée : on ne peut pas opposer de veto à la dernière carte d'une phase (elle reviendrait aussitôt). Activée : on peut, et le veto est dépensé pour rien.
# source 7ca68dbf
magellan-problem-needs-card = Cette décision demande une carte mise aux enchères
# source e1df1888
magellan-problem-needs-buyer = Cette décision demande l'acheteur de la carte
# What a field of the position breaks, said after the field's name: $phase is I, II or III, $player a player.
# source 6d5d152f
magellan-problem-phase-over = la phase { $phase } est finie : sa pioche est donc épuisée
# source c7e3d0fa
magellan-problem-deck-left = cette décision vient après la dernière carte de la phase { $phase } : sa pioche est donc épuisée
# source 29197fb5
magellan-problem-boxed-early = la phase { $phase } n'a pas commencé : aucune de ses cartes n'est encore dans la boîte
# source fbafc26e
magellan-problem-bought-early = la phase { $phase } n'a pas commencé : personne n'a encore acheté ses cartes
# source 32a0b766
magellan-problem-veto-phase = un veto ne peut être opposé qu'en phase I
# source 33ebb2da
magellan-problem-scoring-phase = le décompte suit la phase III
# source 6d7e5793
magellan-problem-known-bottom = compte les cartes refusées par veto sous la pioche actuelle : pas plus qu'elle n'en contient, et aucune après la phase I
# source c4901ed7
magellan-problem-ships-boxed = les navires non placés en phase I sont retournés dans la boîte
# source 3c17e23e
magellan-problem-buying-last = { $player } achète la carte aux enchères : c'est donc le dernier acheteur
# source e216cc5a
magellan-problem-buyer-invited = { $player } a acheté la carte aux enchères : c'est donc à lui d'ouvrir les prochaines enchères
# source 599f0dda
magellan-problem-someone-bought = des cartes ont été achetées : quelqu'un a donc acheté la dernière
# source 120480d3
magellan-problem-bought-none = { $player } n'a acheté aucune carte
# source f3864ed0
magellan-problem-first-auction = Pour la toute première carte de la phase I, c'est le commissaire-priseur, { $player }, qui ouvre les enchères
# source d8a90962
magellan-problem-plunder-early = le pillage a lieu au décompte, après la phase III
# source 432231d5
magellan-problem-not-over = la partie n'est pas encore finie
# source 82c93e95
magellan-problem-veto-last = la carte aux enchères est la dernière de la phase I : on ne peut pas y opposer de veto
# source 40795527
magellan-problem-high-bid-pair = une meilleure enchère (au moins 1) et son enchérisseur vont ensemble
# source 1039ff12
magellan-problem-bidder = doit être un joueur encore dans les enchères qui ne détient pas la meilleure enchère
# source a96e2030
magellan-problem-leader-in = { $player } détient la meilleure enchère : il n'a donc pas passé
# source 802acdb1
magellan-problem-bid-least = une enchère vaut au moins 1
# source e4f9be3a
magellan-problem-stack-choice = on ne choisit une pile que pour une carte Magellan de phase II ou III
# source 1999558b
magellan-problem-hand-under = sur la face A, une carte de la main va dessous : il doit donc en rester une après le paiement
# $shows: true when the player bought a James Cook A card this phase.
# source 7fe9af68
magellan-problem-showing =
    { $shows ->
        [true] { $player } a acheté une carte James Cook (face A) dans cette phase : son or est donc visible
       *[false] seul un joueur qui a acheté une carte James Cook (face A) dans cette phase montre son or
    }
# source b893ed78
magellan-problem-payment-discarded = le paiement va sur la défausse (seul un paiement de Magellan B attend ici que l'une de ses cartes passe dessous)
# $explorer is an explorer's name; $split: true when the field is split in halves on this side.
# source 1874741b
magellan-problem-half =
    { $split ->
        [true] le navire de { $player } doit être sur la moitié gauche (0) ou droite (1) : la case { $phase } de { $explorer } est partagée sur cette face
       *[false] le navire de { $player } doit être sur toute la case (moitié -1) : la case { $phase } de { $explorer } n'est pas partagée sur cette face
    }
# source c0e88b60
magellan-problem-capacity = porte { $ships } navires, mais la case { $phase } n'a de place que pour { $room } (un par carte de dos { $phase })
# source 7dc3cbe9
magellan-problem-moved-on =
    { $player } a acheté { $count } { $count ->
        [one] carte
       *[other] cartes
    } { $explorer } en phase { $phase } mais seulement { $before } en phase { $earlier } : chacune doit faire avancer un navire de la case précédente
# source 399d9fb2
magellan-problem-ships-here =
    { $player } a { $have } { $have ->
        [one] navire
       *[other] navires
    } ici, mais ses cartes { $explorer } en placent { $want } ici (achetées en phase { $phase }, moins celles qui ont avancé)
# source b36b90ee
magellan-problem-ships-left = { $player } a { $ships } navires : { $on_board } sur le plateau en laissent { $to_place } à placer, pas { $left }
# source 59040371
magellan-problem-ships-over = { $player } a { $on_board } navires sur le plateau, mais seulement { $ships } en tout
# source b2f76e8f
magellan-problem-vetoes =
    { $player } a { $vetoes } { $vetoes ->
        [one] veto
       *[other] vetos
    } mais a acheté { $granted } { $granted ->
        [one] carte
       *[other] cartes
    } Colomb en phase I
# source 474580aa
magellan-problem-payment-listed = sur la face B de Magellan, une carte du paiement va dessous : indiquez les cartes payées (au moins le prix, { $price })
# A list that belongs to one decision only: $field is veto_queue, exchange_queue, score_order or plunder_player.
# source 25e6208d
magellan-problem-leftover =
    { $field ->
        [veto_queue] liste les joueurs qui doivent encore répondre à un veto : elle est vide dans cette décision
        [exchange_queue] liste les échanges encore dus : elle est vide dans cette décision
        [score_order] liste les joueurs encore à décompter : elle est vide dans cette décision
       *[plunder_player] désigne qui pille maintenant : c'est vide dans cette décision
    }
# $holders, $turns: seats as the file writes them ("[0, 2]").
# source ad1dae12
magellan-problem-veto-queue = doit lister les propriétaires de Colomb qui doivent encore répondre, dans le sens horaire à partir de { $player }, invité : la fin de { $holders }
# source 68f061cf
magellan-problem-bidder-out = { $player } peut payer au plus { $most } : il ne peut donc pas surenchérir sur { $high } et il est sorti
# source 2a015f43
magellan-problem-not-split = la case { $phase } de { $explorer } n'est pas partagée en moitiés sur cette face
# source 9fb1ecfb
magellan-problem-nothing-under = les cases de { $explorer } ne mettent aucune carte sous une carte Magellan
# source b7630da0
magellan-problem-target-stack =
    vaut -1 pour une nouvelle pile en phase I, sinon la pile dont le navire a avancé (qui contient { $count } { $count ->
        [one] carte
       *[other] cartes
    })
# source 22e6111a
magellan-problem-exchange-queue = doit lister les échanges encore dus, la fin de { $turns }
# source e41d44a2
magellan-problem-plunderer = doit désigner un joueur qui a un navire sur une case de pillage (Pizarro B III)
# source 7f8275f7
magellan-problem-plunders-left =
    { $player } a { $fields } { $fields ->
        [one] case
       *[other] cases
    } de pillage : au plus { $more } { $more ->
        [one] pillage peut
       *[other] pillages peuvent
    } suivre celui-ci
# source b57b4507
magellan-problem-plunder-sum = est la somme des cartes retournées cette fois-ci (la fin de plunder.cards), au plus { $limit }
# source 472880f2
magellan-problem-points-early = les points se comptent après la phase III : aucun pour l'instant
# $counted: whether the player is counted already; $first: the player counting starts with.
# source 443b2f1e
magellan-problem-counted =
    { $counted ->
        [true] { $player } est déjà décompté (dans le sens horaire à partir de { $first })
       *[false] { $player } n'est pas encore décompté (dans le sens horaire à partir de { $first })
    }
# source 0bdfafe6
magellan-problem-not-counted = { $player } n'est pas encore décompté
# A gold card of $value listed once more than the $count copies there are; $where: where they are ("hands[0] 2, gold_deck 5").
# source 7dc9051b
magellan-problem-gold-extra = contient une carte or de valeur { $value } en trop : il n'en existe que { $count } ({ $where })
# source 2ef28164
magellan-problem-gold-missing = { $missing } des { $count } cartes or de valeur { $value } ne sont nulle part ; les cartes non vues sont dans la pioche
# source 6a4c1537
magellan-problem-explorer-extra = contient une carte { $explorer } de dos { $phase } en trop : il n'en existe que { $count }
# source f094165e
magellan-problem-explorer-missing =
    { $missing ->
        [one] { $missing } carte { $explorer } de dos { $phase } n'est nulle part (ni dans la pioche, ni dans la boîte, ni achetée, ni aux enchères)
       *[other] { $missing } cartes { $explorer } de dos { $phase } ne sont nulle part (ni dans la pioche, ni dans la boîte, ni achetées, ni aux enchères)
    }
# $want, $have: magellan-problem-stack-sizes.
# source 88bd5ce1
magellan-problem-stacks = les navires Magellan de { $player } demandent { $want }, pas { $have } : une carte or sous chaque carte Magellan, une pile par navire
# Magellan stacks by their sizes: $stacks how many, $cards the one stack's cards, $sizes every stack's, listed ("1, 2").
# source c1b30ff3
magellan-problem-stack-sizes =
    { $stacks ->
        [0] aucune pile
        [1]
            une pile de { $cards } { $cards ->
                [one] carte or
               *[other] cartes or
            }
       *[other] des piles de { $sizes } cartes or
    }
# $reason: the refusal's sentence that says why the bid is capped.
# source 660f16c6
magellan-problem-limit = vaut { $limit }, mais { $player } peut miser au plus { $most } sur cette carte — { $reason }
# source 83784ca7
magellan-problem-cannot-bid = { $player } ne peut pas miser sur cette carte : il est donc sorti — { $reason }
# source 32e966f1
magellan-problem-cannot-pay = { $player } ne peut pas payer { $amount } pour cette carte — { $reason }
# $nobody: true when no player may bid ($seat is then -1).
# source ecf580ee
magellan-problem-opener =
    { $nobody ->
        [true] doit valoir -1 : aucun joueur, dans le sens horaire à partir de { $invited }, invité, ne peut miser sur cette carte
       *[false] doit valoir { $seat } ({ $player }) : le premier joueur, dans le sens horaire à partir de { $invited }, invité, qui peut miser sur cette carte
    }
# $seats: seats as the file writes them ("[0, 2]"); $players: the same players, listed.
# source ebfa1029
magellan-problem-winners = doit valoir { $seats } ({ $players }) : les joueurs qui ont le plus de points ({ $best })
# source 8e2677aa
magellan-problem-score-order = doit valoir { $seats } ({ $players }) : le décompte va dans le sens horaire à partir de { $first }
# source 581b0bbd
magellan-problem-nobody = personne
# $low: what the fields, stacks and gold in hand count; $plunder: the most plunder can add (0: none).
# source dec46ae7
magellan-problem-score =
    { $plunder ->
        [0] les cases, les piles Magellan et l'or en main de { $player } comptent { $low } : pas { $score }
       *[other] les cases, les piles Magellan et l'or en main de { $player } comptent { $low }, le pillage ajoute au plus { $plunder } : pas { $score }
    }

## Noms des plateaux

# source 966881cd
magellan-board-1 = Plateau 1
# source e82f3ffc
magellan-board-2 = Plateau 2
# source c853ecfd
magellan-explorer-marco-polo = Marco Polo
# source 1c0a1351
magellan-explorer-vasco-da-gama = Vasco de Gama
# source 8c5bb774
magellan-explorer-cook = James Cook
# source 5c8b9907
magellan-explorer-columbus = Christophe Colomb
# source a62b661b
magellan-explorer-pizarro = Francisco Pizarro
# source 5dc14daf
magellan-explorer-magellan = Fernand de Magellan
# source a65d882b
magellan-file-gold-value = doit être la valeur d'une carte or
# $top is the highest gold card value.
# source 6ab5153d
magellan-file-gold-value-top = doit être la valeur d'une carte or, de 1 à { $top }
# source 664ddff7
magellan-file-gold-list = doit être une liste de valeurs de cartes or
# source 013b6bb6
magellan-file-explorer-list = doit être une liste de clés d'explorateurs
# source c7a48d20
magellan-file-phase-lists = doit être 3 listes : les phases I, II et III
# source b38e3f61
magellan-file-seat-lists = doit être { $players } listes, une par place
# source 0fb759eb
magellan-file-seat-stacks = doit être { $players } listes de piles, une par place
# source 4173e281
magellan-file-stack-list = doit être une liste de piles
# source 46685c22
magellan-file-field-lists = doit être 3 listes : les navires des cases I, II et III
# source 6db8a3fb
magellan-file-pair-list = doit être une liste de paires [place, moitié]
# $high is the last seat (counted from 0); a half is -1 (none), 0 (left) or 1 (right).
# source a56a5590
magellan-file-pair = doit être [place de 0 à { $high }, moitié -1/0/1]
# $explorers lists the explorers' keys, as files write them.
# source b1442e98
magellan-file-no-explorer = n'est pas un explorateur ; les explorateurs sont { $explorers }
# $count is the number of explorers.
# source e2a97a7a
magellan-file-bought = doit contenir { $count } nombres de 0 à 99, un par explorateur ({ $explorers })
# source 75becb0a
magellan-file-draw-field = une case fait piocher des cartes (draw > 0) exactement quand son action est draw
# source dde72666
magellan-file-halves-field = une case a des moitiés exactement quand son action est halves
# source b770810f
magellan-file-halves-two = une case à moitiés en a exactement 2 (gauche, droite), et ses nombres sont sur elles
# source 4b40e2d0
magellan-file-magellan-crowns = les cases Magellan ne donnent pas de couronnes elles-mêmes (MG-X6)
# source 6d46d11a
magellan-file-plunder-crowns = la case de pillage ne donne pas de couronnes (MG-X5)
# $action is the field's action as the data writes it: exchange, veto or plunder; the fields are I, II and III.
# source 171f94c1
magellan-file-action-field =
    { $action } ne peut être que sur la case { $action ->
        [exchange] I ou II
        [veto] I
       *[plunder] III
    }
# source ce681ce8
magellan-file-magellan-fields = une action Magellan va sur les trois cases (chaque nouvelle carte rejoint une pile, MG-X6)
# source bb221d6d
magellan-file-gold-once = chaque valeur ne doit figurer qu'une fois
# source 32340176
magellan-file-no-starting-gold = chaque joueur doit commencer avec de l'or : sans or, personne ne peut enchérir (MG-A1c), toutes les cartes retournent dans la boîte et la partie finit dès la mise en place
# source cf2ca515
magellan-file-no-gold-value = aucune carte or n'a la valeur { $value }
# $players is the most a game has.
# source 05771bbd
magellan-file-more-gold = { $players } joueurs ont besoin de plus de cartes de valeur { $value }
# source 8b3848fd
magellan-file-phase-cards = chaque phase demande 1 carte ou plus par explorateur, pas plus que sa case ne tient de navires
# source 03628798
magellan-file-explorer-order = doit donner { $explorers } dans cet ordre
# source a6171536
magellan-file-one-board = chaque explorateur est sur exactement un plateau
# source e0ee7833
magellan-file-every-board = chaque explorateur doit être sur un plateau

## Titres des énigmes, exemples et décisions

# source 3c9d8810
scenario-magellan-example-pizarro = Exemple de la règle : le pillage de Pizarro, 5 + 6 + 2 = 13, puis un 8
# source 625861d1
scenario-magellan-example-stacks = Exemple de la règle : les piles Magellan rapportent 8×3 + 5×2 = 34
# source 4d731786
scenario-magellan-puzzle-1 = Énigme Magellan 1 : une bonne affaire
# source a5f3651a
scenario-magellan-puzzle-2 = Énigme Magellan 2 : la carte sous la pile
# source a855b1ae
scenario-magellan-puzzle-3 = Énigme Magellan 3 : faites-les payer
# source 33112a2f
ruling-magellan-plunder-over-20 = Un pillage de Pizarro au-delà de 20 ne rapporte rien (MG-X5)
# source 165bcfc6
ruling-magellan-plunder-over-20-notes = D'après l'exemple de la règle (resources/scenarios/magellan-example-pizarro.json). Joueur 1 retourne quatre cartes or pour le pillage de Pizarro : 5 + 6 + 2 = 13, et le 8 fait 21, au-delà de 20 : le pillage ne rapporte rien et Joueur 1 garde ses 36 points, comme dans la règle.
# source 5f8db8d1
scenario-magellan-puzzle-1-hint-1 = Comptez d'abord l'or de Joueur 2 : un 1 et un 6. Combien peut-il enchérir au plus, en gardant une carte à glisser dessous ?
# source 021dd4a4
scenario-magellan-puzzle-1-notes =
    Phase III. La dernière carte Ferdinand Magellan (plateau 2 sur la face A) est en jeu et c'est vous, Joueur 1, qui ouvrez les enchères. Seuls les joueurs qui ont acheté une carte Magellan en phase II peuvent enchérir (MG-A4) : vous et Joueur 2. Joueur 3 a de l'or en trop mais ne peut pas enchérir. Vous avez un 2, un 4 et un 9 ; Joueur 2 a un 1 et un 6.
    But : acheter la carte en payant moins de 7 en or, quoi que fasse Joueur 2.
    Indice : qui achète une carte Magellan sur la face A glisse dessous une carte or de sa main (MG-X6), et on ne rend pas la monnaie (MG-A2).
# source 4c2c61ab
scenario-magellan-puzzle-2-notes =
    La dernière carte de la partie, Ferdinand Magellan III (plateau 2 sur la face B), est en jeu et c'est vous, Joueur 1, qui enchérissez en premier. Sous vos cartes Magellan se trouvent un 2 et un 9 (navire sur la case II) et un 7 (navire sur la case I) ; votre navire sur la case I de Vasco da Gama rapporte 1. Vous avez un 1, un 4, un 5 et un 8. Joueur 2, le seul autre joueur qui peut enchérir (MG-A4), a un 3 et un 6.
    Sur la face B, la carte glissée sous la nouvelle carte Magellan est l'une de celles que vous payez (MG-X6) ; chaque pile rapporte les couronnes qu'elle a dessous fois ses cartes Magellan, et l'or en main rapporte ses couronnes (valeurs 1-3 : 3, 4-6 : 2, 7-9 : 1).
    But : finir avec au moins 27 points, quoi que fasse Joueur 2.
# source 52e21c53
scenario-magellan-puzzle-3-notes =
    La dernière carte de la partie, Christopher Columbus III (10 couronnes), est en jeu et c'est vous, Joueur 1, qui ouvrez les enchères. Vous et Joueur 2 avez chacun un navire sur la case II de Colomb (5 couronnes) : qui achète l'avance et gagne 5. Vous avez 8 points sur le plateau et un 1, un 2 et un 5 en main ; Joueur 2 a 8 points sur le plateau, un 2, un 6 et un 7 en main et peut enchérir plus haut que vous ; Joueur 3 comptera 13. L'or en main rapporte ses couronnes (valeurs 1-3 : 3, 4-6 : 2, 7-9 : 1), et on ne rend pas la monnaie (MG-A2).
    But : gagner la partie (une victoire partagée compte, MG-E3), quoi que fasse Joueur 2.
# source bd9ad868
scenario-magellan-puzzle-1-failure = La carte a coûté 7 ou plus, ou est allée à Joueur 2. Combien Joueur 2 peut-il payer au plus ?
# source 90512314
scenario-magellan-puzzle-1-success = Une affaire : la dernière carte Magellan est à vous pour moins de 7 en or.
# source c44cecd4
scenario-magellan-example-pizarro-notes =
    L'exemple des piles, avec Joueur 1 aussi sur la case III de Pizarro, plateau 2 sur la face B (MG-X5 : pillage au décompte). Joueur 1 a été compté en premier : 36 points. Les cartes or ont été mélangées ; les premières sont 5, 6 et 2, puis un 8. S'arrêter après trois cartes rapporte 13 de plus, 49 en tout :
    qtgames ruling magellan-example-pizarro.json --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_stop": true{ "}" }'
    Mais Joueur 2 comptera 51 : pour gagner, il lui en faut plus, et Joueur 1 retourne une quatrième carte (quatre actions plunder_draw) : le 8 fait 21, au-delà de 20, et le pillage ne rapporte rien : 36 au total, comme dans la règle.
# source ba221f2a
scenario-magellan-example-stacks-notes =
    L'exemple de décompte de la règle (plateau 1 sur la face A, plateau 2 sur la face B). Joueur 1 vient d'acheter la dernière carte de la partie, Ferdinand Magellan III, en payant un 5 et un 9, et garde un 8. Sous ses cartes Magellan se trouvent 2, 1 (navire sur la case II) et 1, 4 (navire sur la case II). Avancez le navire de la pile 2, 1 et glissez le 5 sous la nouvelle carte (MG-X6d ; MG-X6 face B : la carte vient du paiement) :
    qtgames ruling magellan-example-stacks.json --action '{ "{" }"stack": 0{ "}" }' --action '{ "{" }"under": 5{ "}" }'
    La partie se termine et Joueur 1 compte ses points (MG-E1) : cases 1 (Marco Polo A case I : 0, Vasco da Gama A case I : 1), Magellan 34 (couronnes 3+3+2 = 8 sous une pile de trois, 3+2 = 5 sous une pile de deux : 8×3 + 5×2), or en main 1 : 36 points. Rejoindre plutôt la pile 1, 4 donne 7×3 + 6×2 = 33.
