### Entdecker: the move log, prompts, action labels, refusals, rule options and the shipped
### puzzles' titles.


## Names the sentences below are given as values

# A card's shape, as the component data names it ($shape: bay, channel, corner, headland, islet, land_bridge, open_sea, solid_land, two_points).
entdecker-shape =
    { $shape ->
        [land_bridge] land bridge
        [open_sea] open sea
        [solid_land] solid land
        [two_points] two points
       *[other] { $shape }
    }
# A card by its shape ($name: an entdecker-shape), or one made to fill a hole ($shape: made).
entdecker-card =
    { $shape ->
        [made] a card made for the purpose
       *[other] { ARTICLE($name) } card
    }
# How a card is turned ($quarters: quarter turns to the right).
entdecker-quarters =
    { $quarters ->
        [0] upright
        [1] turned right
        [2] upside down
       *[3] turned left
    }

## The move log: one message per event kind. $unit is scout, fort or settlement.

setup = The cards are shuffled into { $count } stacks of { $stacks }.
income = Round { $round }: { $player } spins { $spin }; everybody gains { $spin } gold.
new_first = { $player } takes the spinner and plays first this round.
start_circle = { $player } puts the ship on the starting circle beside { $square }.
start_square = { $player } puts the ship on the circle of { $square }.
# $to_owner: whether the fee goes to the unit's owner ($owner) or to the bank.
start_fee =
    { $player } pays { $fee } gold for starting on the square of { $owner }'s { $unit }{ $to_owner ->
        [true] { " " }(to its owner).
       *[false] { " " }(to the bank).
    }
# $gold: whether the personal-tiles variant declares gold (true) or cards (false).
declared =
    { $gold ->
        [true] { $player } spends { $amount } gold on exploring.
       *[false]
            { $player } declares { $amount } { $amount ->
                [one] card
               *[other] cards
            }.
    }
turned_over = { $player } turns over { $card } from stack { $stack }.
last_card = That was the last exploration card: the game ends after this turn.
personal = { $player } plays their personal { $card }.
placed = The card goes on { $square }, { $turned }; the ship sails onto it.
# $squares: the squares it was tried on; $event: the event it carried (none, or friendly_natives, gold, hostile_natives, pirates, ruins, storm).
unplayable =
    { CAPITAL($card) } fits nowhere next to the ship ({ $squares }) and leaves the game{ $event ->
        [none] .
        [friendly_natives] ; its event (friendly natives) does not happen.
        [hostile_natives] ; its event (hostile natives) does not happen.
       *[other] ; its event ({ $event }) does not happen.
    }
to_reserve = { CAPITAL($card) } fits nowhere next to the ship ({ $squares }) and joins reserve pile { $pile }.
storm = Storm! { $player }'s turn ends at once.
hostile = Hostile natives: building on this card costs double.
friendly = Friendly natives offer { $player } a discovery token.
friendly_no_tokens = Friendly natives, but no discovery tokens are left.
native_token = { $player } takes a token from pile { $pile }.
declined_token = { $player } declines the natives' token.
pirates = Pirates! { $player } loses { $loss } gold.
ruins = Ruins: { $player } scores { $points } points.
gold = Gold: { $player } gains { $gain } gold.
no_way_on =
    No free route from here: exploring ends; { $gold ->
        [true]
            { $unused } declared gold { $unused ->
                [one] is
               *[other] are
            } lost.
       *[false]
            { $unused } declared { $unused ->
                [one] card is
               *[other] cards are
            } lost.
    }
stopped =
    { $player } ends the turn{ $unused ->
        [0] .
       *[other] { " " }({ $unused } declared unused).
    }
built = { $player } builds a { $unit } on { $square } for { $cost } gold.
recalled = { $player } takes the scout on { $square } back.
filled = The hole at { $square } is filled from reserve pile { $pile }.
made_tile = Reserve pile { $pile } is empty: a card of that kind is made to fill { $square }.
island_empty =
    An island of { $squares } { $squares ->
        [one] card
       *[other] cards
    } is complete; nobody is on it.
