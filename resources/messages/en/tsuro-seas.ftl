### Tsuro of the Seas: the move log, prompts, action labels, refusals, rule options and the
### shipped puzzles' titles.


## Names the sentences below are given as values

# A daikaiju by the one name the board's badge shows ($label): the number on its back, starred when it has the gold arrow ("2★").
tsuro-kaiju = daikaiju { $label }
# A starting mark: its square, the side of the square ($side: top, right, bottom, left) and its place there ($place: left, right, upper, lower).
tsuro-mark = { $square }, { $side } edge, { $place } mark
# One of a square's eight edge points, by the same words.
tsuro-point = { $side } edge, { $place } point
# A tile's place in a hand or on offer ($place counts from 1).
tsuro-ordinal =
    { $place ->
        [1] first
        [2] second
        [3] third
        [4] fourth
        [5] fifth
        [6] sixth
        [7] seventh
        [8] eighth
        [9] ninth
        [10] tenth
       *[other] { $place }th
    }
# A placement's rotation, in quarter turns to the right.
tsuro-turn =
    { $quarters ->
        [0] not turned
        [1] turned once to the right
        [2] turned twice
       *[3] turned once to the left
    }

## The move log: one message per event kind. $facing and $side are north, east, south or west.

dealt = Each of { $players } players is dealt { $hand } wake tiles; { $pile } form the pile.
kaiju_placed = Gold { $gold }, blue { $blue }: { $kaiju } is placed on { $square }, facing { $facing }.
start_chosen = { $player } puts their ship on { $mark }.
relocated = { $player } moves their ship to { $mark }.
must_relocate = A daikaiju blocks { $player }'s first move: they move to another mark.
turn = Turn { $turn }: { $player }.
dice =
    { $player } rolls gold { $gold } + blue { $blue } = { $total }{ $moves ->
        [true] : the daikaiju move!
       *[false] .
    }
kaiju_die =
    The daikaiju die shows { $die }{ $die ->
        [6] : a new daikaiju arrives.
       *[other] .
    }
no_kaiju_left = No daikaiju is left in the supply: nothing happens.
# TS-D7, said before the new daikaiju are placed: $count on the board, fewer than $minimum.
kaiju_top_up =
    { $count ->
        [0] No daikaiju is
        [one] Only { $count } daikaiju is
       *[other] Only { $count } daikaiju are
    } left on the board, fewer than { $minimum }: { $player } places new ones until there are { $minimum }, and does not roll for their movement this turn.
kaiju_turned = The { $kaiju } turns to face { $facing }.
kaiju_moved = The { $kaiju } moves from { $square } to { $target }.
kaiju_left_board = The { $kaiju } leaves the board from { $square }: it is out of the game.
# $to: supply (back to the face-down supply) or out (out of the game).
kaiju_destroyed =
    The { $by } destroys the { $kaiju } on { $square } { $to ->
        [supply] (back to the supply).
       *[out] (out of the game).
    }
# $to: pile (to the bottom of the draw pile) or out.
tile_removed =
    The wake tile on { $square } is removed { $to ->
        [pile] to the bottom of the pile.
       *[out] from the game.
    }
ship_destroyed =
    { $player }'s ship is destroyed: { $cause ->
        [daikaiju_moved] the { $kaiju } moved onto its tile on { $square }
        [daikaiju_placed] the { $kaiju } landed on its tile on { $square }
        [daikaiju_in_front] the { $kaiju } moved in front of it, onto { $square }
        [daikaiju_waiting] the { $kaiju } waits in front of it on { $square }
       *[no_free_mark] the { $kaiju } on { $square } blocks its start, and no other mark on that side is free
    }.
tile_placed = { $player } places a wake tile on { $square }.
ship_sailed = { $player }'s ship follows its wake.
# $own: whether the player's own tile moved the ship ($by: whose tile did); $fate: edge (off the board's $side edge), daikaiju (into $kaiju) or loop.
ship_out =
    { $player }'s ship{ $own ->
        [true] { "" }
       *[false] , moved by { $by }'s tile,
    } { $fate ->
        [edge] sails off the { $side } edge at { $square }
        [daikaiju] sails into the { $kaiju } on { $square }
       *[loop] is caught in a loop with no end through { $square }
    }: out of the game.
bonus_taken =
    { $player } swaps { $count } { $count ->
        [one] tile
       *[other] tiles
    } with the eliminated players' hands.
# The tiles left over from an elimination bonus ($parts: tsuro-bonus-given and tsuro-bonus-left, joined), $count of them.
bonus_to_pile =
    { $parts } { $count ->
        [one] goes
       *[other] go
    } to the bottom of the pile.
