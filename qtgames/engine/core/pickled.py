"""Pickling the engine's compiled classes: the AI worker process is sent observations and sends
back actions, both pickled.

Pickle's default way for a slotted object makes a bare instance and sets its slots one by one.
A class mypyc compiles cannot be made bare (its constructor always runs `__init__`) and a frozen
one refuses the slot writes, so those classes pickle as a call of their constructor with their
fields instead, registered with `copyreg` (pickle, multiprocessing and `copy` read it). The
pure engine pickles the same way, so both engines are tested alike. Only the sending process
needs the registration: unpickling calls the constructor.
"""

from __future__ import annotations

import copyreg
import dataclasses
from typing import Any


def pickle_by_fields(*classes: type) -> None:
    """Pickle each dataclass as its constructor called with its fields in order (every field
    must be an `__init__` argument)."""
    for cls in classes:
        fields = dataclasses.fields(cls)
        if not all(field.init for field in fields):
            raise TypeError(f"{cls.__name__} has a field its constructor does not take")
        copyreg.pickle(cls, _by_fields(cls, tuple(field.name for field in fields)))


def _by_fields(cls: type, names: tuple[str, ...]) -> Any:
    def reduce(obj: Any) -> tuple[type, tuple[Any, ...]]:
        return cls, tuple(getattr(obj, name) for name in names)
    return reduce
