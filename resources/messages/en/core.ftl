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

## The analysis: what it refuses, a review's refusals, a puzzle check's verdict (docs/analysis.md)

analysis-over = The game is over: there is nothing to analyse.
# $title is the game's title.
review-data-differs = This match was played with other { $title } component data than the data in force now (an override, or another release): its moves would be judged by other numbers.
review-secret = The game is still going on and the players' hands are hidden: a review would show what the others hold. Finish the game first.
review-empty = No move has been played yet: there is nothing to review.
review-cancelled = The review was cancelled: nothing was kept.
# The puzzle's written solution, played: it reaches the goal in $moves moves.
puzzle-solution-reaches =
    Played as written, with the position's own dice, the solution reaches the goal in { $moves } { $moves ->
        [one] move
       *[other] moves
    }.
# … or fails at move $move (counted from 1); $reason is the position checker's English.
puzzle-solution-fails = The solution fails at move { $move }: { $reason }.
# The solution's first move ($label, an action label) against every reply and roll, within $horizon moves.
puzzle-first-move-holds =
    Its first move, { $label }, reaches the goal within { $horizon } { $horizon ->
        [one] move
       *[other] moves
    } against every reply and roll looked at.
puzzle-first-move-fails =
    Its first move, { $label }, does not always reach the goal within { $horizon } { $horizon ->
        [one] move
       *[other] moves
    }; one way it fails:
puzzle-first-move-unsettled = Its first move, { $label }, was not settled within the budget.
# $moves: action labels separated by semicolons.
puzzle-cooks = Other first moves that also work (cooks): { $moves }.
puzzle-unique = No other first move works: the solution is unique.
puzzle-nothing-works = No first move works in every case looked at.
puzzle-unsettled = Not settled within the budget: { $moves }.
# $samples outcomes were drawn; $share is a fraction shown as a percentage.
puzzle-chance-sampled = Some of the chance on the way was too large to list and was sampled, { $samples } outcomes each time: a move that held may still fail under outcomes making up less than { NUMBER($share, style: "percent") } of that chance (95% confidence).
puzzle-chance-listed = Every outcome of the chance on the way (dice, spinner) was listed, each with its chance.
puzzle-laid-out = What the goal player cannot see was kept as the position lays it out: the verdicts hold for those cards only.
puzzle-deals = What the goal player cannot see was dealt at random { $deals } times: a move that held in every deal may still fail in deals making up less than { NUMBER($share, style: "percent") } of them (95% confidence).
puzzle-goal-failed = The goal is failed.
puzzle-goal-open = The goal is still not met.
# After the events of a roll that breaks the puzzle: its chance (a fraction), and whether it was one of a sample ($sampled: true, false).
puzzle-outcome =
    (an outcome with a chance of { NUMBER($chance, style: "percent", minimumFractionDigits: 1, maximumFractionDigits: 1) }{ $sampled ->
        [true] , sampled
       *[false] { "" }
    })
puzzle-no-goal = The scenario has no goal: it is not a puzzle.
# $problem is the position checker's English.
puzzle-breaks-rules = The position breaks the rules ({ $problem }).
puzzle-no-horizon = The puzzle has no solution written, so there is no horizon to look within: write one, or give a depth.
puzzle-over = The game is already over in this position: nothing to solve.
puzzle-not-first = { $decider } decides first, not the goal player { $player }: a puzzle starts with the goal player's move.
# What "Test a ruling" asked, as a saved ruling report is titled and named: the player who decides ($player) and the action asked about ($action, as the editor lists it: "Place your first tile, not turned").
ruling-question = May { $player } do this: { $action }?
