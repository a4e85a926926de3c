### Magellan: the move log, prompts, action labels, refusals, rule options, the boards' names and
### the shipped puzzles' titles. Explorers keep the names printed on their cards; phases and
### fields are I, II and III.


## Names the sentences below are given as values

# Gold cards by their values ($cards, listed), or none ($count: 0).
magellan-cards =
    { $count ->
        [0] nothing
       *[other] { $cards }
    }

## The move log: one message per event kind

boards_set = { $players } players, boards on sides { $first } and { $second }; each holds gold 1-9, { $deck } cards form the deck.
turned_up =
    Phase { $phase }: { $explorer } is up for auction ({ $left } { $left ->
        [one] card
       *[other] cards
    } left).
veto = { $player } calls veto: { $explorer } goes to the bottom of the deck.
veto_gained = { $player }'s Columbus card lies face up: one veto later in phase I.
opens_instead = { $invited } may not bid on this card; { $player } opens.
bid = { $player } bids { $amount }.
passed = { $player } passes.
cannot_raise = { $player } cannot pay more than { $limit } and drops out.
unsold = Nobody bids on { $explorer }: the card goes back to the box.
sold = { $player } buys { $explorer } for { $price }.
# $over: how much more than the price the cards add up to (0: exactly); $only: paid without asking, the hand having no other way to pay $price.
paid =
    { $player } pays { $cards }{ $over ->
        [0] { "" }
       *[other] { " " }(overpaying by { $over })
    }{ $only ->
        [true] : the only cards in hand that pay { $price }.
       *[false] .
    }
shows_gold = { $player } lays their gold open: { $cards }.
stolen = { $thief } draws { ARTICLE($card) } from { $player }'s hand onto the discard pile.
# $first: whether the field is the first ($field: I, II, III); $half: none, left or right.
ship =
    { $player } { $first ->
        [true] places a ship on
       *[false] moves a ship on to
    } { $explorer }'s field { $field }{ $half ->
        [left] { " " }(left half).
        [right] { " " }(right half).
       *[none] .
    }
drew_gold =
    { $player } draws { $count } gold { $count ->
        [one] card
       *[other] cards
    }.
# $card: the gold card's value, or none when it is not shown.
under =
    { $player } slides { $card ->
        [none] a gold card
       *[other] { ARTICLE($card) }
    } under a Magellan card (stack of { $cards }).
phase_over = Phase { $phase } is over.
gold_back = { $player } takes the shown gold back into hand.
ships_boxed = Ships not placed in phase I go back to the box.
new_deck = The discard pile is shuffled into the deck ({ $cards } cards).
basic_gold = Everyone receives { $count } gold cards.
money_bags =
    { $player } receives { $count } gold { $count ->
        [one] card
       *[other] cards
    } for money bags.
# MG-X1: $count gold cards given up (their values in $cards), $drawn drawn for them.
exchanged =
    { $player } exchanges { $count ->
        [one] the gold card worth { $cards }
       *[other] { $count } gold cards worth { $cards }
    } for { $drawn ->
        [0] no new card (none is left to draw)
        [one] a new one
       *[other] { $drawn } new ones
    }.
kept = { $player } keeps their hand.
reshuffled = The deck is empty: the discard pile is shuffled into a new deck ({ $cards } cards).
gold_out = No gold card is left to draw.
phase = Phase { $phase } begins.
scoring = Scoring starts with { $player }.
counted = { $player }: fields { $fields }, Magellan { $stacks }, gold in hand { $hand } ({ $cards }): { $total } points.
plunder_start = { $player } plunders with Pizarro: the gold deck is shuffled.
plundered = { $player } turns up { ARTICLE($card) }: { $total } so far.
# $over: whether the total went over the limit (and scores nothing).
plunder_end =
    { $player } stops at { $total }: { $over ->
        [true] over { $limit }, nothing
       *[false] { $points } points
    } (total { $score }).
victory =
    { $players } { $count ->
        [one] wins
       *[other] win
    } with { $points } points.

## Prompts

