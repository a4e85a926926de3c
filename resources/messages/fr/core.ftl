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
