"""Which engine this copy of qtgames runs: its hot modules compiled by mypyc, or pure Python.

setup.py compiles them wherever a C compiler is at hand, and the two engines play alike (CI
compares their golden fingerprints). Where an install could not compile them, the package
carries a note saying why (`PURE_ENGINE`, written by setup.py), and `qtgames` says so in one
line when it opens the app: the AI levels, budgeted in sampled futures, then take about twice as
long to decide (the compiled engine searches 1.8-2.6 times as fast, tools/compare_compiled_engine.py).
A checkout and an editable install run the sources by design and carry no note.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from importlib.machinery import EXTENSION_SUFFIXES
from pathlib import Path

PURE_NOTE = Path(__file__).with_name("PURE_ENGINE")


@dataclass(frozen=True, slots=True)
class EngineBuild:
    kind: str
    """"compiled" or "pure"."""
    reason: str = ""
    """Why an installed engine is pure, from the install's note ("" where none was left)."""

    def describe(self) -> str:
        if self.kind == "compiled":
            return "compiled engine (mypyc)"
        return f"pure Python engine ({self.reason})" if self.reason else "pure Python engine"


def engine_build() -> EngineBuild:
    from .core import rules  # one of the modules setup.py compiles

    if (rules.__file__ or "").endswith(tuple(EXTENSION_SUFFIXES)):
        return EngineBuild("compiled")
    try:
        reason = PURE_NOTE.read_text(encoding="utf-8").strip()
    except OSError:
        reason = ""
    return EngineBuild("pure", f"installed without compiling it: {reason}" if reason else "")


def say_if_left_pure() -> None:
    """The one line an install that could not compile the engine gets at every start of the app."""
    build = engine_build()
    if build.reason:
        print(f"qtgames: the {build.describe()} runs, and the AI takes two to three times as long to decide; "
              "reinstall where a C compiler is at hand to compile it", file=sys.stderr)
