"""What one game brings to the scenario editor: its palette, its side controls and board gestures.

The editor window is the same for every game: it owns the selection, the rubber band, undo,
the problem list, "Test a ruling" and "Play from here". It asks the game's tools what lies at
a point of the board, how to move, turn or remove it, and what a palette piece dropped there
means. Items are named by short keys ("square:C4", "ship:1") that the tools also derive from
a problem's path, so clicking a problem selects the piece it is about.
"""

from __future__ import annotations

import re
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping
from typing import Any, ClassVar

from PySide6.QtCore import QPoint, QPointF, QRectF
from PySide6.QtWidgets import QWidget

from ...engine.core import editing
from ...engine.core.editing import Position
from ...engine.core.messages import player
from ...engine.core.ruling import Verdict
from ..game_ui import TableView
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets.board_view import BoardView
from ..widgets.table_rows import TableRow
from .document import ScenarioDocument

# A path's list indexes and keys ("[2]", "[square=C4]"), which `last_field` looks past.
_INDEXES = re.compile(r"\[[^\]]*\]")
# A position path's parts: a field name, a list entry named by a field ([square=C4]) or an index ([1]).
_LIST_ENTRY = re.compile(r"position\.(\w+)\[(?:(\d+)|(\w+)=(\w+))\]")
_SEAT_INDEX = re.compile(r"\[(\d+)\]")   # a list entry by its index alone
_PATH_PART = re.compile(r"\.?([A-Za-z_]\w*)|\[(\w+)=([^\]]+)\]|\[(\d+)\]")


def path_words(path: str) -> str:
    """A position path read as words where the game has no name for it: `hands[0]` reads
    "hands 1" (lists of seats count from 1, as players do), `board[square=C4]` "board C4".

    >>> path_words("position.hands[0]")
    'hands 1'
    >>> path_words(".rotation")
    'rotation'
    """
    words = []
    for name, _key, value, index in _PATH_PART.findall(path.removeprefix("position")):
        words.append(name.replace("_", " ") if name else value or str(int(index) + 1))
    return " ".join(words)


def last_field(path: str) -> str:
    """The name of the field a position path ends in (`position.ships[2].alive`: "alive";
    `position.hands[0]`: "hands").

    >>> last_field("position.ships[2].alive")
    'alive'
    """
    return _INDEXES.sub("", path).rsplit(".", 1)[-1]


def capitalised(words: str) -> str:
    """Words that start a line: the engine's names are written for the middle of a sentence."""
    return words[:1].upper() + words[1:]


def field_rules(table: Mapping[str, tuple[str, ...]], field: str) -> str:
    """The rule IDs a game's `editing.FIELD_RULES` gives a position field, as a label cites them."""
    return ", ".join(table[field])


# Fields every game's position has, in words where a game has none of its own.
_COMMON_FIELDS = {"position.winners": QT_TRANSLATE_NOOP("EditorTools", "The winners"),
                  "position.score": QT_TRANSLATE_NOOP("EditorTools", "Points")}