tsuro-bonus-given =
    { $count } { $count ->
        [one] tile
       *[other] tiles
    } { $player } gave
tsuro-bonus-left =
    { $count } { $count ->
        [one] tile
       *[other] tiles
    } from { $player }'s hand
# $to: pile or out.
hand_disposed =
    { $count } { $count ->
        [one] tile
       *[other] tiles
    } of { $player }'s hand { $count ->
        [one] goes
       *[other] go
    } { $to ->
        [pile] to the bottom of the pile.
       *[out] out of the game.
    }
drew = { $player } draws a tile ({ $pile } left in the pile).
pile_empty = The pile is empty: { $player } draws nothing.
hand_empty = { $player } has no tile to place and skips the rest of the turn.
blocked = A daikaiju waits in front of { $player }'s ship: it cannot sail this turn.
# $winners: the winning players, joined; $count of them (0: nobody survived).
game_over =
    { $count ->
        [0] Nobody survives.
        [one] { $winners } wins!
       *[other] { $winners } win!
    }

## Prompts

tsuro-prompt-start = Choose a starting mark for your ship.
tsuro-prompt-place = Place a wake tile in front of your ship.
tsuro-prompt-bonus = Swap tiles with the eliminated players' hands, or keep yours.
tsuro-prompt-relocate = A daikaiju blocks your first move: choose another starting mark.

## Action labels. Tiles by their place: $place, $give and $take are tsuro-ordinal words, listed; $turn a tsuro-turn; $mark a tsuro-mark.

tsuro-action-place = Place your { $place } tile, { $turn }
tsuro-action-place-other = Place a tile from another hand, { $turn }
tsuro-action-start = Start at { $mark }
tsuro-action-relocate = Move to { $mark }
# $given: how many of the player's own tiles.
tsuro-action-swap =
    Swap your { $give } { $given ->
        [one] tile
       *[other] tiles
    } for the { $take } on offer
tsuro-action-give =
    Give your { $give } { $given ->
        [one] tile
       *[other] tiles
    } and take none
tsuro-action-take = Take the { $take } on offer and give none
tsuro-action-keep = Keep your tiles

## Where a placement would send a ship (the route preview)

tsuro-route-safe = safe
tsuro-route-off-edge = sails off the edge
tsuro-route-daikaiju = meets a daikaiju
tsuro-route-loop = caught in a loop
tsuro-route-same-wake = same wake as another ship

## Refusals

tsuro-game-over = The game is over.
tsuro-start-first = Each player first puts their ship on a starting mark.
tsuro-place-now = The active player must place a wake tile now.
tsuro-bonus-now = The active player decides on the elimination bonus now.
tsuro-relocate-now = The active player must move their ship to another starting mark now.
tsuro-off-edge = This would sail your own ship off the board's edge, and another placement avoids that.
tsuro-loop = This would trap your own ship in a loop with no end, and another placement avoids that.
tsuro-into-daikaiju = This would lead your own wake into a daikaiju, and another placement avoids that.
tsuro-same-wake = Two ships would then travel the same wake in the same direction.
# A click on the board anywhere but in front of the active ship ($square: that square).
tsuro-not-in-front = A wake tile goes only on the empty square in front of your ship: { $square }.
tsuro-own-hand = You can only place a tile from your own hand.
tsuro-rotations = A tile has four rotations, 0-3.
tsuro-no-such-mark = There is no such starting mark.
tsuro-mark-taken = Another ship already stands on that starting mark.
tsuro-bonus-swap = Swap as many of your tiles as you take, and take only tiles of the players your tile just eliminated.
tsuro-relocate-own = Your ship already stands on that mark: move it to another one.
tsuro-relocate-side = Move to a starting mark on the same side of the board as the one your ship stands on.
tsuro-relocate-tile = A wake tile lies on that mark's square.
tsuro-relocate-daikaiju = A daikaiju stands on that mark's square.

## Puzzle goals ($target: the goal's number)

tsuro-goal-survive = keep your ship sailing through { $target } of your own turns

## The analysis's facts about a move (docs/analysis.md): chances exact over the public dice

tsuro-fact-out = Out before its next turn
tsuro-fact-destroyed = Destroyed by a daikaiju
tsuro-fact-sails-off = Sails off at its turn
# With three or more ships sailing only the next $turns turns of rolls are covered.
tsuro-fact-sunk = Sunk on its tile in the next { $turns } turns

## Rule options: each option's label, and its help (.help)

tsuro-seas-option-daikaiju = Play with daikaiju
    .help = Off: the optional rule without sea monsters (no dice, no minimum of three).