too_few_tokens = Too few discovery tokens are left for every greatest discoverer: none is drawn.
discovery = { $player } discovers a token worth { $value }.
# $points: each player with the points they gain, listed; $token: the discovery token's value (0: none).
island_scored =
    An island worth { $value } ({ $cards } { $cards ->
        [one] card
       *[other] cards
    }{ $token ->
        [0] { "" }
       *[other] { " " }+ token { $token }
    }) scores: { $points }.
units_back = The units on it return to their owners.
cannot_pay = { $player } cannot pay for a card and misses the turn.
no_start = No circle has a free dashed line left.
game_end = The game ends ({ $undiscovered } squares undiscovered, { $cards_left } cards left).
token_bonus = { $player } holds the most discovery tokens and scores { $points }.
# $players: the winners, joined; $count of them; $points: the winning score.
winners =
    { $players } { $count ->
        [one] wins
       *[other] win
    } with { $points } points.

## Prompts

entdecker-prompt-start = Put the ship on a starting circle or on a discovered square's circle.
entdecker-prompt-start-first-round = Put the ship on one of the starting circles around the board.
entdecker-prompt-declare = Declare how many cards you will turn over, 1 gold each.
entdecker-prompt-declare-gold = Declare how much gold you spend on exploring: 1 per card, 2 per personal tile.
entdecker-prompt-explore = Draw a card from a stack, build, or end your turn.
entdecker-prompt-place = Choose where and how the drawn card goes.
entdecker-prompt-natives = Friendly natives: take a discovery token, or decline it.
entdecker-prompt-token = You are a greatest discoverer: choose the pile to draw your token from.
entdecker-prompt-draw = Draw a card from a stack.
entdecker-prompt-draw-or-end = Draw a card, or end your turn.
entdecker-prompt-draw-build-end = Draw a card, build here (ends your turn), or end your turn.
entdecker-prompt-draw-personal = Draw a card or play a personal tile.
entdecker-prompt-draw-personal-end = Draw a card or play a personal tile, or end your turn.
entdecker-prompt-draw-personal-build-end = Draw a card or play a personal tile, build here (ends your turn), or end your turn.
entdecker-prompt-build-no-route = No free route from here: build on this card, or end your turn.
entdecker-prompt-build-all-turned = Every card you declared is turned over: build on this card, or end your turn.
entdecker-prompt-build-cards-out = The exploration cards have run out: build on this card, or end your turn.
# A starting circle ($side: above, right, below, left of its square), as the editor names where the ship stands.
entdecker-circle =
    the circle { $side ->
        [above] above
        [right] right of
        [below] below
       *[left] left of
    } { $square }

## Action labels. $side: above, right, below or left of the square; $turned: an entdecker-quarters.

entdecker-action-start-circle =
    Start on the circle { $side ->
        [above] above
        [right] right of
        [below] below
       *[left] left of
    } { $square }
# $routes: how many sea routes the card has ($route: which one); $fee: the extra to pay (0: none).
entdecker-action-start-square =
    Start on { $square }{ $routes ->
        [1] { "" }
       *[other] { " " }(sea route { $route })
    }{ $fee ->
        [0] { "" }
       *[other] , paying { $fee } extra
    }
entdecker-action-spend = Spend { $amount } gold on exploring
entdecker-action-declare =
    Declare { $amount } { $amount ->
        [one] card
       *[other] cards
    }
# $event: whether the stack's top card shows an event's question mark.
entdecker-action-draw =
    Draw from stack { $stack }{ $event ->
        [true] { " " }(event card ?)
       *[false] { "" }
    }
entdecker-action-personal = Play your personal { $name } tile
entdecker-action-place = Place on { $square }, { $turned }
# $parts: how many land parts the card has ($part: which one).
entdecker-action-build =
    Build a { $unit }{ $parts ->
        [1] { "" }
       *[other] { " " }on land part { $part }
    }
