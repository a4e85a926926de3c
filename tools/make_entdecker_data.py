"""Write `resources/entdecker/entdecker.json` from the table in `shared/rules/entdecker-data.md`.

The data file is what the game reads and what a player who owns Entdecker may correct; this
script only records how the reconstructed tile list was derived, so it can be regenerated
after the table changes. Sides are numbered 0 north, 1 east, 2 south, 3 west; every shape is
listed in one rotation and the game turns it.
"""

from __future__ import annotations

import json
from pathlib import Path

# shape -> (class, edges, land parts (sides each touches; [] = an inner island), sea routes)
SHAPES: dict[str, tuple[int, str, list[list[int]], list[list[int]]]] = {
    "open_sea": (1, "WWWW", [], [[0, 1, 2, 3]]),
    "islet": (1, "WWWW", [[]], [[0, 1, 2, 3]]),
    "headland": (2, "LWWW", [[0]], [[1, 2, 3]]),
    "corner": (3, "LLWW", [[0, 1]], [[2, 3]]),
    "two_points": (3, "LLWW", [[0], [1]], [[2, 3]]),
    "land_bridge": (4, "LWLW", [[0, 2]], [[1], [3]]),
    "channel": (4, "LWLW", [[0], [2]], [[1, 3]]),
    "bay": (5, "LLLW", [[0, 1, 2]], [[3]]),
    "solid_land": (6, "LLLL", [[0, 1, 2, 3]], []),
}

# (shape, plain backs, question backs) for the 94 draw tiles, per the table's class rows.
DRAW = [
    ("open_sea", 9, 5), ("islet", 8, 0),
    ("headland", 16, 4),
    ("corner", 11, 3), ("two_points", 3, 1),
    ("land_bridge", 5, 1), ("channel", 3, 1),
    ("bay", 11, 3),
    ("solid_land", 8, 2),
]
# Reserve piles 1-6, face up; pile 4's split between bridges and channels is our choice.
RESERVE = [("open_sea", 4), ("headland", 4), ("corner", 4), ("land_bridge", 2), ("channel", 2),
           ("bay", 4), ("solid_land", 6)]
# Events in the order they are dealt onto question tiles: land events go to tiles with land first.
LAND_EVENTS = ["friendly_natives"] * 4 + ["hostile_natives"] * 3 + ["ruins"] * 3
ANY_EVENTS = ["storm"] * 4 + ["pirates"] * 3 + ["gold"] * 3
TOKEN_NAMES = ["potato", "tomato", "breadfruit", "cocoa", "tobacco", "pineapple", "maize", "banana",
               "coconut", "sweet potato"]


def tiles() -> list[dict[str, object]]:
    records: list[dict[str, object]] = []

    def add(shape: str, back: str, event: str | None) -> None:
        cls, edges, land, routes = SHAPES[shape]
        records.append({"id": len(records), "shape": shape, "back": back, "class": cls, "edges": edges,
                        "land": land, "routes": routes, "event": event})

    land_events, any_events = list(LAND_EVENTS), list(ANY_EVENTS)
    question_shapes = [shape for shape, _, q in DRAW for _ in range(q)]
    # Tiles without land can only carry the events that need none (data file: storm, pirates, gold).
    dry = sum(1 for s in question_shapes if not SHAPES[s][2])
    events_for = {"dry": any_events[:dry], "land": land_events + any_events[dry:]}
    for shape, plain, question in DRAW:
        for _ in range(plain):
            add(shape, "plain", None)
        pool = events_for["land" if SHAPES[shape][2] else "dry"]
        for _ in range(question):
            add(shape, "question", pool.pop(0))
    for shape, count in RESERVE:
        for _ in range(count):
            add(shape, "reserve", None)
    return records


def data() -> dict[str, object]:
    return {
        "format": "qtgames-entdecker-data", "version": 1,
        "board": {"columns": 10, "rows": 7},
        "stacks": 5,
        "gold": {"start": 4, "max": 12},
        "spinner": [2, 3, 4, 5],
        "units": {"scout": {"cost": 1, "count": 3}, "fort": {"cost": 3, "count": 2},
                  "settlement": {"cost": 6, "count": 1}},
        "personal_tiles": ["open_sea", "headland", "corner", "channel"],
        "tiles": tiles(),
        "tokens": [{"id": i, "name": TOKEN_NAMES[i % len(TOKEN_NAMES)], "value": 1 + i % 4} for i in range(20)],
        "token_piles": 2,
        "reconstructed": ["tile shapes and counts per class beyond the totals", "event counts",
                          "token names and values", "spinner odds", "starting circles"],
    }


if __name__ == "__main__":
    # The checkout's file, not shipped_path's: an installed copy is build output, never edited.
    target = Path(__file__).resolve().parent.parent / "resources" / "entdecker" / "entdecker.json"
    target.write_text(json.dumps(data(), indent=1) + "\n", encoding="utf-8")
    print(f"wrote {target}")
