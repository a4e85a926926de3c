"""Which rules a well-formed Magellan position breaks: the scenario editor's list and `qtgames check`.

The position format spells out much that the rules derive (the ships from the cards bought,
the bid limits from the hands, the Magellan stacks from the ships), so a hand-edited position
can contradict itself in ways no single field shows. Each check names the rule and the item to
fix. The checks cover every invariant `rules`, `moves` and `determinize` rely on: a position
without problems plays on like one reached in a game.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

from ..core.messages import Listed, Text
from ..core.rules import Problem
from .data import EXPLORER_IDS, MAGELLAN_ACTIONS
from .events import ExplorerName
from .phase_end import exchange_turns
from .position import explorer_piles, gold_piles
from .refusals import bid_cap
from .rules import clockwise, limit, veto_holders
from .scoring import field_points, hand_points, plunder_fields, stack_points
from .state import NO_HALF, PHASE_NAMES, MagellanState, Stage

# Stages while a card is up or being bought, when the auction's fields matter.
AUCTION = frozenset({Stage.VETO, Stage.BID, Stage.PAY, Stage.HALF, Stage.STACK, Stage.UNDER})
AFTER_SALE = frozenset({Stage.PAY, Stage.HALF, Stage.STACK, Stage.UNDER})
SCORING = frozenset({Stage.PLUNDER, Stage.OVER})

Check = Callable[[MagellanState, str], Iterator[Problem]]


def problems(state: MagellanState, path: str) -> list[Problem]:
    """Every rule the position breaks, components first (a card in two places explains much else)."""
    return [problem for check in CHECKS for problem in check(state, path)]


def _p(seat: int) -> Text:
    """A seat as a catalogue sentence names it, in the language the problem is read in."""
    return Text("player", number=seat + 1)


def _players(seats: list[int]) -> Listed | Text:
    """Seats as the file writes them ([0, 2]) read as players: "Player 1 and Player 3", or nobody."""
    return Listed(map(_p, seats)) if seats else Text("magellan-problem-nobody")


# ---------------------------------------------------------------- components


def _gold(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-C2: each gold card in exactly one place; a surplus copy is named where it turns up."""
    copies = Counter(state.data.gold)
    piles = gold_piles(state)
    seen: Counter[int] = Counter()
    for name, cards in piles:
        for value in sorted(set(cards)):
            before = seen[value]
            seen[value] += cards.count(value)
            if before <= copies[value] < seen[value]:
                yield Problem("MG-C2", f"{path}.{name}", Text("magellan-problem-gold-extra", value=value, count=copies[value],
                                                              where=_where(piles, value)))
    for value, count in sorted(copies.items()):
        if seen[value] < count:
            yield Problem("MG-C2", f"{path}.gold_deck", Text("magellan-problem-gold-missing", missing=count - seen[value],
                                                             count=count, value=value))


def _where(piles: list[tuple[str, list[int] | tuple[int, ...]]], value: int) -> str:
    return ", ".join(f"{name} {cards.count(value)}" for name, cards in piles if value in cards)