entdecker-action-recall = Take back the { $unit } on { $square }
entdecker-action-recall-other = Take back { $player }'s { $unit } on { $square }
entdecker-action-recall-nothing = Take back a unit from { $square }
entdecker-action-end = End your turn
entdecker-action-take-token = Take a discovery token from pile { $pile }
entdecker-action-decline-token = Decline the token

## Refusals

entdecker-game-over = The game is over.
entdecker-circle-first = Put the ship on a circle first.
entdecker-declare-first = Declare how many cards you will turn over first.
entdecker-explore-now = Draw a card, build, or end your turn.
entdecker-place-first = Place the card you drew first.
entdecker-natives-first = Take the friendly natives' token or decline it first.
entdecker-token-first = A greatest discoverer must pick a token pile first.
entdecker-no-token-pile = That discovery token pile does not exist or is empty.
entdecker-turn-one-over = Turn over at least one of the declared cards: stopping early comes after a card.
entdecker-nothing-to-recall = No unit stands there to take back.
entdecker-recall-own = Only your own scouts can be taken back into your supply.
entdecker-recall-scouts = Forts and settlements come back only when their island is scored; only scouts at any time.
entdecker-no-circle = There is no starting circle { $circle }; they are numbered 0-{ $last }.
entdecker-circle-discovered = That circle's dashed line leads to a discovered square: there is no free line.
entdecker-cannot-pay = You cannot pay for even one card.
entdecker-first-round-circles = In the first round only the starting circles around the board may be used.
entdecker-start-on-route = The ship starts on the circle of a discovered square, on one of its sea routes.
entdecker-start-fee = Starting on the square of another player's { $unit } costs { $fee } gold more: with one card you need { $need }.
entdecker-no-free-line = That sea route has no free dashed line to an undiscovered square.
entdecker-declare-one = Declare at least 1.
entdecker-declare-gold = You cannot declare more than you can pay: you have { $gold } gold.
entdecker-declare-cards =
    { $left ->
        [one] Only { $left } card is left to turn over.
       *[other] Only { $left } cards are left to turn over.
    }
entdecker-cards-out = The exploration cards have run out: the game ends after this turn.
entdecker-exploring-over = The ship has no free dashed line to an undiscovered square: exploring is over.
entdecker-all-turned = You have turned over all the cards you declared.
entdecker-no-stack = That stack is empty or does not exist.
entdecker-no-personal-tiles = Personal tiles are a variant not in play in this game.
entdecker-one-personal = At most one personal tile per turn.
entdecker-personal-cost = A personal tile costs 2 of the gold you declared.
entdecker-not-your-tile = That is not one of your personal tiles.
entdecker-tile-fits-nowhere = That tile fits on no square the ship can reach.
entdecker-place-beside = The card goes on an undiscovered square joined to the ship's square by a dashed line.
entdecker-quarter-turns = A card is turned 0-3 quarters.
entdecker-same-turn = Turned this way the card looks just as in a turn already offered: choose that one.
entdecker-sides-match = All four sides must match what borders them, land to land and water to water, and the ship enters over water.
entdecker-storm-no-building = The storm ended your turn: no building.
entdecker-build-here = You may build only on the card placed this turn that the ship stands on.
entdecker-sailed-on = The ship has sailed on to open sea: you cannot go back to build on an earlier card.
entdecker-build-on-land = You may build only on a card showing land.
entdecker-build-what = Build a scout, fort or settlement on one of that card's land parts.
entdecker-one-unit = Only one unit may stand on a card.
entdecker-no-unit = You have no { $unit } left in your supply.
entdecker-no-settlement = A settlement cannot be built beside hostile natives.
entdecker-build-cost = A { $unit } costs { $cost } gold here; you have { $gold }.

## Puzzle goals ($target: the goal's number)

entdecker-goal-island = score at least { $target } points from one island's scoring
entdecker-goal-points = have at least { $target } points

