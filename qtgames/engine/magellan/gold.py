"""Moving gold cards: drawing with MG-D1's reshuffle, and taking cards out of a hand."""

from __future__ import annotations

from bisect import insort

from ..core.rules import Event, make_event
from .state import MagellanState


def draw(state: MagellanState, count: int, events: list[Event]) -> list[int]:
    """Up to `count` cards off the deck. Ruling MG-D1: an empty deck is replaced by the
    shuffled discard pile; with both empty no card is drawn."""
    drawn: list[int] = []
    for _ in range(count):
        if not state.gold_deck:
            if not state.discard:
                events.append(make_event("gold_out", "MG-D1"))
                break
            state.gold_deck, state.discard = state.discard, []
            state.rng.shuffle(state.gold_deck)
            events.append(make_event("reshuffled", "MG-D1", cards=len(state.gold_deck)))
        drawn.append(state.gold_deck.pop())
    return drawn


def give(state: MagellanState, seat: int, cards: list[int]) -> None:
    hand = state.hands[seat]
    for value in cards:
        insort(hand, value)


def take(state: MagellanState, seat: int, cards: tuple[int, ...] | list[int]) -> None:
    hand = state.hands[seat]
    for value in cards:
        hand.remove(value)


def draw_into_hand(state: MagellanState, seat: int, count: int, events: list[Event]) -> list[int]:
    cards = draw(state, count, events)
    give(state, seat, cards)
    return cards
