"""Islands (EN-I1) and how they score (EN-I2, EN-I4, EN-I5), as pure functions of the board.

An island is a set of (square, land part) nodes joined across matching land sides. A card
with two land parts can belong to two islands (Ruling EN-D7); an island's value counts each
card holding part of it once (Ruling EN-D8).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from .board import opposite
from .state import EntdeckerState

Node = tuple[int, int]   # (square, land part)


def island_of(state: EntdeckerState, square: int, part: int) -> tuple[list[Node], bool]:
    """The island holding `part` of the card on `square`, and whether it is complete (EN-I1):
    no undiscovered square borders it. The board's edge borders nothing."""
    neighbour = state.board.neighbour
    looks = state.looks
    seen = {(square, part)}
    todo = [(square, part)]
    complete = True
    while todo:
        sq, p = todo.pop()
        look = looks[sq]
        assert look is not None
        for side in look.parts[p]:
            other = neighbour[sq * 4 + side]
            if other < 0:
                continue
            there = looks[other]
            if there is None:
                complete = False
                continue
            node = (other, there.side_part[opposite(side)])
            if node not in seen:
                seen.add(node)
                todo.append(node)
    return sorted(seen), complete


def islands_touching(state: EntdeckerState, squares: Iterable[int], *, complete: bool | None) -> list[list[Node]]:
    """The distinct islands with land on `squares`; only complete or incomplete ones if asked."""
    if complete:
        return complete_islands(state, squares)
    found: list[list[Node]] = []
    seen: set[Node] = set()
    for square in squares:
        look = state.looks[square]
        if look is None:
            continue
        for part in range(len(look.parts)):
            if (square, part) in seen:
                continue
            nodes, is_complete = island_of(state, square, part)
            seen.update(nodes)
            if complete is None or complete == is_complete:
                found.append(nodes)
    return found


def complete_islands(state: EntdeckerState, squares: Iterable[int]) -> list[list[Node]]:
    """The distinct complete islands with land on `squares`, as `islands_touching` finds them.

    Every turn's end asks, and most islands are still open: a search stops at an island's first
    undiscovered neighbour. A later search that meets a node an earlier one reached is in that
    open island (a complete island is searched whole, so nothing outside it reaches it)."""
    searched: set[Node] = set()
    found: list[list[Node]] = []
    for square in squares:
        look = state.looks[square]
        if look is None:
            continue
        for part in range(len(look.parts)):
            if (square, part) not in searched:
                island = _closed_island(state, (square, part), searched)
                if island is not None:
                    found.append(sorted(island))
    return found


def _closed_island(state: EntdeckerState, start: Node, searched: set[Node]) -> set[Node] | None:
    """The island holding `start` if it is complete, else None; every node reached goes into `searched`."""
    neighbour, looks = state.board.neighbour, state.looks
    searched.add(start)
    island, todo = {start}, [start]
    while todo:
        square, part = todo.pop()
        look = looks[square]
        assert look is not None
        for side in look.parts[part]:
            other = neighbour[square * 4 + side]
            if other < 0:
                continue
            there = looks[other]
            if there is None:
                return None
            node = (other, there.side_part[(side + 2) % 4])
            if node in island:
                continue
            if node in searched:
                return None     # an open island an earlier search met
            island.add(node)
            searched.add(node)
            todo.append(node)
    return island


def unit_strength(state: EntdeckerState, island: Sequence[Node]) -> dict[int, tuple[int, int, int]]:
    """EN-I2: each player's units on the island as (settlements, forts, scouts), the order in
    which they are compared; only players with a unit there appear."""
    counts: dict[int, list[int]] = {}
    members = set(island)
    for square in {sq for sq, _ in island}:
        owner = state.unit_owner[square]
        if owner >= 0 and (square, state.unit_part[square]) in members:
            tally = counts.setdefault(owner, [0, 0, 0])
            tally[2 - state.unit_kind[square]] += 1
    return {seat: (c[0], c[1], c[2]) for seat, c in counts.items()}


def greatest_discoverers(strength: dict[int, tuple[int, int, int]]) -> list[int]:
    """EN-I2: the players whose units compare highest (several when equal)."""
    if not strength:
        return []
    best = max(strength.values())
    return sorted(seat for seat, key in strength.items() if key == best)


def ranked_points(strength: dict[int, tuple[int, int, int]], value: int) -> dict[int, int]:
    """EN-I5: the first position scores the value, each further position half the one before,
    rounded up; tied players share a position and the next player counts them all."""
    order = sorted(strength, key=lambda seat: strength[seat], reverse=True)
    points: dict[int, int] = {}
    position_value = value
    index = 0
    while index < len(order):
        key = strength[order[index]]
        tied = [seat for seat in order[index:] if strength[seat] == key]
        for seat in tied:
            points[seat] = position_value
        for _ in tied:
            position_value = (position_value + 1) // 2
        index += len(tied)
    return points


def card_count(island: Sequence[Node]) -> int:
    """Ruling EN-D8: each card holding part of the island counts once."""
    return len({sq for sq, _ in island})
