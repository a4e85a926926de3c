"""Win chances that mean what they say: the fitted map from the search's raw means to chances.

The analysis's raw number for a move is the mean result of its playouts: rollouts cut after two
decisions and judged by the game's evaluation, which is cautious (in Tsuro of the Seas it barely
tells the winner, docs/ai.md), so raw means crowd around an even share. The map is fitted by
`tools/fit_calibration.py` to how often positions from seeded AI games were actually won: per
player count, a monotone piecewise-linear curve through the means of the raw values and the
results (isotonic regression, pool-adjacent-violators), from (0, 0) to (1, 1): a seat that is out
has lost, a seat alone has won. The deciding seat and the others get curves of their own (`ROLES`).
It is shipped as `resources/<game>/calibration.json` with its
held-out error; a game whose raw means a map did not improve ships the file without curves, and a
game without the file keeps the raw means too (and says so: `calibrated` False).
"""

from __future__ import annotations

import json
from bisect import bisect_right
from dataclasses import dataclass
from functools import cache

from ..core.shipped import shipped_path

FILE_NAME = "calibration.json"


@dataclass(frozen=True, slots=True)
class Curve:
    """A monotone piecewise-linear map of [0, 1] onto [0, 1] through the points (raw, chance)."""

    raw: tuple[float, ...]
    chance: tuple[float, ...]

    def __call__(self, value: float) -> float:
        """The chance for a raw mean, linear between the fitted points.

        >>> Curve((0.0, 0.5, 1.0), (0.0, 0.25, 1.0))(0.75)
        0.625
        """
        value = min(1.0, max(0.0, value))
        i = bisect_right(self.raw, value) - 1
        if i >= len(self.raw) - 1:
            return self.chance[-1]
        x0, x1 = self.raw[i], self.raw[i + 1]
        y0, y1 = self.chance[i], self.chance[i + 1]
        return y0 if x1 <= x0 else y0 + (y1 - y0) * (value - x0) / (x1 - x0)


IDENTITY = Curve((0.0, 1.0), (0.0, 1.0))


ROLES = ("deciding", "other")
"""A seat's role at the analysed decision: the one choosing the move, or any other. They are mapped
apart: the mover's raw means after its own move are measured lower than it then wins (Tsuro of the
Seas, docs/analysis.md), the others' not."""

Key = tuple[int, str]   # (player count, role)


@dataclass(frozen=True, slots=True)
class Calibration:
    """One game's curves by player count and role (the largest count fitted serves larger tables)."""

    curves: dict[Key, Curve]
    measured: bool = False
    """The raw means were measured against results (a file is shipped), whether or not a map beat them."""

    @property
    def fitted(self) -> bool:
        return bool(self.curves)

    def curve(self, players: int, deciding: bool) -> Curve:
        role = ROLES[0] if deciding else ROLES[1]
        counts = [count for count, kind in self.curves if kind == role]
        if not counts:
            return IDENTITY
        fitted = [count for count in counts if count <= players]
        return self.curves[(max(fitted) if fitted else min(counts), role)]


def curve_from_json(data: dict[str, list[float]]) -> Curve:
    raw, chance = tuple(float(x) for x in data["raw"]), tuple(float(y) for y in data["chance"])
    if len(raw) != len(chance) or len(raw) < 2 or list(raw) != sorted(raw) or list(chance) != sorted(chance):
        raise ValueError("a calibration curve needs as many raw values as chances, both rising")
    return Curve(raw, chance)


@cache
def shipped_calibration(folder: str) -> Calibration:
    """The map shipped in `resources/<folder>/calibration.json`, or none (raw means) without the file."""
    path = shipped_path("resources", folder, FILE_NAME)
    if not path.is_file():
        return Calibration({})
    data = json.loads(path.read_text("utf-8"))
    return Calibration({(int(players), role): curve_from_json(curve) for players, roles in data["curves"].items()
                        for role, curve in roles.items()}, True)


def game_folder(game_key: str) -> str:
    """The resources folder of a game key ("tsuro-seas" → "tsuro_seas")."""
    return game_key.replace("-", "_")
