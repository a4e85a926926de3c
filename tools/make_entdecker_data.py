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

# (shape, plain backs, the events on its question backs) for the 94 draw tiles, per the table's
# class rows. No draw tile is solid land: a drawn card must join the ship's square by a sea route
# (EN-X4b), so an all-land card could never be placed; solid land is only reserve pile 6 (EN-X7).
# Which shape carries which event is our choice (the data file gives only the counts); land
# events (natives, ruins) need a tile with land. The two gold events that sat on solid land in
# the earlier table moved to the '?' tiles classes 3 and 5 gained; every other event kept its shape.
DRAW: list[tuple[str, int, list[str]]] = [
    ("open_sea", 9, ["storm"] * 4 + ["pirates"]), ("islet", 8, []),
    ("headland", 20, ["friendly_natives"] * 4),
    ("corner", 13, ["hostile_natives"] * 3 + ["gold"]), ("two_points", 3, ["ruins"]),
    ("land_bridge", 5, ["ruins"]), ("channel", 3, ["ruins"]),
    ("bay", 13, ["pirates", "pirates", "gold", "gold"]),
]
# Reserve piles 1-6, face up; pile 4's split between bridges and channels is our choice.
RESERVE = [("open_sea", 4), ("headland", 4), ("corner", 4), ("land_bridge", 2), ("channel", 2),
           ("bay", 4), ("solid_land", 6)]
TOKEN_NAMES = ["potato", "tomato", "breadfruit", "cocoa", "tobacco", "pineapple", "maize", "banana",
               "coconut", "sweet potato"]


def tiles() -> list[dict[str, object]]:
    records: list[dict[str, object]] = []

    def add(shape: str, back: str, event: str | None) -> None:
        cls, edges, land, routes = SHAPES[shape]
        records.append({"id": len(records), "shape": shape, "back": back, "class": cls, "edges": edges,
                        "land": land, "routes": routes, "event": event})

    for shape, plain, events in DRAW:
        for _ in range(plain):
            add(shape, "plain", None)
        for event in events:
            add(shape, "question", event)
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
