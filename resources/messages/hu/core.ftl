### qtgames magyarul: ami minden játék mondataiban közös.

# source a3265361
language-name = Magyar

## A névelő a szó kiejtése szerint: "az E3" (e-három), "a B2", "az 5." (öt), "az 1." (egy), "a 10."
## (SOUND, ARTICLE: docs/translating.md). A betűk közül az F, L, M, N, R, S, X, Y neve kezdődik magánhangzóval.

-vowel-sounds = a* á* e* é* i* í* o* ó* ö* ő* u* ú* ü* ű* [flmnrsxy] [flmnrsxy][0-9]* 1 1★ 5*
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
# source 8b79f64c
analysis-over = A játék véget ért: nincs mit elemezni.
# $title is the game's title.
# source e0452940
review-data-differs = Ezt a játszmát a mostani { $title }-adatoktól eltérő alkatrészadatokkal játszották (felülírás vagy másik kiadás): a lépéseit más számok szerint ítélnénk meg.
# source a24b0274
review-secret = A játék még tart, és a játékosok kezében lévő lapok rejtettek: egy elemzés elárulná, mi van a többiek kezében. Előbb fejezd be a játékot.
# source 35f81af8
review-empty = Még egy lépés sem történt: nincs mit elemezni.
# source 7c4839a1
review-cancelled = Az elemzés megszakadt: semmi sem maradt meg belőle.
# The puzzle's written solution, played: it reaches the goal in $moves moves.
# source 6c8251e4
puzzle-solution-reaches = Leírt formájában, az állás saját dobásaival játszva a megoldás { $moves } lépésben eléri a célt.
# … or fails at move $move (counted from 1); $reason is the position checker's English.
# source 743c8bbb
puzzle-solution-fails = A megoldás { ARTICLE($move) }. lépésnél elbukik: { $reason }.
# The solution's first move ($label, an action label) against every reply and roll, within $horizon moves.
# source c94df8e2
puzzle-first-move-holds = Az első lépése ({ $label }) minden megvizsgált válasz és dobás mellett { $horizon } lépésen belül eléri a célt.
# source e10225ad
puzzle-first-move-fails = Az első lépése ({ $label }) nem mindig éri el a célt { $horizon } lépésen belül; egy eset, amikor elbukik:
# source f69e099a
puzzle-first-move-unsettled = Az első lépéséről ({ $label }) a keretben nem dőlt el, hogy működik-e.
# $moves: action labels separated by semicolons.
# source 337f9570
puzzle-cooks = Más első lépések is működnek (mellékmegoldások): { $moves }.
# source c31f505f
puzzle-unique = Más első lépés nem működik: a megoldás egyértelmű.
# source b784c7c2
puzzle-nothing-works = Egyetlen első lépés sem működik minden megvizsgált esetben.
# source e1ed0253
puzzle-unsettled = A keretben nem dőlt el: { $moves }.
# $samples outcomes were drawn; $share is a fraction shown as a percentage.
# source c7f597e3
puzzle-chance-sampled = A véletlen egy része útközben túl nagy volt a felsoroláshoz, ezért mintát vettünk belőle, minden alkalommal { $samples } kimenetelt: egy lépés, amely kitartott, még elbukhat olyan kimeneteleknél, amelyek e véletlen kevesebb mint { NUMBER($share, style: "percent") }-át teszik ki (95%-os bizonyossággal).
# source f0040a76
puzzle-chance-listed = A véletlen minden kimenetelét útközben (kockák, pörgettyű) felsoroltuk, mindegyiket a maga esélyével.
# source efdb05aa
puzzle-laid-out = Amit a célt kergető játékos nem láthat, az úgy maradt, ahogy az állás megadja: az ítéletek csak ezekre a lapokra érvényesek.
# source a105279a
puzzle-deals = Amit a célt kergető játékos nem láthat, azt { $deals } alkalommal véletlenszerűen osztottuk ki: egy lépés, amely minden osztásban kitartott, még elbukhat az osztások kevesebb mint { NUMBER($share, style: "percent") }-ában (95%-os bizonyossággal).
# source a335db79
puzzle-goal-failed = A cél elbukott.
# source 3c1edc06
puzzle-goal-open = A cél még nem teljesült.
# After the events of a roll that breaks the puzzle: its chance (a fraction), and whether it was one of a sample ($sampled: true, false).
# source 56cd460e
puzzle-outcome =
    (egy { NUMBER($chance, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) } esélyű kimenetel{ $sampled ->
        [true] , mintából
       *[false] { "" }
    })
# source caf194d8
puzzle-no-goal = A helyzetnek nincs célja: nem fejtörő.
# $problem is the position checker's English.
# source 9869218c
puzzle-breaks-rules = Az állás megsérti a szabályokat ({ $problem }).
# source e027eb9e
puzzle-no-horizon = A fejtörőhöz nincs megoldás írva, így nincs meddig előrenézni: írj egyet, vagy adj meg mélységet.
# source fdf9d613
puzzle-over = Ebben az állásban a játék már véget ért: nincs mit megoldani.
# source e1121e14
puzzle-not-first = Elsőként { ARTICLE($decider) } dönt, nem a célt kergető { $player }: a fejtörő a célt kergető játékos lépésével kezdődik.
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
# source adff5745
ruling-question = Megteheti-e { ARTICLE($player) } ezt: { $action }?