magellan-prompt-veto = A Columbus owner may call veto on the card just turned up, or let it be auctioned.
magellan-prompt-bid = Raise the bid or pass.
magellan-prompt-pay = Choose the gold cards that pay your bid.
magellan-prompt-half = Choose the left or right half of the field for your ship.
magellan-prompt-stack = Choose the Magellan stack whose ship moves on.
magellan-prompt-under = Choose the gold card that slides under the Magellan card.
magellan-prompt-exchange = Choose up to 3 gold cards to exchange, or keep your hand.
magellan-prompt-plunder = Turn up another gold card or stop.
# MG-B3 said before it applies, to a player with $count ships not yet placed, while the last explorer card of phase I is up.
magellan-last-card-of-phase-one =
    This is phase I's last explorer card: ships not placed by the end of the phase go back to the box (MG-B3), and you have { $count ->
        [one] one ship
       *[other] { $count } ships
    } still to place.

## Action labels. $target and $source: the left or right half; $phase: the field.

magellan-action-bid = Bid { $amount } for { $explorer }
magellan-action-pass = Pass
magellan-action-veto = Veto { $explorer } (to the bottom of the deck)
magellan-action-no-veto = No veto
magellan-action-pay = Pay with { $cards }
magellan-action-half = Ship to the { $target } half of field { $phase }
magellan-action-half-move = Ship from the { $source } half to the { $target } half of field { $phase }
magellan-action-join-stack = Join the Magellan stack over { $under }
magellan-action-under = Slide a { $value } under the Magellan card
magellan-action-exchange = Exchange { $cards }
magellan-action-keep-hand = Keep your hand
magellan-action-plunder = Turn up another gold card (total { $total })
magellan-action-stop-plunder = Stop plundering at { $total }

## Refusals

magellan-game-over = The game is over.
magellan-half-from-previous = Move a ship you have on the previous field, to the left or the right half of this field.
magellan-join-stack = The new Magellan card joins a stack of yours whose ship stands on the previous field.
magellan-under-paid = On side B the card under the Magellan card is one of the cards you just paid.
magellan-under-hand = Slide one of the gold cards in your hand under the Magellan card.
magellan-exchange-three = Exchange at most 3 gold cards, all from your hand.
magellan-no-gold-left = No gold card is left to turn up.
magellan-veto-phase-one = A veto can be used only in phase I, not in phases II and III.
magellan-veto-owner = Only the owner of an unused phase-I Columbus card can call veto.
magellan-veto-last-card = The last card of a phase cannot be vetoed.
magellan-veto-when = A veto is called when the card is turned up, before the first bid.
magellan-bid-one = A bid is at least 1.
magellan-raise = Raise the bid: it stands at { $bid }.
magellan-no-ship-to-place = You have no ship left to place, so you cannot buy in phase I.
magellan-bought-before = In phase { $phase } only players who bought this explorer in phase { $previous } may bid.
magellan-no-ship-to-move = You have no ship left on this explorer's field { $previous } to move on.
magellan-keep-one = A gold card must remain in your hand after paying: you can bid at most { $most }.
magellan-bid-cap = You cannot bid more than your gold is worth: at most { $most }.
magellan-pay-own = Pay only with gold cards you hold.
magellan-underpaid = The cards add up to { $total }, less than your bid of { $price }.
magellan-overpaid = You can pay exactly { $price }, so you may not overpay.
magellan-no-change = No card can be left out of an overpayment: there is no change.

## Puzzle goals ($target: the goal's number)

magellan-goal-auction-below = win an auction paying less than { $target }
magellan-goal-points = finish the game with at least { $target } points

## The analysis's facts about a move (docs/analysis.md): a mean over the sampled worlds

magellan-fact-points = Points if the game were counted after the move

## Rule options: each option's label, and its help (.help)

magellan-option-board1 = Board 1 (Marco Polo, Vasco da Gama, James Cook) side
    .help = Side A is recommended for a first game. Board values are community estimates: edit magellan.json in your data folder to match your copy.
magellan-option-board2 = Board 2 (Columbus, Pizarro, Magellan) side
    .help = Side A is recommended for a first game. Board values are community estimates: edit magellan.json in your data folder to match your copy.
magellan-option-unsold_opener = Who opens after an unsold card
    .help = previous_opener: the player who opened the unsold card's auction opens again; auctioneer: the auctioneer opens, as for the game's first card.
