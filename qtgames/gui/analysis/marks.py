"""Candidates marked where the player chooses them, not only listed in the panel: a game's side
panel or board that can show each candidate's win chance on its own controls (on the tiles in a
hand, the squares of a board, the panel's choices, beside a bid box) says so by having
`show_chances`. The
chances are the analysis's, drawn as they are; only the best few are marked, so the table stays
readable."""

from __future__ import annotations

from collections.abc import Callable, Hashable
from typing import Any, Protocol, runtime_checkable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QAbstractButton, QLabel, QWidget

from ...engine.ai.analysis import Analysis

MARKED = 4   # the best this many places carry a mark: more and the table reads as noise
BADGE = "analysis-chance"   # the object name of a chance badge on a control
UNMARKED = "analysis-unmarked"   # a number button's own words, kept while its chance follows them
NUMBER_ROOM = 20   # px beside a marked number button's words
# A win chance on a control: a small dark badge in its corner (the hand tiles', the choices').
BADGE_STYLE = ("QLabel { background: rgba(27, 27, 27, 215); color: white; border-radius: 4px;"
               " padding: 0px 3px; font-weight: bold; }")


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


def mark_table(board: object, panel: object, analysis: Analysis | None) -> None:
    """Show `analysis`'s chances on the board and the side panel, each where it marks them."""
    for part in (board, panel):
        mark_chances(part, analysis)


def best_places(chances: dict[Any, float], place_of: Callable[[Any], Hashable | None],
                count: int = MARKED) -> dict[Any, float]:
    """The `count` best places by the best chance of a move there (a square takes several turns of
    a card: its mark is its best turn's); `place_of` is None for a move marked elsewhere."""
    best: dict[Any, float] = {}
    for action, chance in chances.items():
        place = place_of(action)
        if place is not None:
            best[place] = max(chance, best.get(place, 0.0))
    ranked = sorted(best.items(), key=lambda item: -item[1])[:count]
    return dict(ranked)


class ChanceBadge(QLabel):
    """A win chance in a control's top right corner, kept there as the control is laid out again
    (a choice's button is sized after it is marked); until `clear_badges` or the control goes."""

    def __init__(self, text: str, control: QWidget) -> None:
        super().__init__(text, control)
        self.setObjectName(BADGE)
        self.setStyleSheet(BADGE_STYLE)
        self.adjustSize()
        control.installEventFilter(self)
        self._place()
        self.show()

    def _place(self) -> None:
        control = self.parentWidget()
        if control is not None:
            self.move(max(0, control.width() - self.width() - 2), 2)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False


def mark_choice(button: QAbstractButton, chance: str) -> None:
    """A chance on a choice's button: after its number on a number's narrow button (a badge there
    hid the number), else as a badge; `clear_badges` takes it off."""
    words = button.text()
    if words.isdigit():
        button.setProperty(UNMARKED, words)
        button.setText(f"{words} · {chance}")
        button.setMinimumWidth(button.fontMetrics().horizontalAdvance(button.text()) + NUMBER_ROOM)
    else:
        ChanceBadge(chance, button)


def clear_badges(control: QWidget) -> None:
    for old in control.findChildren(QLabel, BADGE):
        old.setParent(None)   # gone at once: a badge never outlives the chances it showed
        old.deleteLater()
    words = control.property(UNMARKED)
    if isinstance(control, QAbstractButton) and isinstance(words, str) and words:
        control.setText(words)
        control.setProperty(UNMARKED, "")