## The analysis's facts about a move (docs/analysis.md): means over the sampled worlds

entdecker-fact-gold = Gold after the move
entdecker-fact-points = Points after the move

## Rule options: each option's label, and its help (.help)

entdecker-option-rotating_first_player = Rotating first player
    .help = When the turn comes back to the first player, they pass the spinner left instead of playing.
entdecker-option-unplayable_to_reserve = Unplayable cards go to the reserve
    .help = A drawn card without an event that fits nowhere joins the reserve pile of its kind instead of leaving the game.
entdecker-option-personal_tiles = Personal tiles
    .help = Each player has 4 tiles of their own (2 gold each, one per turn) and declares gold, not cards. The tiles are taken from the draw tiles before the stacks are formed (Ruling EN-V4).
entdecker-option-hostile_settlement = A settlement beside hostile natives
    .help = forbidden: cannot be built there (Italian text); 12: costs 12 gold (Hungarian text).
entdecker-option-board_edge = A card side on the board's edge
    .help = anything: matches land or water (the ruling); water: must be water, as if the sea went on.
entdecker-option-start_fee_to = The extra cost of starting on another player's unit goes to
    .help = bank: the Hungarian text says the other player does not get it; owner: that unit's owner.
entdecker-option-finish_last_turn = The player who draws the last card finishes the turn
    .help = On: building, hole filling and island scoring still happen before the final count. Off: the game ends the moment the last card is drawn and placed or discarded.

## Position problems read with the position (the scenario editor's Problems list, `qtgames check`).
## $square is a square ("F4"); $unit is scout, fort or settlement.

entdecker-problem-card-taken = { $square } already holds card { $card }: a card goes on an undiscovered square.
# $where: undiscovered (the square has no card) or water (its card has no land).
entdecker-problem-unit-off-land =
    The { $unit ->
        [scout] scout
        [fort] fort
       *[settlement] settlement
    } on { $square } stands on { $where ->
        [undiscovered] an undiscovered square
       *[water] a card without land
    }: units stand on land.
entdecker-problem-unit-taken = { $square } already holds a unit: only one unit may stand on a card.
entdecker-problem-land-parts =
    The card on { $square } has { $parts } { $parts ->
        [one] land part
       *[other] land parts
    }, numbered from 0.
# How many units of a kind a player has at all ($count).
entdecker-problem-units-left =
    { $player } has only { $count } { $unit ->
        [scout]
            { $count ->
                [one] scout
               *[other] scouts
            }
        [fort]
            { $count ->
                [one] fort
               *[other] forts
            }
       *[settlement]
            { $count ->
                [one] settlement
               *[other] settlements
            }
    }.
entdecker-problem-placed-undiscovered = { $square } is undiscovered: no card was placed there this turn.
entdecker-problem-placed-twice = { $square } is listed twice.
entdecker-problem-ship-undiscovered = { $square } is undiscovered: the ship stands on a circle or a discovered card.
entdecker-problem-sea-routes =
    The card on { $square } has { $routes } { $routes ->
        [one] sea route
       *[other] sea routes
    }, numbered from 0: the ship never stands on land.

## Position problems of the components and the board ($card, $token: a component's number;
## $first: where it is listed first; $pile: a reserve pile's number; $squares: squares listed)

entdecker-problem-card-twice = Card { $card } is also at { $first }: every card is in exactly one place.
entdecker-problem-cards-nowhere =
    { $count ->
        [one] { $count } card is nowhere
       *[other] { $count } cards are nowhere
    } ({ $cards }): each card lies in a stack, a reserve pile, a hand, the box or on the board.
