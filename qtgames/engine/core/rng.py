"""The seeded random number generator kept inside every game state.

A 64-bit SplitMix generator in plain integers: its whole state is one int, so cloning a
game state copies it for free, it serialises to JSON as a number, and the sequence it
produces never depends on the Python version (unlike `random.Random.shuffle`).

Compiled, the draws take another path to the same numbers. SplitMix's 64-bit products are
Python's big integers, and mypyc checks every result of them for whether it fits its own small
integers, so a compiled draw cost as much as an interpreted one (about 0.4 µs a die): a fifth of
a compiled random game of Tsuro of the Seas. The compiled engine therefore mixes in two 32-bit
halves held in C's 64-bit integers (`i64`), with no product larger than 48 bits, so no C
arithmetic wraps and the interpreter would compute the same (0.15-0.25 µs a die, a shuffle of 56
tiles six times faster). The interpreted engine keeps the big integers: in halves it would take
six times as long. `tests/engine/core/test_fast_paths.py` runs both paths on one interpreter, and
CI compares the golden fingerprints of the two engines (docs/ai.md has the measures).
"""

from __future__ import annotations

from collections.abc import MutableSequence
from typing import Final, TypeVar

from mypy_extensions import i64, mypyc_attr

_MASK: Final = (1 << 64) - 1
_GOLDEN: Final = 0x9E3779B97F4A7C15
_LOW: Final = (1 << 32) - 1


def _interpreted() -> bool:
    """Whether this module runs as Python: a compiled function has no code object."""
    return hasattr(_interpreted, "__code__")


# The path the draws take (the module's docstring). Interpreted, a test switches it on to check
# the halves against the big integers.
HALVES: Final = not _interpreted()


def _times(high: i64, low: i64, c_high: i64, c_low: i64) -> tuple[i64, i64]:
    """(high, low) * (c_high, c_low) mod 2**64, in 32-bit halves, each product of 32 by 16 bits."""
    low_by_low = low * (c_low & 0xFFFF) + (((low * (c_low >> 16)) & 0xFFFF) << 16)
    carry = (low_by_low >> 32) + ((low * (c_low >> 16)) >> 16)
    low_by_high = low * (c_high & 0xFFFF) + (((low * (c_high >> 16)) & 0xFFFF) << 16)
    high_by_low = high * (c_low & 0xFFFF) + (((high * (c_low >> 16)) & 0xFFFF) << 16)
    return (carry + low_by_high + high_by_low) & _LOW, low_by_low & _LOW


def _mix(high: i64, low: i64) -> tuple[i64, i64]:
    """SplitMix64's output for the state (high, low), in halves: `next_u64` after the step."""
    high, low = _times(high ^ (high >> 30), low ^ (((high << 2) & _LOW) | (low >> 30)), 0xBF58476D, 0x1CE4E5B9)
    high, low = _times(high ^ (high >> 27), low ^ (((high << 5) & _LOW) | (low >> 27)), 0x94D049BB, 0x133111EB)
    return high ^ (high >> 31), low ^ (((high << 1) & _LOW) | (low >> 31))


def _step(high: i64, low: i64) -> tuple[i64, i64]:
    """The state after one draw, in halves: plus the golden ratio's 64 bits, mod 2**64."""
    low += 0x7F4A7C15
    return (high + 0x9E3779B9 + (low >> 32)) & _LOW, low & _LOW


def _below(high: i64, low: i64, n: i64) -> i64:
    """(high * 2**32 + low) % n for 0 < n < 2**31, where no product passes 62 bits."""
    return ((high % n) * ((1 << 32) % n) + low) % n


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
        if HALVES and 0 < n < 1 << 31:
            return self._draw_below(n)
        return self.next_u64() % n

    def _draw_below(self, n: i64) -> int:
        """`next_u64() % n` in halves (the module's docstring)."""
        state = self.state
        high, low = _step(state >> 32, state & _LOW)
        self.state = int(high) << 32 | int(low)
        out_high, out_low = _mix(high, low)
        return _below(out_high, out_low, n)

    def die(self) -> int:
        """One roll of a six-sided die, 1 to 6 (`next_u64` written out: Tsuro of the Seas rolls two or
        three every turn)."""
        if HALVES:
            return self._draw_below(6) + 1
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return (z ^ (z >> 31)) % 6 + 1

    def choice(self, items: list[T]) -> T:
        # `next_u64` written out: a random player and every rollout call this for each move.
        if HALVES and 0 < len(items) < 1 << 31:
            return items[self._draw_below(len(items))]
        self.state = s = (self.state + _GOLDEN) & _MASK
        z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        return items[(z ^ (z >> 31)) % len(items)]

    def shuffle(self, items: MutableSequence[T]) -> None:
        """Fisher-Yates in place (`next_u64` written out: every setup shuffles a hundred cards)."""
        if HALVES and len(items) < 1 << 31:
            self._shuffle_in_halves(items)
            return
        s = self.state
        for i in range(len(items) - 1, 0, -1):
            s = (s + _GOLDEN) & _MASK
            z = ((s ^ (s >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            j = (z ^ (z >> 31)) % (i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = s

    def _shuffle_in_halves(self, items: MutableSequence[T]) -> None:
        state = self.state
        high: i64 = state >> 32
        low: i64 = state & _LOW
        for i in range(len(items) - 1, 0, -1):
            high, low = _step(high, low)
            out_high, out_low = _mix(high, low)
            j = _below(out_high, out_low, i + 1)
            items[i], items[j] = items[j], items[i]
        self.state = int(high) << 32 | int(low)

    def fork(self) -> Rng:
        """An independent generator seeded from this one (for AI search, never for the game)."""
        return Rng(self.next_u64())

    def copy(self) -> Rng:
        return Rng(self.state)

    def __reduce__(self) -> tuple[type[Rng], tuple[int]]:
        """Pickled as its constructor call: a compiled Rng cannot be made without its seed
        (`core.pickled`)."""
        return Rng, (self.state,)