class EditorTools(ABC):
    """One game's editing tools, bound to a document and the board view that shows it."""

    board: BoardView
    # Position fields (a path's last name) that hold a seat (-1: nobody) or a list of seats, and
    # lists that hold one plain value per seat (points, gold): "What changed" names the players.
    SEAT_FIELDS: ClassVar[frozenset[str]] = frozenset()
    PER_SEAT_FIELDS: ClassVar[frozenset[str]] = frozenset()
    # Position lists whose entries the game names (`entry_words`): the board's pieces.
    NAMED_LISTS: ClassVar[tuple[str, ...]] = ()

    def __init__(self, document: ScenarioDocument) -> None:
        self.document = document
        # "Test a ruling" asked about an action of the edited position (the window sets it): a tool
        # that sets up a moment ("draw this card here") shows the rules' answer in one click.
        self.ask_ruling: Callable[[Any], None] | None = None

    @classmethod
    @abstractmethod
    def blank_position(cls) -> Position:
        """The position a new scenario starts from: an empty table, every piece in its supply."""

    def tr(self, text: str, disambiguation: str | None = None, n: int = -1) -> str:
        """QObject.tr for tools that are no QObject: lupdate files `self.tr("…")` under the class
        it is written in, and this looks it up under the concrete class, so only a game's own
        tools class (never this base) may call it."""
        return translate(type(self).__name__, text, disambiguation, n)

    @property
    def position(self) -> Position:
        return self.document.position

    def set_field(self, key: str, value: Any, text: str) -> None:
        """Set a top-level value of the position (whose turn, the phase …) as one undo step `text`."""
        if self.position.get(key) != value:
            self.document.edit(editing.set_field(self.position, key, value), text)

    # ------------------------------------------------------------ widgets

    @abstractmethod
    def make_board(self) -> BoardView:
        """The game's board view, drawing without offering moves."""

    @abstractmethod
    def palette(self) -> QWidget:
        """The pieces to drag onto the board (their lists emit `dropped`)."""

    @abstractmethod
    def controls(self) -> QWidget:
        """Everything not on the board: hands, piles, whose turn, the dice."""

    def refresh(self) -> None:
        """Redraw the board and side controls from the document's state."""
        if self.document.state is not None:
            self.board.show_state(TableView.still(self.document.state))

    def show_verdict(self, verdict: Verdict | None) -> None:  # noqa: B027 (a default: games that draw nothing keep it)
        """"Test a ruling": show on the board what the action under the cursor would do, where a game
        can draw it (None: the cursor left the list). Games that draw nothing keep this."""

    # ------------------------------------------------------------ gestures

    def preview(self, what: dict[str, Any] | str | None, point: QPointF | None = None) -> None:  # noqa: B027 (a default)
        """While a palette piece (`what` a piece) or a board item (`what` its key) is dragged: show
        at scene `point` how it would land (None: the drag ended). Games that show nothing keep this."""

    def preview_piece(self, piece: dict[str, Any] | None, global_point: QPoint) -> None:
        """A palette drag's `dragged` signal: the preview at the board point under the cursor."""
        if piece is None:
            self.preview(None)
            return
        viewport = self.board.viewport()
        local = viewport.mapFromGlobal(global_point)
        self.preview(piece, self.board.mapToScene(local) if viewport.rect().contains(local) else None)

    def drop(self, piece: dict[str, Any], global_point: QPoint) -> bool:
        """A palette piece let go at `global_point`: place it if something there takes it."""
        viewport = self.board.viewport()
        local = viewport.mapFromGlobal(global_point)
        if not viewport.rect().contains(local):
            return False
        target = self.target_at(self.board.mapToScene(local))
        if target is None:
            return False
        self.drop_on_board(piece, target)
        return True

    @abstractmethod
    def target_at(self, point: QPointF) -> Any:
        """The place of the board under a scene point (a square, a field), or None."""

    @abstractmethod
    def drop_on_board(self, piece: dict[str, Any], target: Any) -> None: ...

    def key_of(self, piece: dict[str, Any]) -> str | None:
        """The board item a palette piece became, where the piece says which (a ship is its seat's
        wherever it stands); None: the item under the drop point."""
        return None

    @abstractmethod
    def key_at(self, point: QPointF) -> str | None:
        """The movable item under a scene point, or None."""

    @abstractmethod
    def move(self, key: str, target: Any) -> None:
        """Carry an item to another place (a drag on the board)."""

    @abstractmethod
    def rotate(self, keys: list[str], quarters: int) -> None: ...

    @abstractmethod
    def remove(self, keys: list[str]) -> None:
        """Take items off the board, back to their supply."""

    @abstractmethod
    def keys_in(self, rect: QRectF) -> list[str]:
        """The items inside a rubber band."""

    @abstractmethod
    def outline(self, key: str) -> QRectF | None:
        """Where an item is drawn, for the selection frame."""

    @abstractmethod
    def key_for_path(self, path: str) -> str | None:
        """The item a problem's path (`position.ships[1]`) is about, if it is on the board."""

    def describe(self, path: str) -> str:
        """What a position path (a problem's, a change's) is about, in words: the piece the game
        names for its longest part ("Ship 2 on D3"), then the rest of the path as words."""
        cut, words = len(path), path_words(path)
        while cut > 0:
            named = self.name_item(path[:cut])
            if named is None and path[:cut] in _COMMON_FIELDS:
                named = translate("EditorTools", _COMMON_FIELDS[path[:cut]])
            if named is not None:
                seat = _SEAT_INDEX.fullmatch(path[cut:])
                # A list of one value per seat counts players: its entry is the player's.
                rest = (player(int(seat[1])) if seat and last_field(path[:cut]) in self.PER_SEAT_FIELDS
                        else path_words(path[cut:]))
                words = f"{named} · {rest}" if rest else named
                break
            cut = max(path.rfind(".", 0, cut), path.rfind("[", 0, cut))
        return capitalised(words)

    def name_item(self, path: str) -> str | None:
        """The game's words for the piece or part of the position at `path` ("Ship 2 on D3",
        "Player 1's hand"), or None where it has none."""
        return None

    def name_entry(self, path: str, entry: Any) -> str | None:
        """The game's words for `entry`, a list entry the position format writes at `path`
        (`position.board[square=D1]`) that a ruling's action put there or took away, so it is
        named from its own fields, not from the position now; None where the game has none."""
        field, _ = self.entry_at(path)
        return self.entry_words(field, entry) if field in self.NAMED_LISTS and isinstance(entry, dict) else None

    def entry_words(self, field: str, entry: Any) -> str:
        """An entry of one of the `NAMED_LISTS`: as the file writes it (a dict), or by its key
        alone (a piece no longer there)."""
        raise NotImplementedError(f"{type(self).__name__} names no entries of {field}")

    def value_words(self, path: str, value: Any) -> str | None:
        """The game's words for a value at `path` that is no seat and no yes/no (a phase, an edge
        point), or None: the value is shown as the file writes it."""
        return None

    def item_words(self, path: str, item: Any) -> str | None:
        """The game's words for one item of the list at `path` (a pile's tile, a supply's
        daikaiju), for a change told by what went out and came in; None: as the file writes it."""
        return None

    def index_words(self, path: str, index: int) -> str | None:
        """What the `index`th value of the list at `path` is about, where the list holds one value
        per something (per seat, `PER_SEAT_FIELDS`: its player), so a change names whose value
        changed; None where the places in the list mean nothing."""
        return player(index) if last_field(path) in self.PER_SEAT_FIELDS else None

    def entry_change_words(self, path: str, before: Any, after: Any) -> str | None:
        """All the changes of the list entry at `path` (`position.ships[1]`) in one line (a ship
        that sailed on: where it was and where it is), from the entry `before` and `after`; None:
        a line per change."""
        return None

    def entry_at(self, path: str, seats: tuple[str, ...] = ()) -> tuple[str, Any]:
        """The top-level list a path names (`position.board[3]`, `position.board[square=C4]`) and
        its entry now: for the lists in `seats` (one entry per seat) the seat's index; for others
        the entry named by index or by a field's value, or that value alone when no entry has it
        any more (a piece taken off). ("", None) for any other path."""
        found = _LIST_ENTRY.fullmatch(path)
        if found is None:
            return "", None
        field, index, key, value = found.groups()
        if field in seats:
            return field, int(index) if index is not None else None
        entries = self.position.get(field, [])
        if index is not None:
            return field, entries[int(index)] if int(index) < len(entries) else None
        return field, next((e for e in entries if isinstance(e, dict) and str(e.get(key)) == value), value)

    def remove_from_controls(self) -> bool:
        """Delete pressed while a piece is chosen in one of the side controls' lists (a hand's tile,
        the list having the focus): send it back to its supply. False when none is chosen there,
        so the board's selection goes instead."""
        return False

    def table_rows(self) -> list[TableRow]:
        """What the board does not show (the hands, the auction), as rows under a picture of it;
        empty where the board shows everything."""
        return []

    def reveal(self, path: str) -> bool:
        """Bring forward the side control a problem's path is about when it is not on the board
        (a hand, a pile); False when no control shows it."""
        return False