entdecker-problem-made-card = Card { $card } was made to fill a hole: it lies on the board.
entdecker-problem-reserve-card = Card { $card } is a reserve card of pile { $pile }: it lies in that pile or on the board.
entdecker-problem-exploration-in-reserve = Card { $card } is an exploration card: only the variant for unplayable cards puts one in a reserve pile, and never one with an event.
entdecker-problem-wrong-reserve = Card { $card } belongs in reserve pile { $pile }.
entdecker-problem-token-twice = Token { $token } is also at { $first }: every token is in one place.
entdecker-problem-tokens-nowhere =
    { $count ->
        [one] Token { $tokens } is nowhere
       *[other] Tokens { $tokens } are nowhere
    }: each discovery token lies in a pile or with a player.
entdecker-problem-gold = { $player } has { $gold } gold; the most a player can hold is { $most }.
entdecker-problem-personal-off = Personal tiles are a variant not in play here.
entdecker-problem-personal-kinds = A hand holds one plain tile of each personal kind: open sea, three, two opposite and two adjacent water sides.
entdecker-problem-personal-unplayed = The card waiting is a personal tile, but none was played this turn.
entdecker-problem-mismatch = The cards on { $square } and { $other } do not match: land meets land and water meets water.
entdecker-problem-edge-land = The card on { $square } shows land at the board's edge; in this game the edge counts as water.
entdecker-problem-holes = { $squares } would have been filled from the reserve at the end of the last turn: only one kind of card fits there.
entdecker-problem-unscored = The island on { $squares } is complete but was never scored: its units would have gone back to their owners.
entdecker-problem-winners = The winners are the players with the most points, once the game is over; before that there are none.
entdecker-problem-board-full = The whole board is discovered: the game is over.
entdecker-problem-no-start = No circle has a free dashed line: the game is over.
entdecker-problem-cannot-pay = { $player } cannot pay for a single card, so their turn is skipped.
entdecker-problem-fits-nowhere = The drawn card fits nowhere: it would have left the game.
entdecker-problem-nothing-left = Nothing is left to do this turn: it would have ended by itself.

## Position problems of the turn under way and of the islands waiting to be scored

entdecker-problem-start-circle = The ship starts on a discovered square's circle, and only from the second round.
entdecker-problem-ship-missing = At this point of the turn the ship stands on a circle or a card.
entdecker-problem-first-round = In the first round only the starting circles may be used.
entdecker-problem-no-entry = The ship starts where a dashed line leads to an undiscovered square.
entdecker-problem-sails-onto = The ship sails onto each card placed: it stands on { $square }, the last one.
entdecker-problem-turn-not-begun = Nothing is declared or explored before the ship sets out: this belongs to a turn under way.
entdecker-problem-turned-over = A card was drawn this turn, so one was turned over.
entdecker-problem-budget = No more can be declared than a player pays: at most { $most }.
entdecker-problem-drawn = A drawn card waits exactly while the player chooses where it goes (the place phase).
entdecker-problem-storm = A storm ends the turn at once: it can be pending only while the islands of that turn are scored.
entdecker-problem-natives-ship = Friendly natives make their offer when their card is placed, and the ship stands on it.
entdecker-problem-natives-token = Friendly natives offer a token only while one is left.
# $values: the numbers the spinner shows, listed.
entdecker-problem-spinner = The spinner shows { $values }.
entdecker-problem-last-card-stacks = The last card was drawn exactly when the stacks are empty.
entdecker-problem-last-card-turn = The game ends with the turn in which the last card was drawn.
entdecker-problem-last-card-placed = Without the ruling that the turn is finished, the game ends as soon as the last card is placed or discarded.
entdecker-problem-islands-waiting = Only the token phase has islands waiting to be scored.
entdecker-problem-island-first = The token phase scores an island: list it first.
entdecker-problem-island-whole = Each island waiting to be scored is a whole, complete island: all its [square, land part] pairs.
entdecker-problem-token-queue = The greatest discoverers of the first island, with a fort or settlement there, draw one token each, in seat order: the queue holds those who have not drawn yet.
entdecker-problem-tokens-short = There are not enough tokens left for every greatest discoverer.

## What the file readers say is wrong with a position (files.ftl has the shared ones)

