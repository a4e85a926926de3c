"""Candidates marked where the player chooses them, not only listed in the panel: a game's side
panel that can show each candidate's win chance on its own controls (Tsuro of the Seas: on each
hand tile) says so by having `show_chances`. The chances are the analysis's, drawn as they are."""

from __future__ import annotations

from typing import Any, Protocol, runtime_checkable

from ...engine.ai.analysis import Analysis


@runtime_checkable
class MarksChances(Protocol):
    def show_chances(self, chances: dict[Any, float]) -> None:
        """Mark each action's win chance where it is chosen; an empty mapping takes the marks off."""


def chances_of(analysis: Analysis | None) -> dict[Any, float]:
    """Each examined candidate's win chance, by its action (none without an analysis)."""
    return {} if analysis is None else {candidate.action: candidate.chance for candidate in analysis.candidates}


def mark_chances(panel: object, analysis: Analysis | None) -> None:
    """Show `analysis`'s chances on `panel` if it marks them (None: take the marks off)."""
    if isinstance(panel, MarksChances):
        panel.show_chances(chances_of(analysis))
