"""Paying with gold cards (MG-A2) and what a player can afford to bid (MG-A1c).

Cards of one value are interchangeable, so a payment is a sorted tuple of values and the
choices are multisets, never card identities: a search tree then sees a handful of
payments instead of every way to pick the same values.

Even by value a big hand has too many ways to pay: all 63 gold cards of the shipped data can pay
60 in 53,506 ways, 150 in over a million. So `payments` lists at most MAX_PAYMENTS of them (every
one, for any hand a game deals: the most seen in play is far below), and whether a payment is
legal is decided by the rule itself (`is_payment`), not by looking it up in that list.
"""

from __future__ import annotations

from collections.abc import Iterable

# The most payments `payments` lists. The walk below visits only branches that lead to a payment,
# so the work is bounded by this times the number of values, whatever the hand.
MAX_PAYMENTS = 512


def value_counts(cards: Iterable[int]) -> dict[int, int]:
    """How many cards of each value: `Counter`'s job without its constructor's checks, which are
    Python code even where the engine is compiled, and a sale asks this for every payment."""
    counts: dict[int, int] = {}
    for card in cards:
        counts[card] = counts.get(card, 0) + 1
    return counts


def can_pay_exactly(hand: list[int], amount: int) -> bool:
    """Whether some of the cards add up to exactly `amount` (a subset sum over values, as bits)."""
    reachable = 1   # bit t: some cards add up to t
    window = (1 << (amount + 1)) - 1
    for value, count in value_counts(hand).items():
        for _ in range(count):
            reachable = (reachable | reachable << value) & window
    return bool(reachable >> amount & 1)


def is_payment(hand: list[int], amount: int, cards: tuple[int, ...]) -> bool:
    """MG-A2 for one payment: cards held, adding up to `amount` exactly, or, only when no cards can,
    to more with none that could be left out (there is no change)."""
    held = value_counts(hand)
    for card in cards:
        if not held.get(card):
            return False
        held[card] -= 1
    total = sum(cards)
    if total == amount:
        return True
    return total > amount and total - min(cards) < amount and not can_pay_exactly(hand, amount)


def payments(hand: list[int], amount: int) -> list[tuple[int, ...]]:
    """The payments MG-A2 allows for a bid of `amount` from `hand`, sorted; at most MAX_PAYMENTS,
    those found first taking the highest values first (the fewest cards) when there are more.

    MG-A2 reads "who cannot pay exactly must overpay; there is no change": so if some cards
    add up to exactly `amount`, only such exact payments are allowed; otherwise the
    overpayments where no card could be left out (each is minimal: dropping its smallest
    card would fall short). An empty list means the hand cannot pay at all.
    """
    counts = sorted(value_counts(hand).items(), reverse=True)   # highest value first
    exact = can_pay_exactly(hand, amount)
    # within[i]: the totals the values from index i on can make (exact), or their sum (overpaying).
    within = [1] * (len(counts) + 1)
    for index in range(len(counts) - 1, -1, -1):
        value, count = counts[index]
        if exact:
            reach = within[index + 1]
            for _ in range(count):
                reach |= reach << value
            within[index] = reach & ((1 << (amount + 1)) - 1)
        else:
            within[index] = within[index + 1] + value * count
    found: list[tuple[int, ...]] = []
    _walk(counts, within, exact, amount, 0, 0, [], found)
    return sorted(found)


def _walk(counts: list[tuple[int, int]], within: list[int], exact: bool, amount: int, index: int, total: int,
          chosen: list[int], found: list[tuple[int, ...]]) -> None:
    """`payments`' depth-first walk from value `index` on, `chosen` the cards taken so far, adding
    each payment it completes to `found`. A module function rather than a closure: compiled, a
    closure's recursive calls go through Python's call protocol and its variables through an
    environment object, half of a Magellan game's payments."""
    if len(found) == MAX_PAYMENTS:
        return
    if total >= amount:
        # Overpaying only when nothing pays exactly, and then with no card to spare: chosen[-1]
        # is the smallest card taken.
        if total == amount or (not exact and total - chosen[-1] < amount):
            found.append(tuple(reversed(chosen)))
        return
    if index == len(counts):
        return
    left = amount - total     # does some payment lie ahead?
    if not (within[index] >> left & 1 if exact else within[index] - 1 >= left):
        return
    value, count = counts[index]
    chosen.extend([value] * count)     # all of them first, then one fewer each time
    for taken in range(count, -1, -1):
        _walk(counts, within, exact, amount, index + 1, total + value * taken, chosen, found)
        if taken:
            chosen.pop()


def bid_limit(hand: list[int], keep_one: bool) -> int:
    """The highest bid the hand can pay (MG-A1c); with `keep_one` a card must stay in hand after
    paying (MG-X3 Cook B, MG-X6 Magellan A), so the smallest card is held back."""
    if not hand:
        return 0
    total = sum(hand)
    return total - min(hand) if keep_one else total


def exchanges(hand: list[int], most: int) -> list[tuple[int, ...]]:
    """Every multiset of at most `most` cards from `hand` (MG-X1), keeping none included; built from
    the values held, so a hand of 60 cards of 9 values gives 220 choices, not 36,000 card triples."""
    found: list[tuple[int, ...]] = [()]
    for value, count in sorted(value_counts(hand).items()):
        # Each choice so far, with 1, 2, ... more cards of this value (as many as held, room left).
        found += [cards + (value,) * n for cards in found for n in range(1, min(count, most - len(cards)) + 1)]
    return sorted(found)
