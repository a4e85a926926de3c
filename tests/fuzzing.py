"""Hostile edits of JSON files (saves, scenarios, override files) for the fuzz tests."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

from qtgames.engine.core import Rng


def paths_in(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_in(item, here + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += paths_in(item, here + (i,))
    return found


_ODD_VALUES: list[Any] = [None, True, -1, 0, 7, 2**70, 3.5, "", "Ж\u0301\u202e", "A99", [], [[]], {}, {"x": 1},
                          [0] * 300, [[[[[[[[[[1]]]]]]]]]], "🚢" * 50]


def set_notes(data: dict[str, Any], text: str) -> None:
    data["notes"] = text


def mutate(data: dict[str, Any], rng: Rng, harmless: Callable[[dict[str, Any], str], None] = set_notes) -> str:
    """One hostile edit of a file: a value swapped for an odd one, a key lost or invented, a list
    item doubled, the text truncated or bit-flipped — or odd but allowed words put in by `harmless`
    (a scenario's notes by default), so the valid path is exercised too."""
    data = copy.deepcopy(data)
    paths = paths_in(data)
    target = paths[rng.below(len(paths))]
    kind = rng.below(7)
    if kind == 6:   # odd but allowed words: the file must still load and play
        harmless(data, "Ж\u0301\u202e🚢 \t" * (1 + rng.below(7)))
        return json.dumps(data)
    if kind >= 4 or not target:
        text = json.dumps(data)
        cut = rng.below(len(text))
        if kind == 4:
            return text[:cut]
        return text[:cut] + chr(ord(text[cut]) ^ (1 << rng.below(7))) + text[cut + 1:]
    parent = data
    for part in target[:-1]:
        parent = parent[part]
    last = target[-1]
    if kind == 0:
        parent[last] = copy.deepcopy(_ODD_VALUES[rng.below(len(_ODD_VALUES))])
    elif kind == 1 and isinstance(parent, dict):
        del parent[last]
    elif kind == 2 and isinstance(parent, dict):
        parent[f"extra_{rng.below(9)}"] = 1
    elif isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = copy.deepcopy(_ODD_VALUES[rng.below(len(_ODD_VALUES))])
    return json.dumps(data)