magellan-option-veto_last_card = Veto on a phase's last card
    .help = Off: the last card of a phase cannot be vetoed (it would come straight back). On: it can, and the veto is spent for nothing.

## Position problems (the scenario editor's Problems list, `qtgames check`): a decision that
## needs a card up for auction, or its buyer, while the position has none

magellan-problem-needs-card = This decision needs the card up for auction
magellan-problem-needs-buyer = This decision needs the buyer of the card
# What a field of the position breaks, said after the field's name: $phase is I, II or III, $player a player.
magellan-problem-phase-over = phase { $phase } is over, so its deck is used up
magellan-problem-deck-left = this decision comes after phase { $phase }'s last card, so its deck is used up
magellan-problem-boxed-early = phase { $phase } has not begun: none of its cards is boxed yet
magellan-problem-bought-early = phase { $phase } has not begun: nobody bought its cards yet
magellan-problem-veto-phase = a veto can be called in phase I only
magellan-problem-scoring-phase = scoring follows phase III
magellan-problem-known-bottom = counts the vetoed cards at the bottom of the current deck: no more than it holds, and none after phase I
magellan-problem-ships-boxed = ships not placed in phase I are back in the box
magellan-problem-buying-last = { $player } is buying the card up, so they are the last buyer
magellan-problem-buyer-invited = { $player } bought the card up, so they are invited to open the next auction
magellan-problem-someone-bought = cards were bought, so someone bought the last one
magellan-problem-bought-none = { $player } has bought no card
magellan-problem-first-auction = For the very first card of phase I the auctioneer, { $player }, opens the auction
magellan-problem-plunder-early = plunder happens at scoring, after phase III
magellan-problem-not-over = the game is not over yet
magellan-problem-veto-last = the card up is phase I's last: it cannot be vetoed
magellan-problem-high-bid-pair = a high bid (at least 1) and its bidder go together
magellan-problem-bidder = must be a player still in the auction who does not hold the high bid
magellan-problem-leader-in = { $player } holds the high bid, so they have not passed
magellan-problem-bid-least = a bid is at least 1
magellan-problem-stack-choice = a stack is chosen only for a Magellan card of phase II or III
magellan-problem-hand-under = on side A a card from the hand goes under, so one is left after paying
# $shows: true when the player bought a James Cook A card this phase.
magellan-problem-showing =
    { $shows ->
        [true] { $player } bought a James Cook card (side A) in this phase, so their gold lies open
       *[false] only a player who bought a James Cook card (side A) in this phase shows their gold
    }
magellan-problem-payment-discarded = the payment lies on the discard pile (only a Magellan B payment waits here for its card to go under)
# $explorer is an explorer's name; $split: true when the field is split in halves on this side.
magellan-problem-half =
    { $split ->
        [true] { $player }'s ship must stand on the left (0) or right (1) half: { $explorer }'s field { $phase } is split on this side
       *[false] { $player }'s ship must stand on the whole field (half -1): { $explorer }'s field { $phase } is not split on this side
    }
magellan-problem-capacity = holds { $ships } ships, but field { $phase } has room for { $room } (one per card with back { $phase })
magellan-problem-moved-on =
    { $player } bought { $count } { $explorer } { $count ->
        [one] card
       *[other] cards
    } in phase { $phase } but only { $before } in phase { $earlier }: each must move on a ship from the field before
magellan-problem-ships-here =
    { $player } has { $have } { $have ->
        [one] ship
       *[other] ships
    } here, but their { $explorer } cards put { $want } here (bought in phase { $phase }, less those moved on)
magellan-problem-ships-left = { $player } has { $ships } ships: { $on_board } on the board leave { $to_place } to place, not { $left }
magellan-problem-ships-over = { $player } has { $on_board } ships on the board, but only { $ships }
magellan-problem-vetoes =
    { $player } has { $vetoes } { $vetoes ->
        [one] veto
       *[other] vetoes
    } but bought { $granted } Columbus { $granted ->
        [one] card
       *[other] cards
    } in phase I
magellan-problem-payment-listed = on Magellan side B a card of the payment goes under: list the cards paid (at least the price, { $price })
# A list that belongs to one decision only: $field is veto_queue, exchange_queue, score_order or plunder_player.
magellan-problem-leftover =
    { $field ->
        [veto_queue] lists the players still to answer a veto: it is empty in this decision
        [exchange_queue] lists the exchanges still due: it is empty in this decision
        [score_order] lists the players still to be counted: it is empty in this decision
       *[plunder_player] names who plunders now: it is empty in this decision
    }