tsuro-seas-option-daikaiju_order = Daikaiju act in order of rotation number
    .help = The Hungarian rulebook says descending; the 2013 English rulebook says ascending.
tsuro-seas-option-destroyed_daikaiju = A daikaiju destroyed by another goes
    .help = supply: to the bottom of the face-down supply (a 6 can bring it back); out: out of the game.
tsuro-seas-option-new_daikaiju_on_tile = A wake tile under a newly placed daikaiju goes
    .help = out: out of the game, as TS-D7 says; pile: to the bottom of the draw pile, as a moving daikaiju does.
tsuro-seas-option-waiting_daikaiju_destroys = A daikaiju already waiting in front of the active ship destroys it
    .help = Off: only a daikaiju that arrives there during the active player's own roll does (TS-D5).
tsuro-seas-option-eliminated_players_roll = Eliminated players still roll for daikaiju
    .help = The rulebook is silent; a public summary says they do.
tsuro-seas-option-shared_start_marks = Two ships may share a starting mark
    .help = Off (the ruling): every ship needs its own starting mark.
tsuro-seas-option-eliminated_hand = Hand of a player eliminated without a bonus goes
    .help = pile: to the bottom of the draw pile; out: out of the game.
tsuro-seas-option-board_full = The board fills up (TS-W3) when
    .help = covered: its last empty square is covered by a wake tile or a daikaiju (the FAQ's plain reading); no_placement: no tile can be placed any more, so play goes on while daikaiju may free squares.

## Position problems: what the scenario editor's Problems list and `qtgames check` say a position
## breaks. $player is a player ("Player 2"), $square a square ("E3").

tsuro-problem-tile-taken = { $square } already holds tile { $tile }: a tile is placed only on an empty square
tsuro-problem-kaiju-on-kaiju = { $square } already holds a daikaiju: a daikaiju moving onto another destroys it
tsuro-problem-kaiju-on-tile = { $square } holds a wake tile: a daikaiju arriving on a tile removes it
# A component listed twice: $component is tile or daikaiju, $item its number, $first where it is listed first.
tsuro-problem-twice =
    { $component ->
        [tile] Wake tile
       *[daikaiju] Daikaiju
    } { $item } is also at { $first }: every component is in one place
# Components listed nowhere: $items their numbers, $count how many.
tsuro-problem-nowhere =
    { $component ->
        [tile]
            { $count ->
                [one] Wake tile { $items } is nowhere (on the board, in a hand, in the pile or out of the game)
               *[other] Wake tiles { $items } are nowhere (on the board, in a hand, in the pile or out of the game)
            }
       *[daikaiju]
            { $count ->
                [one] Daikaiju { $items } is nowhere (on the board, in the supply or out of the game)
               *[other] Daikaiju { $items } are nowhere (on the board, in the supply or out of the game)
            }
    }
# $placed: true while the player has placed this turn's tile and not yet drawn.
tsuro-problem-hand-size =
    { $player } holds { $count } tiles; a player draws only back up to { $size }{ $placed ->
        [true] , after placing one
       *[false] { "" }
    }
tsuro-problem-no-daikaiju-board = The game is played without daikaiju (option off), so none may stand on the board
tsuro-problem-no-daikaiju-out = The game is played without daikaiju (option off), so none is out of the game
tsuro-problem-setup-daikaiju = Before the first turn { $players } players have { $wanted } daikaiju on the board and none out of the game, not { $on_board } and { $out } out
# $hands: true when the players who are out had hands that could have left the game.
tsuro-problem-no-daikaiju-removed =
    The game is played without daikaiju (option off): no daikaiju removed this wake tile from the game{ $hands ->
        [true] , and the hands of the players who are out do not hold that many
       *[false] { "" }
    }
tsuro-problem-ship-nowhere = { $player }'s ship sails but has no square: every ship is on its starting mark before the first tile
tsuro-problem-not-a-mark = { $player }'s ship is marked on its start, but { $square } point { $point } is not a starting mark on the board's edge
tsuro-problem-mark-taken = { $player }'s ship already stands on this starting mark
tsuro-problem-open-end = { $player }'s ship has left its start, so it stands at the open end of its wake: the square behind it must hold a wake tile
tsuro-problem-front-tile = { $square } in front of { $player }'s ship holds a tile: the ship would have sailed on along its wake
# $twice: true when the player is listed twice, false when their ship still sails.
tsuro-problem-listed-out =
    { $twice ->
        [true] { $player } is listed as out twice
       *[false] { $player } is listed as out but their ship still sails
    }
tsuro-problem-unlisted-out = { $player }'s ship is out, so they belong in this list
tsuro-problem-hand-of-out = { $player } is out: their tiles went under the pile
tsuro-problem-bonus-phase = Eliminated hands are offered only right after the tile that eliminated them (phase bonus)
tsuro-problem-active-out = { $player }'s ship is out: turns pass over players who are out
tsuro-problem-tile-before-ships = All ships are placed before the first wake tile
tsuro-problem-start-order = Ships are put on starting marks in turn order: before { $player } chooses, exactly the players before them have a ship on its mark, and every ship sails
tsuro-problem-no-tile = { $player } has no tile to place, so their turn is skipped
# $on_start: true while the ship is still on its starting mark.
tsuro-problem-blocked =
    A daikaiju stands in front of { $player }'s ship: it { $on_start ->
        [true] must first move to another starting mark
       *[false] is destroyed or waits, and places no tile
    }
