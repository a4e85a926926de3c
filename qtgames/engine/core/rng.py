"""The seeded random number generator kept inside every game state.

A 64-bit SplitMix generator in plain integers: its whole state is one int, so cloning a
game state copies it for free, it serialises to JSON as a number, and the sequence it
produces never depends on the Python version (unlike `random.Random.shuffle`).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

from mypy_extensions import mypyc_attr

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15

T = TypeVar("T")


@mypyc_attr(allow_interpreted_subclasses=True)   # the rule tests script dice with a subclass
class Rng:
    """Deterministic randomness: the same seed gives the same dice, draws and shuffles."""

    __slots__ = ("state",)

    def __init__(self, seed: int) -> None:
        self.state = seed & _MASK

    def next_u64(self) -> int:
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return z ^ (z >> 31)

    def below(self, n: int) -> int:
        """A number in range(n); the modulo bias of a 64-bit draw is far below any test's reach."""
        return self.next_u64() % n

    def die(self) -> int:
        """One roll of a six-sided die, 1 to 6 (`next_u64` written out: Tsuro of the Seas rolls two or
        three every turn)."""
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % 6 + 1

    def choice(self, items: list[T]) -> T:
        # `next_u64` written out: a random player and every rollout call this for each move.
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return items[(z ^ (z >> 31)) % len(items)]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place (`next_u64` written out: every setup shuffles a hundred cards)."""
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for AI search, never for the game)."""
        return Rng(self.next_u64())

    def copy(self) -> Rng:
        return Rng(self.state)

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        """Pickled as its constructor call: a compiled Rng cannot be made without its seed
        (`core.pickled`)."""
        return Rng, (self.state,)
