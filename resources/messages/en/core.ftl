### qtgames: what every game's sentences share. English is the source catalogue: a translation
### copies this folder (docs/translating.md).

# This language's name, in itself: how View → Language lists it.
language-name = English

## How the games' catalogues read a word aloud (the functions SOUND and ARTICLE, docs/translating.md):
## the patterns a word read with a vowel first matches ("an 8", "an islet"), and the articles.

-vowel-sounds = a* e* i* o* u* 8* 11 18
-article-vowel = an
-article-consonant = a

## Shared by every game

# A seat as the sentences name it ($number counts from 1); the app puts the player's name in its place.
player = Player { $number }
# The last two of a list ("first, second and third"; "Player 1 and Player 2").
list-and = { $first } and { $last }
# Any move tried while another player decides: whose decision it is ($decider), and its prompt.
decides-now = It is { $decider }'s decision now: { $prompt }
# The same, tried by a player ($seat) whose turn it is not.
not-yours = It is { $decider }'s decision now, not { $seat }'s: { $prompt }
# The puzzle goal every game knows.
goal-win = win the game
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
ruling-question = May { $player } do this: { $action }?