# $holders, $turns: seats as the file writes them ("[0, 2]").
magellan-problem-veto-queue = must list the Columbus owners still to answer, clockwise from the invited { $player }: the end of { $holders }
magellan-problem-bidder-out = { $player } can pay at most { $most }, so they cannot raise { $high } and are out
magellan-problem-not-split = { $explorer }'s field { $phase } is not split in halves on this side
magellan-problem-nothing-under = { $explorer }'s field puts no card under a Magellan card
magellan-problem-target-stack =
    is -1 for a new stack in phase I, else the stack whose ship moved on (holding { $count } { $count ->
        [one] card
       *[other] cards
    })
magellan-problem-exchange-queue = must list the exchanges still due, the end of { $turns }
magellan-problem-plunderer = must name a player with a ship on a plunder field (Pizarro B III)
magellan-problem-plunders-left =
    { $player } has { $fields } plunder { $fields ->
        [one] field
       *[other] fields
    }: at most { $more } { $more ->
        [one] plunder
       *[other] plunders
    } can follow this one
magellan-problem-plunder-sum = is the sum of the cards turned up this time (the end of plunder.cards), at most { $limit }
magellan-problem-points-early = points are counted after phase III: none yet
# $counted: whether the player is counted already; $first: the player counting starts with.
magellan-problem-counted =
    { $counted ->
        [true] { $player } is counted yet (clockwise from { $first })
       *[false] { $player } is not counted yet (clockwise from { $first })
    }
magellan-problem-not-counted = { $player } is not counted yet
# A gold card of $value listed once more than the $count copies there are; $where: where they are ("hands[0] 2, gold_deck 5").
magellan-problem-gold-extra = holds one gold card of value { $value } too many: only { $count } exist ({ $where })
magellan-problem-gold-missing = { $missing } of the { $count } gold cards of value { $value } are nowhere; the deck is where unseen cards lie
magellan-problem-explorer-extra = holds one { $explorer } card with back { $phase } too many: only { $count } exist
magellan-problem-explorer-missing =
    { $missing ->
        [one] { $missing } { $explorer } card with back { $phase } is nowhere (not in the deck, the box, bought or up for auction)
       *[other] { $missing } { $explorer } cards with back { $phase } are nowhere (not in the deck, the box, bought or up for auction)
    }
# $want, $have: magellan-problem-stack-sizes.
magellan-problem-stacks = { $player }'s Magellan ships call for { $want }, not { $have }: one gold card under each Magellan card, one stack per ship
# Magellan stacks by their sizes: $stacks how many, $cards the one stack's cards, $sizes every stack's, listed ("1, 2").
magellan-problem-stack-sizes =
    { $stacks ->
        [0] no stacks
        [1]
            a stack of { $cards } gold { $cards ->
                [one] card
               *[other] cards
            }
       *[other] stacks of { $sizes } gold cards
    }
# $reason: the refusal's sentence that says why the bid is capped.
magellan-problem-limit = is { $limit }, but { $player } may bid at most { $most } on this card — { $reason }
magellan-problem-cannot-bid = { $player } may not bid on this card, so they are out — { $reason }
magellan-problem-cannot-pay = { $player } cannot pay { $amount } for this card — { $reason }
# $nobody: true when no player may bid ($seat is then -1).
magellan-problem-opener =
    { $nobody ->
        [true] must be -1: no player clockwise from the invited { $invited } may bid on this card
       *[false] must be { $seat } ({ $player }): the first player clockwise from the invited { $invited } who may bid on this card
    }
# $seats: seats as the file writes them ("[0, 2]"); $players: the same players, listed.
magellan-problem-winners = must be { $seats } ({ $players }): the players with the most points ({ $best })
magellan-problem-score-order = must be { $seats } ({ $players }): counting goes clockwise from { $first }
magellan-problem-nobody = nobody
# $low: what the fields, stacks and gold in hand count; $plunder: the most plunder can add (0: none).
magellan-problem-score =
    { $plunder ->
        [0] { $player }'s fields, Magellan stacks and gold in hand count { $low }: not { $score }
       *[other] { $player }'s fields, Magellan stacks and gold in hand count { $low }, plunder adds at most { $plunder }: not { $score }
    }

