"""Reading JSON objects field by field, so a bad value is reported with its path and what it must be.

Every position and record reader goes through this: a hand-edited file then gets one sentence
naming the field ("state.hands[1][0]: must be a number 0-55"), never a traceback.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from typing import Any

from .errors import FormatError
from .messages import Text

# What a value of each JSON kind must be, said of a value that is not.
_MUST_BE = {int: Text("file-must-be-whole"), str: Text("file-must-be-string"), list: Text("file-must-be-list"),
            dict: Text("file-must-be-object"), bool: Text("file-must-be-true-false")}


def must_be(kind: type) -> Text:
    """"must be a whole number", for a value that is not of `kind`."""
    return _MUST_BE.get(kind) or Text("file-must-be-kind", kind=kind.__name__)


# The readers opened inside `no_unknown_fields`, so each can be asked afterwards what it never read.
_OPEN_READERS: ContextVar[list[FieldReader] | None] = ContextVar("open_readers", default=None)


@contextmanager
def no_unknown_fields() -> Iterator[None]:
    """Refuse a field no reader asked for: a typo ("hnads") or a field from another game would
    otherwise be ignored without a word, and the user would wonder why it has no effect.

    Every object read through a `FieldReader` inside the block is checked once the block succeeds.
    """
    readers: list[FieldReader] = []
    token = _OPEN_READERS.set(readers)
    try:
        yield
    finally:
        _OPEN_READERS.reset(token)
    for reader in readers:
        extra = [key for key in reader.data if key not in reader.asked]
        if extra:
            known = ", ".join(sorted(reader.asked))
            raise FormatError(f"{reader.path}.{extra[0]}", Text("file-unknown-field-known", known=known))


class FieldReader:
    """The fields of one JSON object found at `path`."""

    def __init__(self, data: Any, path: str) -> None:
        if not isinstance(data, dict):
            raise FormatError(path, _MUST_BE[dict])
        self.data, self.path = data, path
        self.asked: set[str] = set()
        readers = _OPEN_READERS.get()
        if readers is not None:
            readers.append(self)

    def get(self, key: str, kind: type, default: Any = None) -> Any:
        """The value of `key`, which must be of `kind`; `default` when absent (None: required)."""
        self.asked.add(key)
        if key not in self.data:
            if default is None:
                raise FormatError(f"{self.path}.{key}", Text("file-is-missing"))
            return default
        value = self.data[key]
        if not isinstance(value, kind) or (kind is int and isinstance(value, bool)):
            raise FormatError(f"{self.path}.{key}", must_be(kind))
        return value

    def number(self, key: str, low: int, high: int, default: int | None = None) -> int:
        value: int = self.get(key, int, default)
        if not low <= value <= high:
            raise FormatError(f"{self.path}.{key}", Text("file-must-be-range", low=low, high=high))
        return value

    def indices(self, key: str, limit: int) -> list[int]:
        """A list (empty when absent) of numbers 0..limit-1, each checked where it stands."""
        values = self.get(key, list, [])
        for i, value in enumerate(values):
            if not _is_int(value) or not 0 <= value < limit:
                raise FormatError(f"{self.path}.{key}[{i}]", Text("file-must-be-number", low=0, high=limit - 1))
        return list(values)

    def numbers(self, key: str, count: int, low: int, high: int) -> list[int]:
        """Exactly `count` numbers low..high (one per player, say)."""
        value = self.get(key, list)
        if len(value) != count or not all(_is_int(v) and low <= v <= high for v in value):
            raise FormatError(f"{self.path}.{key}", Text("file-must-hold-numbers", count=count, low=low, high=high))
        return list(value)

    def index_lists(self, key: str, count: int, limit: int) -> list[list[int]]:
        """Exactly `count` lists of numbers 0..limit-1 (stacks, piles, hands)."""
        value = self.get(key, list)
        if len(value) != count or not all(isinstance(v, list) for v in value):
            raise FormatError(f"{self.path}.{key}", Text("file-must-hold-lists", count=count))
        for i, items in enumerate(value):
            if not all(_is_int(t) and 0 <= t < limit for t in items):
                raise FormatError(f"{self.path}.{key}[{i}]", Text("file-must-list-numbers", low=0, high=limit - 1))

        return [list(items) for items in value]


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)
