### qtgames magyarul: ami minden játék mondataiban közös.

# source a3265361
language-name = Magyar

## A névelő a szó kiejtése szerint: "az E3" (e-három), "a B2", "az 5." (öt), "az 1." (egy), "a 10."
## (SOUND, ARTICLE: docs/translating.md). A betűk közül az F, L, M, N, R, S, X, Y neve kezdődik magánhangzóval.

-vowel-sounds = a* á* e* é* i* í* o* ó* ö* ő* u* ú* ü* ű* [flmnrsxy] [flmnrsxy][0-9]* 1 5*
-article-vowel = az
-article-consonant = a
# source 8e9a3103
player = { $number }. játékos
# source 828e3503
list-and = { $first } és { $last }
# source 032d7f83
decides-now = Most { ARTICLE($decider) } dönt: { $prompt }
# source 8f3b1e51
not-yours = Most { ARTICLE($decider) } dönt, nem { ARTICLE($seat) }: { $prompt }
# source c58d5634
goal-win = nyerd meg a játékot
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
# source adff5745
ruling-question = Megteheti-e { ARTICLE($player) } ezt: { $action }?