tsuro-problem-relocate-sailed = Only a ship still on its starting mark moves to another; { $player }'s has sailed
tsuro-problem-relocate-free = No daikaiju blocks { $player }'s first move, so the ship stays
tsuro-problem-relocate-nowhere = No starting mark on the same side is free: { $player }'s ship is destroyed
tsuro-problem-bonus-empty = The elimination bonus needs the players the tile eliminated
tsuro-problem-bonus-seat = { $player } is not a player the tile just eliminated
# $left: how many ships are left, 0 or 1.
tsuro-problem-over =
    { $left ->
        [0] With no ship left the game is over
       *[other] With one ship left the game is over
    }
tsuro-problem-full = Every square holds a wake tile or a daikaiju: the board is full, so the game is over and the { $ships } ships left share the victory
tsuro-problem-early-winners = Winners are named only when the game is over
tsuro-problem-winner-twice = A player is listed as winner twice
# $covered: true when the game also ends once the board is full (the option).
tsuro-problem-ends-early =
    { $covered ->
        [true] The game ends with several ships left only when the board is full or none of them can place a tile (Ruling TS-W3b)
       *[false] The game ends with several ships left only when none of them can place a tile (Ruling TS-W3b)
    }
# $players: the players whose ships still sail, listed.
tsuro-problem-winners = The winners are the players whose ships still sail: { $players }
tsuro-problem-shared = When the last ships go out together, their players share the victory

## What the file readers say is wrong with a position or an action (files.ftl has the shared ones)

tsuro-file-tile-list = must be a list of tile numbers
# $square is what the file wrote, quoted; $size the board's side (7: a 7x7 board).
tsuro-file-not-square = { $square } is not a square of the { $size }x{ $size } board
tsuro-file-ships = must hold one ship per player ({ $players })

## What the file readers say is wrong with component data (resources/tsuro-seas/, or an override of it)

# $high is the last line (counted from 0).
tsuro-file-dice-lines = lines must be 0-{ $high }
tsuro-file-dice-totals = must list totals of two dice, 2-12
# A wake tile's wakes, each joining two of its points 0-7.
tsuro-file-wakes = must join each point 0-7 exactly once
# $count is the number of daikaiju the data has.
tsuro-file-setup-counts = counts must be 0-{ $count }, the daikaiju there are
# $squares the dice can name; $most daikaiju fit on them.
tsuro-file-daikaiju-fit = the dice name { $squares } squares: at most { $most } daikaiju fit
# $players (the most a game has) need $tiles wake tiles for their hands of $hand; the data has $count.
tsuro-file-tiles-for-hands = { $players } players need { $tiles } tiles for their hands of { $hand }, not { $count }

## The shipped puzzles', examples' and rulings' titles (tools/update_catalogues.py copies them from resources/scenarios and resources/rulings)