## The boards' names in the shipped component data (resources/magellan/magellan.json)

magellan-board-1 = Board 1
magellan-board-2 = Board 2

## The explorers' names in the shipped component data, by their IDs there; a sentence names an
## explorer with one of these, so write each as your language calls the explorer

magellan-explorer-marco-polo = Marco Polo
magellan-explorer-vasco-da-gama = Vasco da Gama
magellan-explorer-cook = James Cook
magellan-explorer-columbus = Christopher Columbus
magellan-explorer-pizarro = Francisco Pizarro
magellan-explorer-magellan = Ferdinand Magellan

## What the file readers say is wrong with a position (files.ftl has the shared ones)

magellan-file-gold-value = must be a gold card value
# $top is the highest gold card value.
magellan-file-gold-value-top = must be a gold card value 1-{ $top }
magellan-file-gold-list = must be a list of gold card values
magellan-file-explorer-list = must be a list of explorer keys
magellan-file-phase-lists = must be 3 lists: phases I, II and III
magellan-file-seat-lists = must be { $players } lists, one per seat
magellan-file-seat-stacks = must be { $players } lists of stacks, one per seat
magellan-file-stack-list = must be a list of stacks
magellan-file-field-lists = must be 3 lists: the ships on fields I, II and III
magellan-file-pair-list = must be a list of [seat, half] pairs
# $high is the last seat (counted from 0); a half is -1 (none), 0 (left) or 1 (right).
magellan-file-pair = must be [seat 0-{ $high }, half -1/0/1]
# $explorers lists the explorers' keys, as files write them.
magellan-file-no-explorer = is no explorer; explorers are { $explorers }
# $count is the number of explorers.
magellan-file-bought = must hold { $count } counts 0-99, one per explorer ({ $explorers })

## What the file readers say is wrong with component data (resources/magellan/, or an override of it)

magellan-file-draw-field = a field draws cards (draw > 0) exactly when its action is draw
magellan-file-halves-field = a field has halves exactly when its action is halves
magellan-file-halves-two = a field with halves has exactly 2 (left, right) and its numbers live on them
magellan-file-magellan-crowns = the Magellan fields give no crowns of their own (MG-X6)
magellan-file-plunder-crowns = the plunder field gives no crowns (MG-X5)
# $action is the field's action as the data writes it: exchange, veto or plunder; the fields are I, II and III.
magellan-file-action-field =
    { $action } can only be on field { $action ->
        [exchange] I or II
        [veto] I
       *[plunder] III
    }
magellan-file-magellan-fields = a Magellan action belongs on all three fields (each new card joins a stack, MG-X6)
magellan-file-gold-once = each value must be listed once
magellan-file-no-starting-gold = each player needs gold to start with: with none, nobody can bid (MG-A1c), every card goes back to the box and the game ends at setup
magellan-file-no-gold-value = no gold card has the value { $value }
# $players is the most a game has.
magellan-file-more-gold = { $players } players need more cards of value { $value }
magellan-file-phase-cards = each phase needs 1 or more cards per explorer, no more than its field holds ships
magellan-file-explorer-order = must list { $explorers } in this order
magellan-file-one-board = each explorer is on exactly one board
magellan-file-every-board = every explorer must be on a board

## The shipped puzzles', examples' and rulings' titles (tools/update_catalogues.py copies them from resources/scenarios and resources/rulings)

