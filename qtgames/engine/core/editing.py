"""What every game's position edits share: the position is its JSON, and an edit returns a new one.

The scenario editor keeps the old position for undo, so no edit may change the one it was given.
"""

from __future__ import annotations

import copy
from typing import Any

Position = dict[str, Any]


def set_field(position: Position, key: str, value: Any) -> Position:
    """Set one top-level field that is not a component (whose turn, the phase, the dice, a flag)."""
    result = copy.deepcopy(position)
    result[key] = copy.deepcopy(value)
    return result