scenario-tsuro-seas-example-1 = Rulebook example: a daikaiju destroys a ship (TS-D4)
scenario-tsuro-seas-example-2 = Rulebook example: a daikaiju blocks a ship on its starting mark (TS-D8)
scenario-tsuro-seas-example-3 = Rulebook example: a daikaiju stops in front of the active ship (TS-D5)
scenario-tsuro-seas-puzzle-1 = Puzzle 1: the corner squeeze
scenario-tsuro-seas-puzzle-2 = Puzzle 2: three turns on the bottom row
scenario-tsuro-seas-puzzle-3 = Puzzle 3: the last two captains
ruling-tsuro-seas-daikaiju-destroys-a-ship = A daikaiju that moves onto a ship's square destroys it (TS-D4)
ruling-tsuro-seas-daikaiju-destroys-a-ship-notes = From the rulebook example (resources/scenarios/tsuro-seas-example-1.json). Player 1 places tile 10 facing north. At the start of Player 2's turn the dice wake the daikaiju (TS-T1) and the daikaiju 3★ moves onto D1, where Player 3's ship stands: the ship is destroyed and Player 3 is out (TS-D4), although no tile of Player 3's own sailed it anywhere.
scenario-tsuro-seas-puzzle-1-hint-1 = Look for the placement that takes your ship west, out of the corner, towards E6.
scenario-tsuro-seas-puzzle-1-hint-3 = Now one of your tiles sends your ship on and Player 1's off the board (TS-M4).
scenario-tsuro-seas-puzzle-1-notes = Two ships are left, both in the bottom-right corner of a sea without daikaiju. You are Player 2: your ship is about to sail into F6; Player 1's waits just below you, on the edge of F7. Find the placement after which your next tile wins the game, whatever Player 1 plays in between. Only one of your placements does it. The answer does not rely on the dice or on the tile you draw.
scenario-tsuro-seas-puzzle-2-notes = You are Player 2, pinned on the bottom row: your ship is about to sail into D7, right beside Player 1's at E7, with the board's edge just below. Every placement you may make keeps you afloat this turn, but only one keeps your ship sailing through three of your own turns whatever Player 1 does. Winning sooner counts too. This sea has no daikaiju, and the answer does not rely on the tiles you draw.
scenario-tsuro-seas-puzzle-3-notes = Player 1 is already out. You are Player 2, about to sail into F3 from below; Player 3 is down at G6, close to the right edge, and daikaiju lurk on F1 and E3, close to your ship. Find the tile that wins the game by the end of your next turn, whatever Player 3 does. One of your seven placements does it. The answer does not rely on the dice or on the tile you draw.
scenario-tsuro-seas-puzzle-1-failure = Your ship went out first. Try the placement that takes your ship west, out of the corner.
scenario-tsuro-seas-puzzle-1-success = Well sailed: Player 1's ship is off the board and yours is the last one sailing (TS-W1).
# Under the Expert level in the lobby: what the measured ladder says of it in this game (docs/ai.md).
tsuro-seas-level-expert = In Tsuro of the Seas no stronger than Hard: it won about half of 400 games against Hard, as the dice decide between near-equal moves.
# Under the Hard level in the lobby: what the measured ladder says of it in this game (docs/ai.md).
tsuro-seas-level-hard = In Tsuro of the Seas little stronger than Normal: it won 56% of 200 games against Normal, as the dice decide between near-equal moves.
scenario-tsuro-seas-example-1-notes = Player 3 has sailed onto the tile on D1; daikaiju 3★ lurks beside it on E1, facing north. Player 1 places tile 10 facing north: apply it with `qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`. At the start of Player 2's turn the dice show 6 + 2 = 8, so the daikaiju move (TS-T1); the daikaiju die shows 5, and the daikaiju 3★'s chart says 'left' for a 5, which for a daikaiju facing north is west: it steps onto D1. A daikaiju arriving on a wake tile sends the tile to the bottom of the pile and destroys every ship on it (TS-D4): Player 3 is out, and their hand goes under the pile (TS-R6). The dice are fixed by the scenario's rng, so the example replays exactly.
scenario-tsuro-seas-example-2-notes = Player 2's ship still waits on its starting mark at the bottom of C7; daikaiju 2★ stands on C6, facing south. Player 1 places tile 10 facing north (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). Player 2 then rolls for the daikaiju (TS-T1) and the daikaiju die moves daikaiju 2★ one square 'up' for its facing, which is south: onto C7, the square Player 2's first tile would go on. A ship still on its starting mark is not destroyed by this: its player moves it to any other starting mark on the same side whose square holds no tile (TS-D8). Run `qtgames ruling` again on the result, or add a second --action such as '{ "{" }"relocate": 33{ "}" }', to see which marks are allowed and why the others are refused.
scenario-tsuro-seas-example-3-notes = Players 2 and 3 both wait on the bottom edge of D3's tile, side by side, each about to sail into the empty D4; daikaiju 3★ stands on E4, facing north. Player 1 places tile 10 facing north (`qtgames ruling FILE --action '{ "{" }"place": 10, "rotation": 0{ "}" }'`). At the start of Player 2's turn the dice wake the daikaiju, and the daikaiju die sends daikaiju 3★ 'left' for its facing: west, onto D4. A daikaiju that ends its move on the square in front of the active player's ship destroys that ship (TS-D5): Player 2 is out. Player 3's ship on the same edge is not destroyed by it, since Player 3 is not the active player, and may still escape: had the daikaiju still waited on D4 after Player 3's own roll, it would destroy that ship too (Ruling TS-D5b), but this roll wakes the daikaiju again and daikaiju 3★ moves on to D5, so Player 3 sails on.