scenario-magellan-example-pizarro = Rulebook example: Pizarro's plunder, 5 + 6 + 2 = 13, then an 8
scenario-magellan-example-stacks = Rulebook example: Magellan stacks score 8×3 + 5×2 = 34
scenario-magellan-puzzle-1 = Magellan puzzle 1: a bargain
scenario-magellan-puzzle-2 = Magellan puzzle 2: the card under the stack
scenario-magellan-puzzle-3 = Magellan puzzle 3: make them pay
ruling-magellan-plunder-over-20 = Pizarro's plunder over 20 scores nothing (MG-X5)
ruling-magellan-plunder-over-20-notes = From the rulebook example (resources/scenarios/magellan-example-pizarro.json). Player 1 turns up four gold cards for Pizarro's plunder: 5 + 6 + 2 = 13, and the 8 makes 21, over 20: the plunder scores nothing and Player 1 keeps 36 points, as in the rulebook.
scenario-magellan-puzzle-1-hint-1 = Count Player 2's gold first: 1 and 6. What is the most they can bid, keeping a card to slide under?
scenario-magellan-puzzle-1-notes =
    Phase III. The last Ferdinand Magellan card (board 2 on side A) is up and you, Player 1, open the bidding. Only players who bought a Magellan card in phase II may bid (MG-A4): you and Player 2. Player 3 has gold to spare but may not bid. You hold 2, 4 and 9; Player 2 holds 1 and 6.
    Goal: buy the card paying less than 7 in gold, whatever Player 2 does.
    Hint: whoever buys a Magellan card on side A slides a gold card from their hand under it (MG-X6), and there is no change (MG-A2).
scenario-magellan-puzzle-2-notes =
    The game's last card, Ferdinand Magellan III (board 2 on side B), is up and you, Player 1, bid first. Under your Magellan cards lie 2 and 9 (ship on field II) and 7 (ship on field I); your ship on Vasco da Gama's field I scores 1. You hold 1, 4, 5 and 8. Player 2, the only other player who may bid (MG-A4), holds 3 and 6.
    On side B the card slid under the new Magellan card is one of the cards you pay (MG-X6); each stack scores the crowns under it times its Magellan cards, and gold in hand scores its crowns (values 1-3: 3, 4-6: 2, 7-9: 1).
    Goal: finish with at least 27 points, whatever Player 2 does.
scenario-magellan-puzzle-3-notes =
    The game's last card, Christopher Columbus III (10 crowns), is up and you, Player 1, open the bidding. You and Player 2 each have a ship on Columbus's field II (5 crowns): whoever buys moves it on and gains 5. You have 8 points on the board and hold 1, 2 and 5; Player 2 has 8 on the board, holds 2, 6 and 7 and can outbid you; Player 3 will count 13. Gold in hand scores its crowns (values 1-3: 3, 4-6: 2, 7-9: 1), and there is no change (MG-A2).
    Goal: win the game (a shared victory counts, MG-E3), whatever Player 2 does.
scenario-magellan-puzzle-1-failure = The card cost 7 or more, or went to Player 2. How much can Player 2 pay at most?
scenario-magellan-puzzle-1-success = A bargain: the last Magellan card is yours for less than 7 gold.
scenario-magellan-example-pizarro-notes =
    The stacks example with Player 1 also on Pizarro's field III, board 2 on side B (MG-X5: plunder at scoring). Player 1 has been counted first: 36 points. The gold deck has been shuffled; its top cards are 5, 6 and 2, then an 8. Stopping after three cards scores 13 more, 49 in all:
    qtgames ruling magellan-example-pizarro.json --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_draw": true{ "}" }' --action '{ "{" }"plunder_stop": true{ "}" }'
    But Player 2 will count 51, so, needing more to win, Player 1 turns up a fourth card (four plunder_draw actions): the 8 makes 21, over 20, and the plunder scores nothing: total 36, as in the rulebook.
scenario-magellan-example-stacks-notes =
    The rulebook's scoring example (board 1 on side A, board 2 on side B). Player 1 has just bought the game's last card, Ferdinand Magellan III, paying 5 and 9, and holds an 8. Under their Magellan cards lie 2, 1 (ship on field II) and 1, 4 (ship on field II). Move the ship of the 2, 1 stack on and slide the 5 under the new card (MG-X6d; MG-X6 side B: the card comes from the payment):
    qtgames ruling magellan-example-stacks.json --action '{ "{" }"stack": 0{ "}" }' --action '{ "{" }"under": 5{ "}" }'
    The game ends and Player 1 counts (MG-E1): fields 1 (Marco Polo A field I: 0, Vasco da Gama A field I: 1), Magellan 34 (crowns 3+3+2 = 8 under a stack of three, 3+2 = 5 under a stack of two: 8×3 + 5×2), gold in hand 1: 36 points. Joining the 1, 4 stack instead gives 7×3 + 6×2 = 33.
