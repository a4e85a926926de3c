"""The end of a phase: shown gold back in hand, fresh gold, money bags and Marco Polo's exchanges."""

from __future__ import annotations

from ..core.rules import Event, make_event
from .gold import draw_into_hand, take
from .state import NO_HALF, MagellanState, Stage

EXCHANGE_MOST = 3   # MG-X1: up to 3 cards per ship


def end_phase(state: MagellanState, events: list[Event]) -> None:
    """MG-P2/MG-P3, MG-F1, MG-X1; leaves `state.stage` at EXCHANGE when someone may exchange."""
    phase, players = state.phase, state.players
    events.append(make_event("phase_over", "MG-P3" if phase == 2 else "MG-P2", phase=phase))
    for seat in range(players):
        if state.showing[seat]:
            state.showing[seat] = False
            events.append(make_event("gold_back", "MG-X3", player=seat))
    if phase == 0 and any(state.ships_left):
        events.append(make_event("ships_boxed", "MG-B3", ships=list(state.ships_left)))
        state.ships_left = [0] * players
    order = _order(state)
    if phase < 2:
        state.gold_deck.extend(state.discard)
        state.discard = []
        state.rng.shuffle(state.gold_deck)
        events.append(make_event("new_deck", "MG-P2", cards=len(state.gold_deck)))
        for seat in order:
            draw_into_hand(state, seat, state.data.basic_cards, events)
        events.append(make_event("basic_gold", "MG-P2", count=state.data.basic_cards))
    for seat in order:
        bags = money_bags(state, seat, phase)
        if bags:
            got = draw_into_hand(state, seat, bags, events)
            events.append(make_event("money_bags", "MG-F1", player=seat, count=len(got)))
    state.exchange_queue = exchange_turns(state, phase)
    if state.exchange_queue:
        state.stage = Stage.EXCHANGE


def exchange_turns(state: MagellanState, phase: int) -> list[int]:
    """MG-X1: one exchange per ship on an exchange field of this phase, clockwise from the auctioneer's left."""
    return [seat for seat in _order(state) for explorer, fields in enumerate(state.fields)
            if fields[phase].action == "exchange" for _ in state.ships_of(seat, explorer, phase)]


def _order(state: MagellanState) -> list[int]:
    """Who receives gold (and exchanges) first at a phase's end: clockwise from the auctioneer's left."""
    return [(state.auctioneer + 1 + step) % state.players for step in range(state.players)]


def money_bags(state: MagellanState, seat: int, phase: int) -> int:
    """MG-F1: the bags of `seat`'s ships on this phase's fields only."""
    total = 0
    for explorer, fields in enumerate(state.fields):
        field = fields[phase]
        for half in state.ships_of(seat, explorer, phase):
            total += field.bags if half == NO_HALF else field.halves[half].bags
    return total


def exchange(state: MagellanState, cards: tuple[int, ...], events: list[Event]) -> None:
    """MG-X1: discard the chosen cards, then draw as many (MG-D1 may reshuffle them back)."""
    seat = state.exchange_queue.pop(0)
    explorer = next(e for e, fields in enumerate(state.fields) if fields[state.phase].action == "exchange")
    if cards:
        take(state, seat, cards)
        state.discard.extend(cards)
        drawn = draw_into_hand(state, seat, len(cards), events)
        events.append(make_event("exchanged", "MG-X1", player=seat, cards=list(cards), drawn=len(drawn),
                                 explorer=explorer))
    else:
        events.append(make_event("kept", "MG-X1", player=seat, explorer=explorer))

