"""Tables worked out once per component-data object, found by identity and never piling up.

The engine derives lookup tables from a game's data (turned cards, placements, daikaiju charts)
and hashing the data on every turn would cost more than the tables save, so a table is found by
the identity of the data it came from. One data object is in force at a time in a process that
plays, but the AI process unpickles a new copy with every question it is asked (the observation
carries its data): a plain dict keyed by identity kept one table per question, and the AI
process grew by 13 MB over a short marathon. A memo keeps the few newest only.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Generic, TypeVar

K = TypeVar("K")
V = TypeVar("V")


class IdentityMemo(Generic[K, V]):
    """`get(key, make)`: `make(key)` worked out once per key object while it is among the
    `size` newest asked for (the memo holds its keys, so an identity is never reused)."""

    __slots__ = ("_entries", "_size")

    def __init__(self, size: int = 4) -> None:
        self._entries: list[tuple[K, V]] = []
        self._size = size

    def get(self, key: K, make: Callable[[K], V]) -> V:
        for held, value in self._entries:
            if held is key:
                return value
        value = make(key)
        self._entries.insert(0, (key, value))
        del self._entries[self._size:]
        return value



class MadeOnce(dict[K, V]):
    """`table[key]`: `make(key)` made once and handed out ever after. The actions a game lists at
    every decision are immutable values, so one of each serves every list (and a search's tree
    finds them by identity). A dictionary filled on a miss: interpreted, the look-up is C's,
    quicker than `functools.cache`; compiled, a tenth of that cache's cost (about 1,200
    instructions a call, for its key tuple and hashing) and of a frozen dataclass's Python
    `__init__`. An action of two small numbers is found by one (`square * 4 + quarters`)."""

    def __init__(self, make: Callable[[K], V]) -> None:
        super().__init__()
        self._make = make

    def __missing__(self, key: K) -> V:
        made = self[key] = self._make(key)
        return made