# $last is the board's last square (H6): squares are named A1 to it.
entdecker-file-square = must be a square A1-{ $last }
entdecker-file-reserve-pile = must be a reserve pile number 1-6
entdecker-file-ship-both = the ship stands on a circle or on a square, not both
# $example is a pair as files write it (["C4", 0]).
entdecker-file-islands = must list [square, land part] pairs such as { $example }

## What the file readers say is wrong with component data (resources/entdecker/, or an override of it)

# $edges are a tile's four sides as the data writes them (LWWL: L land, W water, from north clockwise).
entdecker-file-land-sides = land parts must touch each land side of { $edges } exactly once
entdecker-file-water-sides = sea routes must join each water side of { $edges } exactly once
entdecker-file-inner-island = an inner island (a land part touching no side) needs an all-water tile
# $right is the class the edges make, $found the class the data gives.
entdecker-file-edge-class = edges { $edges } belong to class { $right }, not { $found }
entdecker-file-event-back = a tile has an event exactly when its back shows a question mark
# $event is the event's name as the data writes it.
entdecker-file-event-land = the { $event } event needs a tile with land
entdecker-file-sea-route = a draw tile needs a sea route (EN-X4b); all-land tiles are reserve tiles
entdecker-file-tile-id = must be { $id } (tiles are numbered in order)
# $units lists the units as the data names them.
entdecker-file-units = must give { $units }
# $shape is the shape's name as the data writes it, quoted.
entdecker-file-no-shape = no draw tile has the shape { $shape }
entdecker-file-gold-start = must not exceed gold.max
entdecker-file-spinner = must list gold amounts 0-99
entdecker-file-reserve-piles = every class 1-6 needs a reserve pile (EN-C3)
entdecker-file-shape-class = the { $shape } tiles are class { $klass }
# $players (the most a game has) need $tiles plain draw tiles of class $klass; the data has $count.
entdecker-file-personal-tiles = { $players } players need { $tiles } plain draw tiles of class { $klass }, not { $count }

## The shipped puzzles', examples' and rulings' titles (tools/update_catalogues.py copies them from resources/scenarios and resources/rulings)

