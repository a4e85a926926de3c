"""tools/fit_evaluation.py recovers the weights that made the results, and leaves alone what it cannot see."""

from __future__ import annotations

import importlib.util
import math
from types import ModuleType

from qtgames.engine.core import Rng
from tests.paths import ROOT


def load_tool() -> ModuleType:
    spec = importlib.util.spec_from_file_location("fit_evaluation", ROOT / "tools" / "fit_evaluation.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_fit_recovers_a_known_weight_and_keeps_a_feature_that_never_varies() -> None:
    tool = load_tool()
    rng = Rng(5)
    samples = []
    for _ in range(1000):
        mine, theirs = rng.below(1000) / 250, rng.below(1000) / 250
        wins = rng.below(10**6) / 10**6 < 1 / (1 + math.exp(-1.5 * (mine - theirs)))
        samples.append(([[mine, 1.0], [theirs, 1.0]], [1.0, 0.0] if wins else [0.0, 1.0]))
    weights = tool.fit(samples, ("x", "same"), (0.0, 0.7))
    assert abs(weights.values[0] - 1.5) < 0.25
    assert weights.values[1] == 0.7
