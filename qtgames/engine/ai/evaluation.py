"""A fitted evaluation: each seat's chance of winning from a few features of the position.

A game names what its evaluation looks at (`features`: one short list of numbers per seat
still in the game, the same names for every seat), and its weights come from a data file,
`resources/<game>/evaluation.json`, fitted by `tools/fit_evaluation.py` to who actually won
self-play games. The model is a conditional logit: seat s wins with probability
exp(w·x_s) / Σ_t exp(w·x_t), the form the games' hand-made evaluations already had (a softmax
of projected points, a share of strengths), so each weight reads as "this much of that feature
is worth e times the odds". Nothing here is a black box: a handful of weights, each explained
in the file beside the fit's held-out log loss.
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache

from ..core.shipped import shipped_path

FILE_NAME = "evaluation.json"


@dataclass(frozen=True, slots=True)
class Weights:
    """The fitted weights of one game's features, by name, in the order the game lists them."""

    names: tuple[str, ...]
    values: tuple[float, ...]

    def score(self, features: Sequence[float]) -> float:
        return sum(w * x for w, x in zip(self.values, features, strict=True))


@cache
def shipped_weights(folder: str, names: tuple[str, ...]) -> Weights:
    """The weights shipped in `resources/<folder>/evaluation.json`, checked against the feature
    names the game computes (a file for other features is a programming error, said at once)."""
    data = json.loads(shipped_path("resources", folder, FILE_NAME).read_text("utf-8"))
    weights = data["weights"]
    if tuple(weights) != names:
        raise ValueError(f"{folder}/{FILE_NAME} weighs {list(weights)}, the game computes {list(names)}")
    return Weights(names, tuple(float(weights[name]["weight"]) for name in names))


def win_shares(features: Sequence[Sequence[float] | None], weights: Weights) -> list[float]:
    """Each seat's chance of winning; a seat without features (out of the game) gets none."""
    scores = [weights.score(x) if x is not None else None for x in features]
    top = max(s for s in scores if s is not None)
    odds = [math.exp(s - top) if s is not None else 0.0 for s in scores]
    total = sum(odds)
    return [o / total for o in odds]