scenario-entdecker-example-1 = Island scoring: 10, 5, 5, 2
scenario-entdecker-example-2 = Island scoring: 10, 10, 3
scenario-entdecker-puzzle-1 = The last card
scenario-entdecker-puzzle-2 = Ruins between two islands
scenario-entdecker-puzzle-3 = Friendly natives
ruling-entdecker-declare-more-than-left = At the game's end no more cards may be declared than are left in the stacks (EN-X3)
ruling-entdecker-declare-more-than-left-notes = From the puzzle 'The last card' (resources/scenarios/entdecker-puzzle-1.json): one exploration card is left. Player 1 starts the ship on F4 (paying 1 extra for the other player's unit there, EN-X2) and declares 2 cards, having the gold for them. Refused: a player declares only as many cards as can still be turned over.
scenario-entdecker-puzzle-1-hint-1 = Start your ship where the last card can close the island, even if a unit there costs extra (EN-X2).
scenario-entdecker-puzzle-1-hint-2 = One card is left, so declare one.
scenario-entdecker-puzzle-1-hint-3 = Draw the last card from stack 1.
scenario-entdecker-puzzle-1-hint-4 = Build on the island before it is scored.
scenario-entdecker-puzzle-1-hint-5 = The cocoa on pile 1 is worth 4.
scenario-entdecker-puzzle-1-notes =
    The last turn of the game: one exploration card is left, alone in stack 1, and it is a corner (land on two sides that meet). Player 1, with 5 gold, has a scout on the island B3-E4, which lacks only E4. Player 2 has a fort on that island (C3) and a scout on the land bridge at F4. The discovery token on top of pile 1 is a cocoa worth 4, on top of pile 2 a potato worth 1.
    
    Goal: Player 1 scores at least 12 points from one island's scoring.
    
    Mind the rules: starting on the circle of a card with another player's unit costs extra gold (EN-X2); a land bridge's two sea routes do not meet, and the ship leaves only along its own (EN-X6); a discovery token is drawn only for an island with a fort or settlement, by its greatest discoverer (EN-I2, EN-I3), and it adds its value to the island's (EN-I4).
scenario-entdecker-puzzle-2-notes =
    The last turn of the game: one exploration card is left, and its back shows a question mark. It is a channel with ruins: land on two opposite sides in two separate parts, a sea route between them. Player 1 has 17 points and 4 gold and a scout on the island E2-E3, where Player 2 has a scout too; Player 2 also has a fort on the island E5-E6. The open sea at D4 lies between them. The discovery token on top of pile 1 is a cocoa worth 4, on top of pile 2 a potato worth 1.
    
    Goal: Player 1 has at least 31 points when the game ends.
    
    Mind the rules: ruins score 3 at once (EN-E5); a card with two land parts can belong to two islands, and a unit stands on the part its builder chooses (EN-B3, Ruling EN-D7); tied greatest discoverers each draw a token and the highest counts (EN-I3, EN-I4); at the end, unfinished islands score without tokens (EN-G2) and the most tokens score one point each (EN-G3).
scenario-entdecker-puzzle-3-notes =
    The last turn of the game: one exploration card is left, a headland (land on one side) with friendly natives. Player 2 leads 25 to 18 and holds 3 discovery tokens to Player 1's 2; Player 2's two scouts stand on the unfinished island G3-I3-H4, which is open only towards I4. Player 1 has 4 gold.
    
    Goal: Player 1 wins the game.
    
    Mind the rules: friendly natives offer a token that scores nothing itself but counts for the most tokens (EN-E3, EN-G3); a square enclosed on all four sides is filled from the reserve at the end of the turn (EN-X7); a fort outranks any number of scouts (EN-I2), and the greatest discoverer of an island with a fort draws a discovery token (EN-I3).
scenario-entdecker-puzzle-1-failure = The island did not score 12 for you. Where must the ship start for the corner to close it?
scenario-entdecker-puzzle-1-success = The island is closed and your share of it scores at least 12 points.
scenario-entdecker-example-1-notes = The rulebook's example of EN-I5 (French text): an island worth 10, player A first, B and C tied second, D next scores A 10, B 5, C 5, D 2. Nine cards of the island lie in the top-left corner (A1-E2 without D1). Player 1 (A) has three scouts on it, players 2 (B) and 3 (C) two each, player 4 (D) one; nobody has a fort or a settlement, so no discovery token is drawn (EN-I3) and the island is worth its 10 cards (EN-I4). Player 1 has drawn a bay with the ship on the starting circle above D1 and has no gold left to build. Placing the bay on D1 with its water to the north completes the island (EN-I1): qtgames ruling entdecker-example-1.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Position by position an island worth 10 scores 10, 5, 3, 2 (each half the one before, rounded up). B and C share the second position and score 5 each; D comes fourth, as if B and C had held the second and third positions, and scores 2.
scenario-entdecker-example-2-notes = The rulebook's other example of EN-I5 (French text): an island worth 10, A and B tied first, C next, scores A 10, B 10, C 3. Nine cards of the island lie in the top-left corner (A1-E2 without D1). Players 1 (A) and 2 (B) have two scouts each on it, player 3 (C) one; without a fort or settlement no token is drawn (EN-I3), so the island is worth its 10 cards (EN-I4). Player 1 has drawn a bay with the ship on the starting circle above D1 and no gold left to build. Placing it on D1 with its water to the north completes the island: qtgames ruling entdecker-example-2.json --action '{ "{" }"place": 3, "quarters": 1{ "}" }'. Position by position an island worth 10 scores 10, 5, 3 (each half the one before, rounded up). A and B share the first position and score 10 each; C comes third, as if A and B had held the first and second positions, and scores 3.