def _explorers(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-C1, MG-S3: each phase's cards (3/2/1 per explorer) in its deck, the box, bought or up for auction."""
    for phase, count in enumerate(state.data.explorer_cards):
        seen: Counter[int] = Counter()
        for name, cards in explorer_piles(state, phase):
            for explorer, here in sorted(cards.items()):
                before = seen[explorer]
                seen[explorer] += here
                if before <= count < seen[explorer]:
                    yield Problem("MG-C1", f"{path}.{name}", Text("magellan-problem-explorer-extra",
                                                                  explorer=ExplorerName(explorer),
                                                                  phase=PHASE_NAMES[phase], count=count))
        for explorer in range(len(EXPLORER_IDS)):
            if seen[explorer] < count:
                yield Problem("MG-C1", f"{path}.decks[{phase}]",
                              Text("magellan-problem-explorer-missing", missing=count - seen[explorer],
                                   explorer=ExplorerName(explorer), phase=PHASE_NAMES[phase]))


# ---------------------------------------------------------------- phases


def _phases(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-P1: a phase auctions its own deck until it is used up; later phases are untouched."""
    phase, stage = state.phase, state.stage
    for earlier in range(phase):
        if state.decks[earlier]:
            yield Problem("MG-P1", f"{path}.decks[{earlier}]", Text("magellan-problem-phase-over", phase=PHASE_NAMES[earlier]))
    if stage not in AUCTION and state.decks[phase]:
        yield Problem("MG-P1", f"{path}.decks[{phase}]", Text("magellan-problem-deck-left", phase=PHASE_NAMES[phase]))
    for later in range(phase + 1, len(state.decks)):
        if state.boxed[later]:
            yield Problem("MG-P1", f"{path}.boxed[{later}]", Text("magellan-problem-boxed-early", phase=PHASE_NAMES[later]))
        for seat, bought in enumerate(state.bought):
            if any(bought[later]):
                yield Problem("MG-P1", f"{path}.bought[{seat}][{later}]", Text("magellan-problem-bought-early",
                                                                               phase=PHASE_NAMES[later]))
    if stage == Stage.VETO and phase:
        yield Problem("MG-X4", f"{path}.stage", Text("magellan-problem-veto-phase"))
    if stage in SCORING and phase != 2:
        yield Problem("MG-P3", f"{path}.phase", Text("magellan-problem-scoring-phase"))
    if state.known_bottom > len(state.decks[phase]) or (phase and state.known_bottom):
        yield Problem("MG-X4", f"{path}.known_bottom", Text("magellan-problem-known-bottom"))


# ---------------------------------------------------------------- ships


def _halves(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X2: a ship on a split field (Vasco da Gama B) stands on a half; elsewhere on the whole field."""
    for explorer, fields in enumerate(state.ships):
        for f, ships in enumerate(fields):
            split = bool(state.fields[explorer][f].halves)
            for i, (seat, half) in enumerate(ships):
                if split == (half == NO_HALF):
                    yield Problem("MG-X2", f"{path}.ships.{EXPLORER_IDS[explorer]}[{f}][{i}]",
                                  Text("magellan-problem-half", player=_p(seat), explorer=ExplorerName(explorer),
                                       phase=PHASE_NAMES[f], split=split))


def _capacity(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-C1: a field holds one ship per card with its back (3, 2, 1)."""
    for explorer, fields in enumerate(state.ships):
        for f, ships in enumerate(fields):
            room = state.data.field_capacity[f]
            if len(ships) > room:
                yield Problem("MG-C1", f"{path}.ships.{EXPLORER_IDS[explorer]}[{f}]",
                              Text("magellan-problem-capacity", ships=len(ships), phase=PHASE_NAMES[f], room=room))


def _moved_on(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-A4, MG-A4b: a later phase's card moves on a ship the same explorer's earlier card placed."""
    for seat, bought in enumerate(state.bought):
        for phase in (1, 2):
            for explorer, count in enumerate(bought[phase]):
                if count > bought[phase - 1][explorer]:
                    rule = "MG-A4b" if bought[phase - 1][explorer] else "MG-A4"
                    yield Problem(rule, f"{path}.bought[{seat}][{phase}]",
                                  Text("magellan-problem-moved-on", player=_p(seat), count=count,
                                       explorer=ExplorerName(explorer), phase=PHASE_NAMES[phase],
                                       before=bought[phase - 1][explorer], earlier=PHASE_NAMES[phase - 1]))


def _pending_move(state: MagellanState) -> tuple[int, int] | None:
    """(buyer, explorer) while a bought card's ship still waits for a half or stack (MG-X2, MG-X6d)."""
    if state.stage in (Stage.HALF, Stage.STACK) and state.buyer >= 0 and state.card >= 0:
        return state.buyer, state.card
    return None


def _expected_ships(state: MagellanState, seat: int, explorer: int, f: int) -> int:
    """MG-B1, MG-B2: the ships a seat's cards put on a field (bought there, less those moved on)."""
    bought = state.bought[seat]
    count = bought[f][explorer] - (bought[f + 1][explorer] if f < 2 else 0)
    if _pending_move(state) == (seat, explorer):
        count += (f == state.phase - 1) - (f == state.phase)
    return count


def _ships_bought(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-B1, MG-B2: every ship stands where a card bought placed or moved it."""
    for explorer, fields in enumerate(state.ships):
        for f in range(len(fields)):
            for seat in range(state.players):
                want, have = _expected_ships(state, seat, explorer, f), len(state.ships_of(seat, explorer, f))
                if want >= 0 and want != have:
                    yield Problem("MG-B1" if f == 0 else "MG-B2", f"{path}.ships.{EXPLORER_IDS[explorer]}[{f}]",
                                  Text("magellan-problem-ships-here", player=_p(seat), have=have,
                                       explorer=ExplorerName(explorer), want=want, phase=PHASE_NAMES[f]))


def _supply(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-C3: 6 ships per colour; MG-B3: the ships not placed in phase I go back to the box."""
    ships = state.data.ships
    placing = state.phase == 0 and state.stage != Stage.EXCHANGE
    for seat in range(state.players):
        on_board = sum(1 for fields in state.ships for f in fields for owner, _ in f if owner == seat)
        left = state.ships_left[seat]
        if placing and on_board + left != ships:
            yield Problem("MG-C3", f"{path}.ships_left[{seat}]", Text("magellan-problem-ships-left", player=_p(seat), ships=ships,
                                                                      on_board=on_board, to_place=ships - on_board,
                                                                      left=left))
        elif not placing and left:
            yield Problem("MG-B3", f"{path}.ships_left[{seat}]", Text("magellan-problem-ships-boxed"))
        if not placing and on_board > ships:
            yield Problem("MG-C3", f"{path}.bought[{seat}][0]", Text("magellan-problem-ships-over", player=_p(seat),
                                                                     on_board=on_board, ships=ships))


def _stacks(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X6: one stack per Magellan ship, with one gold card under each Magellan card (as many as its field)."""
    for seat in range(state.players):
        want = Counter(f + 1 for explorer, fields in enumerate(state.fields) for f, field in enumerate(fields)
                       if field.action in MAGELLAN_ACTIONS for _ in state.ships_of(seat, explorer, f))
        if state.stage == Stage.UNDER and seat == state.buyer:   # the new card's gold is still to come
            want[state.phase + 1] -= 1
            want[state.phase] += state.phase > 0
        want = +want
        have = Counter(len(stack) for stack in state.stacks[seat])
        if have != want:
            yield Problem("MG-X6", f"{path}.stacks[{seat}]",
                          Text("magellan-problem-stacks", player=_p(seat), want=_stack_sizes(want),
                               have=_stack_sizes(have)))


def _stack_sizes(sizes: Counter[int]) -> Text:
    """Stacks by their sizes: "no stacks", "a stack of 1 gold card", "stacks of 1, 2 gold cards"."""
    listed = sorted(sizes.elements())
    return Text("magellan-problem-stack-sizes", stacks=len(listed), cards=listed[0] if listed else 0,
                sizes=", ".join(map(str, listed)))


# ---------------------------------------------------------------- explorer actions and the last buyer


def vetoes_granted(state: MagellanState, seat: int) -> int:
    """MG-X4b: one veto for each Columbus card (its field I carries the veto) bought in phase I."""
    return sum(state.bought[seat][0][explorer] for explorer, fields in enumerate(state.fields)
               if fields[0].action == "veto")


def _vetoes(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X4b: one veto per Columbus card bought in phase I."""
    for seat in range(state.players):
        granted = vetoes_granted(state, seat)
        if state.vetoes[seat] > granted:
            yield Problem("MG-X4b", f"{path}.vetoes[{seat}]", Text("magellan-problem-vetoes", player=_p(seat),
                                                                   vetoes=state.vetoes[seat], granted=granted))


def shows_gold(state: MagellanState, seat: int) -> bool:
    """MG-X3 (Cook A): whether `seat`'s gold lies open: they bought a James Cook A card this
    phase, and the phase has not ended."""
    phase = state.phase
    return state.stage in AUCTION and any(
        state.bought[seat][phase][explorer] for explorer, fields in enumerate(state.fields)
        if fields[phase].action == "show_gold")


def _showing(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X3 (Cook A): a buyer's gold lies open from the purchase until the end of that phase."""
    for seat in range(state.players):
        shows = shows_gold(state, seat)
        if state.showing[seat] != shows:
            yield Problem("MG-X3", f"{path}.showing[{seat}]", Text("magellan-problem-showing", player=_p(seat),
                                                                   shows=shows))


def _last_buyer(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-E1b: scoring starts with the last buyer; MG-A1: the buyer opens the next auction, and
    the auctioneer the very first one (phase I, nothing sold or sent to the box yet)."""
    first_card = (state.phase == 0 and state.stage in (Stage.VETO, Stage.BID) and state.last_buyer < 0
                  and not state.boxed[0])
    if first_card and state.invited != state.auctioneer:
        yield Problem("MG-A1", f"{path}.auction.invited", Text("magellan-problem-first-auction",
                                                               player=_p(state.auctioneer)))
    if state.stage in AFTER_SALE:
        if state.buyer >= 0 and state.last_buyer != state.buyer:
            yield Problem("MG-E1b", f"{path}.last_buyer", Text("magellan-problem-buying-last", player=_p(state.buyer)))
        if state.buyer >= 0 and state.invited != state.buyer:
            yield Problem("MG-A1", f"{path}.auction.invited", Text("magellan-problem-buyer-invited",
                                                                   player=_p(state.buyer)))
        return
    anyone = any(any(phase) for seat in state.bought for phase in seat)
    if state.last_buyer < 0 and anyone:
        yield Problem("MG-E1b", f"{path}.last_buyer", Text("magellan-problem-someone-bought"))
    elif state.last_buyer >= 0 and not any(any(phase) for phase in state.bought[state.last_buyer]):
        yield Problem("MG-E1b", f"{path}.last_buyer", Text("magellan-problem-bought-none", player=_p(state.last_buyer)))


def _payment_aside(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-A2: a payment goes on the discard pile, except that on Magellan B (MG-X6) it waits
    beside the card until one of its cards is chosen to go under."""
    aside = (state.stage in (Stage.STACK, Stage.UNDER) and state.card >= 0
             and state.fields[state.card][state.phase].action == "magellan_payment")
    if aside and sum(state.paid) < max(state.price, 1):
        yield Problem("MG-X6", f"{path}.paid", Text("magellan-problem-payment-listed", price=state.price))
    elif not aside and state.paid:
        yield Problem("MG-A2", f"{path}.paid", Text("magellan-problem-payment-discarded"))


def _leftovers(state: MagellanState, path: str) -> Iterator[Problem]:
    """What belongs to one stage only is empty in the others (a queue left over would be answered later)."""
    stage = state.stage
    leftovers = (
        (Stage.VETO, "MG-X4", "veto_queue", bool(state.veto_queue)),
        (Stage.EXCHANGE, "MG-X1", "exchange_queue", bool(state.exchange_queue)),
        (Stage.PLUNDER, "MG-E1", "score_order", bool(state.score_order)),
        (Stage.PLUNDER, "MG-X5", "plunder.player", state.plunderer >= 0 or state.plunders_left > 0),
    )
    for only, rule, key, present in leftovers:
        if present and stage != only:
            yield Problem(rule, f"{path}.{key}", Text("magellan-problem-leftover", field=key.replace(".", "_")))
    if stage not in SCORING and (state.plunder or state.plunder_sum):
        yield Problem("MG-X5", f"{path}.plunder", Text("magellan-problem-plunder-early"))
    if stage != Stage.OVER and state.winners:
        yield Problem("MG-E2", f"{path}.winners", Text("magellan-problem-not-over"))


# ---------------------------------------------------------------- the pending decision


def _veto_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X4: the Columbus owners are asked clockwise from the invited player; MG-X4c: not on a last card."""
    if state.phase:
        return
    if not state.decks[0] and not state.options.veto_last_card:
        yield Problem("MG-X4c", f"{path}.stage", Text("magellan-problem-veto-last"))
        return
    holders = veto_holders(state)
    if not still_due(state.veto_queue, holders):
        yield Problem("MG-X4", f"{path}.veto_queue", Text("magellan-problem-veto-queue", player=_p(state.invited),
                                                          holders=str(holders)))


def still_due(queue: list[int], turns: list[int]) -> bool:
    """Whether a queue is what remains of `turns` after some have been taken (and not all)."""
    return 0 < len(queue) <= len(turns) and turns[len(turns) - len(queue):] == queue


def _bid_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-A1, MG-A1c, MG-A1d, MG-A4: who is still in, who may pay what, who bids now."""
    at = f"{path}.auction"
    limits = [limit(state, seat, state.card) for seat in range(state.players)]
    for seat, most in enumerate(limits):
        if state.limits[seat] != most:
            rule, reason = bid_cap(state, seat)
            yield Problem(rule, f"{at}.limits[{seat}]", Text("magellan-problem-limit", limit=state.limits[seat], player=_p(seat),
                                                             most=most, reason=reason))
        if most < 1 and not state.out[seat]:
            rule, reason = bid_cap(state, seat)
            yield Problem(rule, f"{at}.out[{seat}]", Text("magellan-problem-cannot-bid", player=_p(seat), reason=reason))
    yield from _bidders(state, at, limits)
    opener = first_bidder(state, limits)
    if state.opener != opener:
        yield Problem("MG-A1d", f"{at}.opener", Text("magellan-problem-opener", seat=opener, nobody=opener < 0,
                                                     player=_p(opener), invited=_p(state.invited)))


def first_bidder(state: MagellanState, limits: list[int]) -> int:
    """MG-A1d: who opens the auction: the first seat clockwise from the invited one who may bid (-1: nobody)."""
    return next((seat for seat in clockwise(state, state.invited) if limits[seat] >= 1), -1)


def _bidders(state: MagellanState, at: str, limits: list[int]) -> Iterator[Problem]:
    bidder, high, leader = state.bidder, state.high_bid, state.high_bidder
    if bidder < 0 or state.out[bidder] or bidder == leader:
        yield Problem("MG-A1", f"{at}.bidder", Text("magellan-problem-bidder"))
    elif limits[bidder] <= high:
        yield Problem("MG-A1c", f"{at}.bidder", Text("magellan-problem-bidder-out", player=_p(bidder), most=limits[bidder],
                                                     high=high))
    if (high == 0) != (leader < 0):
        yield Problem("MG-A1", f"{at}.high_bidder", Text("magellan-problem-high-bid-pair"))
    elif leader >= 0:
        if state.out[leader]:
            yield Problem("MG-A1", f"{at}.out[{leader}]", Text("magellan-problem-leader-in", player=_p(leader)))
        if high > limits[leader]:
            rule, reason = bid_cap(state, leader)
            yield Problem(rule, f"{at}.high_bid", Text("magellan-problem-cannot-pay", player=_p(leader), amount=high,
                                                           reason=reason))


def _pay_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-A1, MG-A1c: the price is a bid the buyer could make and pay."""
    if state.price < 1:
        yield Problem("MG-A1", f"{path}.price", Text("magellan-problem-bid-least"))
    elif state.price > limit(state, state.buyer, state.card):
        rule, reason = bid_cap(state, state.buyer)
        yield Problem(rule, f"{path}.price", Text("magellan-problem-cannot-pay", player=_p(state.buyer),
                                                  amount=state.price, reason=reason))


def _half_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X2: only a split field asks for a half."""
    if not state.fields[state.card][state.phase].halves:
        yield Problem("MG-X2", f"{path}.stage", Text("magellan-problem-not-split", explorer=ExplorerName(state.card),
                                                     phase=PHASE_NAMES[state.phase]))


def _stack_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X6d: a later Magellan card chooses the stack whose ship moves on."""
    if state.fields[state.card][state.phase].action not in MAGELLAN_ACTIONS or not state.phase:
        yield Problem("MG-X6d", f"{path}.stage", Text("magellan-problem-stack-choice"))


def _under_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X6: the gold card under the new Magellan card comes from the hand (A) or the payment (B)."""
    action = state.fields[state.card][state.phase].action
    if action not in MAGELLAN_ACTIONS:
        yield Problem("MG-X6", f"{path}.stage", Text("magellan-problem-nothing-under", explorer=ExplorerName(state.card)))
        return
    if action == "magellan_hand" and not state.hands[state.buyer]:
        yield Problem("MG-X6", f"{path}.hands[{state.buyer}]", Text("magellan-problem-hand-under"))
    stacks = state.stacks[state.buyer]
    if state.phase == 0:
        right = state.target_stack == -1
    else:
        right = 0 <= state.target_stack < len(stacks) and len(stacks[state.target_stack]) == state.phase
    if not right:
        yield Problem("MG-X6d", f"{path}.target_stack", Text("magellan-problem-target-stack", count=state.phase))


def _exchange_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X1: one exchange per Marco Polo ship of this phase, clockwise from the auctioneer's left."""
    turns = exchange_turns(state, state.phase)
    if not still_due(state.exchange_queue, turns):
        yield Problem("MG-X1", f"{path}.exchange_queue", Text("magellan-problem-exchange-queue", turns=str(turns)))


def _plunder_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-X5: the plunderer turns up cards until they stop or pass the limit."""
    seat, at = state.plunderer, f"{path}.plunder"
    fields = plunder_fields(state, seat) if seat >= 0 else 0
    if not fields:
        yield Problem("MG-X5", f"{at}.player", Text("magellan-problem-plunderer"))
        return
    if state.plunders_left >= fields:
        yield Problem("MG-X5", f"{at}.left", Text("magellan-problem-plunders-left", player=_p(seat), fields=fields,
                                                  more=fields - 1))
    cards = state.plunder
    if state.plunder_sum > state.data.plunder_limit or not any(
            sum(cards[start:]) == state.plunder_sum for start in range(len(cards) + 1)):
        yield Problem("MG-X5", f"{at}.sum", Text("magellan-problem-plunder-sum", limit=state.data.plunder_limit))


def _over_stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-E2: most points wins; Ruling MG-E3: a tie is shared."""
    best = max(state.score)
    winners = [seat for seat in range(state.players) if state.score[seat] == best]
    if state.winners != winners:
        yield Problem("MG-E3" if len(winners) > 1 else "MG-E2", f"{path}.winners",
                      Text("magellan-problem-winners", seats=str(winners), players=_players(winners), best=best))


STAGE_CHECKS: dict[Stage, Check] = {
    Stage.VETO: _veto_stage, Stage.BID: _bid_stage, Stage.PAY: _pay_stage, Stage.HALF: _half_stage,
    Stage.STACK: _stack_stage, Stage.UNDER: _under_stage, Stage.EXCHANGE: _exchange_stage,
    Stage.PLUNDER: _plunder_stage, Stage.OVER: _over_stage,
}


def _stage(state: MagellanState, path: str) -> Iterator[Problem]:
    """The pending decision's own checks, once the card up (and its buyer) are known."""
    stage = state.stage
    missing = []
    if stage in AUCTION and state.card < 0:
        missing.append(Problem("MG-A1", f"{path}.card", Text("magellan-problem-needs-card")))
    if stage in AFTER_SALE and state.buyer < 0:
        missing.append(Problem("MG-A3", f"{path}.buyer", Text("magellan-problem-needs-buyer")))
    yield from missing or STAGE_CHECKS[stage](state, path)


# ---------------------------------------------------------------- scoring


def _scoring(state: MagellanState, path: str) -> Iterator[Problem]:
    """MG-E1: counted clockwise from the last buyer (Ruling MG-E1b), each score what the count gives."""
    if state.stage not in SCORING:
        for seat in range(state.players):
            for key, value in (("scored", state.scored[seat]), ("score", state.score[seat])):
                if value:
                    yield Problem("MG-E1", f"{path}.{key}[{seat}]", Text("magellan-problem-points-early"))
        return
    first = state.last_buyer if state.last_buyer >= 0 else state.auctioneer
    order = clockwise(state, first)
    if state.stage == Stage.PLUNDER:
        if state.plunderer < 0:
            return
        order = order[:order.index(state.plunderer) + 1]
    rest = [seat for seat in clockwise(state, first) if seat not in order]
    countable = next(_halves(state, path), None) is None   # a ship on a missing half has no crowns to count
    if state.score_order != rest:
        yield Problem("MG-E1", f"{path}.score_order", Text("magellan-problem-score-order", seats=str(rest),
                                                           players=_players(rest), first=_p(first)))
    for seat in range(state.players):
        counted = seat in order
        if state.scored[seat] != counted:
            yield Problem("MG-E1", f"{path}.scored[{seat}]", Text("magellan-problem-counted", player=_p(seat), counted=counted,
                                                                  first=_p(first)))
        if not counted and state.score[seat]:
            yield Problem("MG-E1", f"{path}.score[{seat}]", Text("magellan-problem-not-counted", player=_p(seat)))
        elif counted and countable:
            low = field_points(state, seat) + stack_points(state, seat) + hand_points(state, seat)
            high = low + state.data.plunder_limit * plunder_fields(state, seat)
            if not low <= state.score[seat] <= high:
                yield Problem("MG-E1", f"{path}.score[{seat}]",
                              Text("magellan-problem-score", player=_p(seat), low=low, plunder=high - low,
                                   score=state.score[seat]))


CHECKS: tuple[Check, ...] = (
    _gold, _explorers, _phases, _halves, _capacity, _moved_on, _ships_bought, _supply, _stacks,
    _vetoes, _showing, _last_buyer, _payment_aside, _leftovers, _stage, _scoring,
)
