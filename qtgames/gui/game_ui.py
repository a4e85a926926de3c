"""What the shell asks of a game's screen, and what it hands a game's board and side panel.

The shell (main window, start page, review, rules viewer, editor window, smoke test) knows the
games only through these types and `registry.py`: each package `qtgames/gui/<game>/` exports
one `GameUI` as `UI`, found through the game's declaration. Whatever a game's board and panel need from each
other (a hand tile picked in the panel, previewed on the board) the game's own `screen`
wires; the shell wires only what every game shares.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QPixmap

from ..engine.core import Decision, Event, RuleViolation

if TYPE_CHECKING:
    from .editor.tools import EditorTools
    from .guide import Guide
    from .widgets.animation import AnimationQueue
    from .widgets.move_log import MoveLog


@dataclass(frozen=True)
class TableView:
    """What the screen shows now: the game as the viewer may see it."""

    state: Any            # the observation for `viewer` (the editor's board: a whole position it lays out)
    viewer: int | None    # the seat whose hidden parts may be shown; None = the public view
    names: list[str]
    decision: Decision | None   # the engine's pending decision (player, kind, rule, prompt)
    prompt: str
    legal: list[Any]      # the actions the viewer may take now ([] when not interactive)
    interactive: bool

    @classmethod
    def still(cls, state: Any) -> TableView:
        """A position to look at, with nobody deciding: the scenario editor's board."""
        return cls(state, None, [], None, "", [], False)

    def asks(self, kind: str) -> bool:
        """Whether the viewer decides now, and the decision is of `kind` ("place", "bid" …)."""
        return self.interactive and self.decision is not None and self.decision.kind == kind


class GameBoard(Protocol):
    """A game's board as the shell drives it. Every board is a `widgets.board_view.BoardView`
    (a QGraphicsView with the zoom, the signals and the `explain` hook all boards share) that
    draws a `TableView`; this lists what the shell uses of it."""

    explain: Callable[[Any], RuleViolation | None]
    told_on_card: Callable[[Event], bool]   # an event a card tells: the board does not say it again
    animation_ms_per_tile: int
    animations: AnimationQueue   # what the board is still showing; the window waits for it

    @property
    def actionChosen(self) -> SignalInstance:
        """An engine action the player chose on the board."""

    @property
    def previewStatus(self) -> SignalInstance:
        """A sentence about the move being tried, and whether it is legal."""

    def show_state(self, view: TableView) -> None:
        """Redraw from `view`, offering its legal choices when it is interactive."""

    def show_hint(self, action: Any) -> None:
        """Point at the action a hint suggests."""

    def animate(self, events: list[Event]) -> None:
        """Play the events that led to the state just shown (as steps of `animations`)."""

    def clear_notices(self) -> None:
        """Take the notices off the board (a new game, an undo, a review began)."""

    def notify(self, text: str) -> None:
        """Say over the board, for a few seconds, what just happened (a restarted AI, a ship lost)."""

    def setFocus(self) -> None:
        """Take the keyboard (play by keys starts on the board)."""


class SidePanel(Protocol):
    """A game's side panel as the shell drives it: the players, the choices that have no place
    on the board, the move log."""

    log: MoveLog

    @property
    def actionChosen(self) -> SignalInstance:
        """An engine action the player chose in the panel."""

    def show_state(self, view: TableView) -> None:
        """Redraw from `view`; hands are shown for `view.viewer` only."""

    def show_preview_status(self, text: str, legal: bool) -> None:
        """The verdict on the move being tried (a refusal names its rule)."""

    def add_events(self, events: list[Event], names: list[str]) -> None:
        """Append the events to the move log (and play what the panel animates)."""

    def clear_log(self) -> None:
        """Empty the move log for a new game."""


@dataclass(frozen=True)
class Loss:
    """A player put out of the game, and the engine's event that says how and why (its sentence,
    its rule): what the window's card tells the player who lost, and the result card tells all."""

    seat: int
    event: Event


@dataclass(frozen=True)
class GameScreen:
    """One game's board and side panel, already wired to each other by the game's package."""

    board: GameBoard
    panel: SidePanel


class GameUI(Protocol):
    """Everything a game shows, its package's `UI` (`registry.py` finds it). A game package's
    `__init__` stays light: the window opens on the start page, which shows only the games'
    cards, so `screen` and `editor_tools` import the board, panel and editor on first use
    (packaging/README.md, "Start time")."""

    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        """A new board and side panel, wired to each other. `describe` is the engine's label for
        an action in the shown state, for the panel's choice buttons."""

    def editor_tools(self) -> type[EditorTools]:
        """The scenario editor's tools for this game: a class, called with the document. Returned
        through a variable typed `type[EditorTools]`, which mypy lets hold only a class with every
        tool the editor calls (a bare `return` of an abstract class it lets pass)."""

    def card_art(self) -> QPixmap:
        """The start page's picture of the game (drawn at `widgets.card_art.ART`)."""

    def guide(self) -> Guide:
        """How to play: the pages of the game's guide (its words and the moments to draw)."""

    def option_value(self, option: str, value: str) -> str:
        """A rule option's value in plain words, translated: the engine keeps stable keys
        ("previous_opener") that records store, and no key is ever shown."""

    def result_lines(self, events: list[Event], names: list[str]) -> list[str]:
        """Lines the result screen adds under the points, from the game's scoring events; a game
        whose points have no parts to list adds none."""
        return []

    def losses(self, events: list[Event]) -> list[Loss]:
        """The players these events put out of the game before it ends, in order; a game that
        nobody leaves early has none."""
        return []

