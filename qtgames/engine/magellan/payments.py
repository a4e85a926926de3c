"""Paying with gold cards (MG-A2) and what a player can afford to bid (MG-A1c).

Cards of one value are interchangeable, so a payment is a sorted tuple of values and the
choices are multisets, never card identities: a search tree then sees a handful of
payments instead of every way to pick the same values.
"""

from __future__ import annotations

from collections import Counter
from itertools import combinations


def payments(hand: list[int], amount: int) -> list[tuple[int, ...]]:
    """The payments MG-A2 allows for a bid of `amount` from `hand`.

    MG-A2 reads "who cannot pay exactly must overpay; there is no change": so if some cards
    add up to exactly `amount`, only such exact payments are allowed; otherwise the
    overpayments where no card could be left out (each is minimal: dropping its smallest
    card would fall short). An empty list means the hand cannot pay at all.
    """
    counts = sorted(Counter(hand).items(), reverse=True)   # highest value first
    exact: list[tuple[int, ...]] = []
    over: list[tuple[int, ...]] = []
    chosen: list[int] = []

    def walk(index: int, total: int) -> None:
        if total >= amount:
            if total == amount:
                exact.append(tuple(reversed(chosen)))
            elif total - chosen[-1] < amount:      # chosen[-1] is the smallest card taken
                over.append(tuple(reversed(chosen)))
            return
        if index == len(counts):
            return
        value, count = counts[index]
        for taken in range(count, -1, -1):
            chosen.extend([value] * taken)
            walk(index + 1, total + value * taken)
            del chosen[len(chosen) - taken:]

    walk(0, 0)
    return sorted(exact or over)


def bid_limit(hand: list[int], keep_one: bool) -> int:
    """The highest bid the hand can pay (MG-A1c); with `keep_one` a card must stay in hand after
    paying (MG-X3 Cook B, MG-X6 Magellan A), so the smallest card is held back."""
    if not hand:
        return 0
    total = sum(hand)
    return total - min(hand) if keep_one else total


def exchanges(hand: list[int], most: int) -> list[tuple[int, ...]]:
    """Every multiset of at most `most` cards from `hand` (MG-X1), keeping none included."""
    found: set[tuple[int, ...]] = {()}
    for size in range(1, min(most, len(hand)) + 1):
        found.update(combinations(hand, size))   # a sorted hand gives sorted tuples
    return sorted(found)
