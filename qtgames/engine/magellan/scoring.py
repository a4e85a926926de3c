"""The final count (MG-E): fields, Magellan stacks, gold in hand, then Pizarro's plunder."""

from __future__ import annotations

from ..core.rules import Event, make_event
from .gold import draw
from .state import NO_HALF, DrawPlunder, MagellanAction, MagellanState, Stage


def field_points(state: MagellanState, seat: int) -> int:
    """MG-F2, MG-X2: the crowns of the field (or half) each ship stands on."""
    total = 0
    for explorer, fields in enumerate(state.fields):
        for index, field in enumerate(fields):
            for half in state.ships_of(seat, explorer, index):
                total += field.crowns if half == NO_HALF else field.halves[half].crowns
    return total


def stack_points(state: MagellanState, seat: int) -> int:
    """MG-X6: each stack scores the crowns under it times its Magellan cards (one card under each)."""
    crowns = state.data.crowns
    return sum(sum(crowns[v] for v in stack) * len(stack) for stack in state.stacks[seat])


def hand_points(state: MagellanState, seat: int) -> int:
    crowns = state.data.crowns
    return sum(crowns[v] for v in state.hands[seat])


def plunder_fields(state: MagellanState, seat: int) -> int:
    return sum(len(state.ships_of(seat, explorer, index))
               for explorer, fields in enumerate(state.fields)
               for index, field in enumerate(fields) if field.action == "plunder")


def plunder_explorer(state: MagellanState) -> int:
    """The explorer whose field plunders at scoring (MG-X5): where the board shows the plunder."""
    return next(e for e, fields in enumerate(state.fields) if any(f.action == "plunder" for f in fields))


def start(state: MagellanState, events: list[Event]) -> None:
    """MG-E1: from the buyer of the last card (Ruling MG-E1b: the last buyer), clockwise."""
    first = state.last_buyer if state.last_buyer >= 0 else state.auctioneer
    state.score_order = [(first + step) % state.players for step in range(state.players)]
    state.card = -1
    events.append(make_event("scoring", "MG-E1", first=first))
    _count_next(state, events)


def _count_next(state: MagellanState, events: list[Event]) -> None:
    while state.score_order:
        seat = state.score_order.pop(0)
        fields, stacks, hand = field_points(state, seat), stack_points(state, seat), hand_points(state, seat)
        state.score[seat] = fields + stacks + hand
        state.scored[seat] = True
        events.append(make_event("counted", "MG-E1", player=seat, fields=fields, stacks=stacks, hand=hand,
                                 cards=list(state.hands[seat]), total=state.score[seat]))
        plunders = plunder_fields(state, seat)
        if plunders:
            state.plunderer, state.plunders_left = seat, plunders
            _start_plunder(state, events)
            return
    _finish(state, events)


def _start_plunder(state: MagellanState, events: list[Event]) -> None:
    """MG-X5: shuffle the gold deck, then turn cards up while the player wants."""
    state.plunders_left -= 1
    state.plunder_sum = 0
    state.rng.shuffle(state.gold_deck)
    events.append(make_event("plunder_start", "MG-X5", player=state.plunderer, explorer=plunder_explorer(state)))
    state.stage = Stage.PLUNDER


def plunder(state: MagellanState, action: MagellanAction, events: list[Event]) -> None:
    seat, limit = state.plunderer, state.data.plunder_limit
    if isinstance(action, DrawPlunder):
        cards = draw(state, 1, events)
        if cards:
            state.plunder.extend(cards)
            state.plunder_sum += cards[0]
            events.append(make_event("plundered", "MG-X5", player=seat, card=cards[0], total=state.plunder_sum,
                                     explorer=plunder_explorer(state)))
            if state.plunder_sum <= limit and (state.gold_deck or state.discard):
                return
    gained = state.plunder_sum if state.plunder_sum <= limit else 0
    state.score[seat] += gained
    events.append(make_event("plunder_end", "MG-X5", player=seat, total=state.plunder_sum, points=gained,
                             limit=limit, score=state.score[seat], explorer=plunder_explorer(state)))
    if state.plunders_left:
        _start_plunder(state, events)
    else:
        state.plunderer = -1
        _count_next(state, events)


def _finish(state: MagellanState, events: list[Event]) -> None:
    """MG-E2: most points wins; Ruling MG-E3: a tie is shared (no rulebook gives a tie-break)."""
    best = max(state.score)
    winners = [seat for seat in range(state.players) if state.score[seat] == best]
    state.winners = winners
    state.stage = Stage.OVER
    state.ending = "MG-E3" if len(winners) > 1 else "MG-E2"
    events.append(make_event("victory", state.ending, players=winners,
                             scores=list(state.score)))
