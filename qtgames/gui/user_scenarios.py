"""The player's own scenarios and puzzles, for the lobby's list beside the shipped ones: those
saved from the scenario editor (in the data folder's `scenarios`, where it offers to save them)
and those opened lately from anywhere (a puzzle a friend sent).

A file that is no usable scenario (a match, a report, a damaged file) is left out without a word:
the lobby only lists, and opening the file says what is wrong with it.
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path

from ..engine.core import FormatError
from ..engine.core.scenario import Scenario, scenario_from_file
from ..storage import user_paths

# The newest; a folder of hundreds would make the lobby slow to open and the list too long to use.
MAX_LISTED = 30


def scenarios_folder() -> Path:
    """Where the scenario editor offers to save scenarios."""
    return user_paths().data / "scenarios"


def user_scenarios(recent: Iterable[str]) -> list[tuple[Path, Scenario]]:
    """The scenarios among the recent files, then the saved ones, newest first, each file once."""
    try:
        saved = sorted(scenarios_folder().glob("*.json"), key=lambda path: path.stat().st_mtime, reverse=True)
    except OSError:
        saved = []
    found: list[tuple[Path, Scenario]] = []
    seen: set[Path] = set()
    for path in [Path(entry) for entry in recent] + saved:
        where = path.resolve()
        if where in seen or len(found) >= MAX_LISTED:
            continue
        seen.add(where)
        try:
            found.append((path, scenario_from_file(path)))
        except (FormatError, OSError):
            continue
    return found
