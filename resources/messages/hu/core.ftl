### qtgames magyarul: ami minden játék mondataiban közös.

# source 00000000
language-name = Magyar

## A névelő a szó kiejtése szerint: "az E3" (e-három), "a B2", "az 5." (öt), "az 1." (egy), "a 10."
## (SOUND, ARTICLE: docs/translating.md). A betűk közül az F, L, M, N, R, S, X, Y neve kezdődik magánhangzóval.

-vowel-sounds = a* á* e* é* i* í* o* ó* ö* ő* u* ú* ü* ű* [flmnrsxy] [flmnrsxy][0-9]* 1 5*
-article-vowel = az
-article-consonant = a

# source 00000000
player = { $number }. játékos
# source 00000000
list-and = { $first } és { $last }
# source 00000000
decides-now = Most { ARTICLE($decider) } dönt: { $prompt }
# source 00000000
not-yours = Most { ARTICLE($decider) } dönt, nem { ARTICLE($seat) }: { $prompt }
# source 00000000
goal-win = nyerd meg a játékot
