"""The scenario editor's tools for Entdecker: cards, units and the ship on the board; the stacks,
reserve piles, box, drawn card, personal tiles and discovery tokens beside it.

Every change goes through `engine/entdecker/editing.py` on the position format, so a card laid
on the board leaves its stack, one pushed off goes back to its supply, and each edit is one
undo step. The lists beside the board take dropped pieces as the board does: a storm dragged
from the palette onto stack 2 becomes that stack's next card, a token dragged onto a player is
theirs. The palette offers cards by kind (plain headlands are alike at the table); a particular
card is dragged from the list that holds it. The side controls live in `editor_controls.py`.
"""

from __future__ import annotations

import math
import re
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QPoint, QPointF, QRectF, QSize, Qt
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import QLabel, QListWidgetItem, QVBoxLayout, QWidget

from ...engine.core.editing import Position
from ...engine.core.messages import player
from ...engine.entdecker import editing
from ...engine.entdecker.board import squares_by_name
from ...engine.entdecker.data import EntdeckerData, TileSpec, load_data
from ...engine.entdecker.game import circle_name
from ...engine.entdecker.state import UNIT_NAMES, Draw, EntdeckerState
from ..editor.document import ScenarioDocument
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import EditorTools, last_field
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from .art import part_anchor, route_anchor, unit_path
from .board import EntdeckerBoard, ship_polygons, unit_item
from .editor_controls import FLAGS, PHASE_WORDS, RECORD_FIELDS, EntdeckerControls, card_icon, kind_name, shape_name
from .geometry import SQUARE, circle_at, ship_centre, square_at, square_rect, unit_centre

GRAB_RADIUS = SQUARE * 0.22


@dataclass(frozen=True, slots=True)
class Spot:
    """Where on the board a piece is let go: a square (and the point inside it, 0-1 across and
    down, to pick a land part or sea route) or a starting circle."""

    square: str | None = None
    circle: int | None = None
    x: float = 0.5
    y: float = 0.5


def kind_piece(spec: TileSpec) -> dict[str, Any]:
    """The palette piece standing for every card of `spec`'s kind."""
    shape, back, event = editing.card_kind(spec)
    return {"kind": "spare", "shape": shape, "back": back, "event": event}


def unit_pixmap(kind: int, owner: int, size: int = 40) -> QPixmap:
    """A unit for the palette, drawn like the board's pieces."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(size / 2, size / 2)
    painter.setBrush(colours.player_colour(owner))
    painter.setPen(QPen(QColor("#1a1a1a"), 2))
    painter.drawPath(unit_path(kind, size * 0.9))
    painter.end()
    return pixmap


def ship_pixmap(size: int = 44) -> QPixmap:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.translate(size / 2, size * 0.62)
    for polygon, colour in ship_polygons(size * 0.4):
        painter.setPen(QPen(QColor("#222"), 1.5))
        painter.setBrush(colour)
        painter.drawPolygon(polygon)
    painter.end()
    return pixmap


def _nearest(anchors: list[tuple[float, float]], x: float, y: float) -> int:
    """The index of the anchor nearest to (x, y); 0 when there is none."""
    if not anchors:
        return 0
    return min(range(len(anchors)), key=lambda i: math.hypot(anchors[i][0] - x, anchors[i][1] - y))


def _enable(item: QListWidgetItem, enabled: bool) -> None:
    """Grey out a palette piece none of which is left to lay (dragging it then does nothing)."""
    flags = item.flags()
    item.setFlags(flags | Qt.ItemFlag.ItemIsEnabled if enabled else flags & ~Qt.ItemFlag.ItemIsEnabled)


def _keeping_colour(icon: QIcon, pixmap: QPixmap) -> QIcon:
    """`icon` with a faded rather than grey look when disabled."""
    faded = QPixmap(pixmap.size())
    faded.fill(Qt.GlobalColor.transparent)
    painter = QPainter(faded)
    painter.setOpacity(0.35)
    painter.drawPixmap(0, 0, pixmap)
    painter.end()
    icon.addPixmap(faded, QIcon.Mode.Disabled)
    return icon


_STACK_PATH = re.compile(r"position\.stacks\[(\d+)\]")
_TOKENS_PATH = re.compile(r"position\.(token_piles|tokens)\[(\d+)\]")
_LISTED_PATH = re.compile(r"position\.(reserve|personal)\[(\d+)\]")
# Fields named by their label on the Position tab (EntdeckerControls' own words).
_CONTROL_LABELS = ((("players", QT_TRANSLATE_NOOP("EntdeckerControls", "Players")),
                    ("first", QT_TRANSLATE_NOOP("EntdeckerControls", "Spinner holder")),
                    ("round", QT_TRANSLATE_NOOP("EntdeckerControls", "Round")),
                    ("spin", QT_TRANSLATE_NOOP("EntdeckerControls", "Spinner shows")),
                    ("rng", QT_TRANSLATE_NOOP("EntdeckerControls", "Spinner state")),
                    ("budget", QT_TRANSLATE_NOOP("EntdeckerControls", "Declared, unused")),
                    ("token_piles", QT_TRANSLATE_NOOP("EntdeckerControls", "Discovery token piles")))
                   + FLAGS + tuple((field, label) for field, label, _ in RECORD_FIELDS if field != "winners"))


class EntdeckerTools(EditorTools):
    """Drag cards, units and the ship; stack, box and hand cards; give tokens; set the turn."""

    SEAT_FIELDS = frozenset({"active", "first", "owner", "token_queue", "winners"})
    PER_SEAT_FIELDS = frozenset({"gold", "score"})
    NAMED_LISTS = ("board", "units")

    def __init__(self, document: ScenarioDocument) -> None:
        super().__init__(document)
        self.data: EntdeckerData = load_data()
        self.names = squares_by_name(self.data.columns, self.data.rows)
        self.board = EntdeckerBoard()
        self.cards = self._piece_list("palette-cards", 44)
        self.reserve_cards = self._piece_list("palette-reserve", 44)
        self.units = self._piece_list("palette-units", 26)
        # Seven units a row: the ship, then two players' scout, fort and settlement; four players in two rows.
        self.units.setGridSize(QSize(35, 48))
        self.units.setFixedHeight(2 * 48 + 8)
        # Each kind's cards, by its first card (in the data file's order: open sea first).
        self._alike: dict[int, list[int]] = {}
        firsts: dict[tuple[str, str, str | None], int] = {}
        for spec in self.data.tiles:
            first = firsts.setdefault(editing.card_kind(spec), spec.id)
            self._alike.setdefault(first, []).append(spec.id)
        self._kinds = [self.data.tiles[first] for first in self._alike]
        for spec in self._kinds:
            pieces = self.reserve_cards if spec.back == "reserve" else self.cards
            pieces.add_piece(kind_piece(spec), card_icon(spec), kind_name(spec), "")
        self.controls_widget = EntdeckerControls(self)
        # The lists and fields follow the position; the board alone is redrawn on every selection.
        document.changed.connect(self._show_position)
        self._show_position()

    @classmethod
    def blank_position(cls) -> Position:
        return editing.blank_position(load_data())

    def make_board(self) -> BoardView:
        return self.board

    @staticmethod
    def _piece_list(name: str, icon_size: int) -> PieceList:
        pieces = PieceList(icon_size)
        pieces.setObjectName(name)
        return pieces

    # ------------------------------------------------------------ palette

    def palette(self) -> QWidget:
        widget = QWidget()
        layout = QVBoxLayout(widget)
        cards = self.tr("Exploration cards (by kind: how many are not in play)")
        for title, pieces, stretch in ((cards, self.cards, 8),
                                       (self.tr("Reserve cards"), self.reserve_cards, 4),
                                       (self.tr("Units (how many each player has left) and the ship"), self.units, 0)):
            heading = QLabel(f"<b>{title}</b>")
            heading.setWordWrap(True)
            layout.addWidget(heading)
            layout.addWidget(pieces, stretch)
        return widget

    def _refresh_palette(self, position: Position) -> None:
        for spec in self._kinds:
            pieces = self.reserve_cards if spec.back == "reserve" else self.cards
            item = pieces.item_for(kind_piece(spec))
            assert item is not None
            alike = self._alike[spec.id]
            free = editing.spare_cards(position, self.data, editing.card_kind(spec))
            item.setText(f"{kind_name(spec)}\n×{len(free)}")
            _enable(item, bool(free))
            back = {"plain": self.tr("plain back"), "question": self.tr("? back"),
                    "reserve": self.tr("reserve card")}[spec.back]
            item.setToolTip(self.tr("{shape} ({back}), cards {first}–{last}: {free} of {all} not in play. Drag onto "
                                    "a square, or onto a stack or pile.").format(
                shape=shape_name(spec).capitalize(), back=back, first=alike[0], last=alike[-1],
                free=len(free), all=len(alike)))
        players = position["players"]
        if self.units.count() != 3 * players + 1:
            self.units.clear()
            self.units.add_piece({"kind": "ship"}, ship_pixmap(), self.tr("ship"),
                                 self.tr("The ship: drag it onto a starting circle or onto a card's sea route"))
            for seat in range(players):
                for kind, name in enumerate(UNIT_NAMES):
                    item = self.units.add_piece({"kind": "unit", "owner": seat, "unit": name},
                                                unit_pixmap(kind, seat), "", "")
                    item.setIcon(_keeping_colour(item.icon(), unit_pixmap(kind, seat)))
        for row in range(1, self.units.count()):
            item = self.units.item(row)
            piece = item.data(PIECE_ROLE)
            left = editing.units_left(position, self.data, piece["owner"], piece["unit"])
            item.setText(f"×{left}")
            _enable(item, left > 0)   # its colour stays: whose unit it is matters more than that none is left
            item.setToolTip(self.tr("Player {seat}'s units ({unit}): {left} in the supply. Drag one onto a card's "
                                    "land.").format(seat=piece["owner"] + 1, unit=translate("Unit", piece["unit"]),
                                                    left=left))

    # ------------------------------------------------------------ side controls

    def controls(self) -> QWidget:
        return self.controls_widget   # the editor window scrolls it

    def drop(self, piece: dict[str, Any], global_point: QPoint) -> bool:
        place = self.controls_widget.zone_at(global_point)
        if place is not None:
            self.put_in(piece, *place)
            return True
        return super().drop(piece, global_point)

    def put_in(self, piece: dict[str, Any], field: str, index: int) -> None:
        """A card or token let go over a list beside the board: it goes on top there."""
        where = {"stacks": self.tr("stack {n}"), "reserve": self.tr("reserve pile {n}"), "boxed": self.tr("the box"),
                 "personal": self.tr("player {n}'s personal tiles"), "drawn": self.tr("the drawn card"),
                 "token_piles": self.tr("token pile {n}"), "tokens": self.tr("player {n}")}[field].format(n=index + 1)
        if piece["kind"] == "token" and field in editing.TOKEN_PLACES:
            self.document.edit(editing.put_token(self.position, piece["id"], field, index),
                               self.tr("Put token {token} on {where}").format(token=piece["id"], where=where))
            return
        card = self.card_of(piece)
        if card is not None and field in editing.CARD_PLACES:
            self.document.edit(editing.put_card(self.position, self.data, card, field, index),
                               self.tr("Put card {card} on {where}").format(card=card, where=where))

    def draw_next(self, piece: dict[str, Any]) -> None:
        """One click to a drawn card: the position where the card `piece` stands for is drawn next
        (the engine's `ready_to_draw`), then that draw asked about in "Test a ruling"."""
        card = self.card_of(piece)
        if card is None:
            return
        try:
            position, stack = editing.ready_to_draw(self.position, self.data, card)
        except ValueError:
            return   # a reserve card is never drawn: nothing to set up
        self.document.edit(position, self.tr("Card {card} to be drawn next").format(card=card))
        if self.ask_ruling is not None:
            self.ask_ruling(Draw(stack))

    def card_of(self, piece: dict[str, Any]) -> int | None:
        """The card a dragged piece stands for: itself, or a spare one of the palette's kind."""
        if piece["kind"] == "card":
            return int(piece["id"])
        if piece["kind"] == "spare":
            spare = editing.spare_cards(self.position, self.data, (piece["shape"], piece["back"], piece["event"]))
            return spare[0] if spare else None
        return None

    # ------------------------------------------------------------ showing the position

    def refresh(self) -> None:
        super().refresh()
        self._draw_strays(self.position)

    def _show_position(self) -> None:
        self._refresh_palette(self.position)
        self.controls_widget.show_position(self.position)

    def spec(self, card: int) -> TileSpec:
        state = self._state()
        if state is not None and card < len(state.specs):
            return state.specs[card]
        return self.data.tiles[min(card, len(self.data.tiles) - 1)]

    def _draw_strays(self, position: Position) -> None:
        """Units the rules left out of the state (on water, on an undiscovered square) are drawn faded
        in the square's middle, so they can be seen, selected and moved."""
        state = self._state()
        if state is None:
            return
        for unit in position.get("units", []):
            square = self.names.get(unit["square"].upper())
            if square is None or state.unit_owner[square] >= 0:
                continue
            item = unit_item(UNIT_NAMES.index(unit["kind"]), unit["owner"])
            item.setOpacity(0.55)
            item.setPen(QPen(colours.ILLEGAL, 3, Qt.PenStyle.DashLine))
            item.setToolTip(self.tr("This unit cannot stand here: see the problem list"))
            item.setPos(unit_centre(state, square, unit["part"]))
            self.board.scene().addItem(item)

    # ------------------------------------------------------------ board geometry

    def _state(self) -> EntdeckerState | None:
        state: EntdeckerState | None = self.document.state
        return state

    def _index(self, name: str) -> int:
        return self.names[name.upper()]

    def _unit_point(self, unit: dict[str, Any]) -> QPointF | None:
        state = self._state()
        square = self.names.get(unit["square"].upper())
        if state is None or square is None:
            return None
        return unit_centre(state, square, unit.get("part", 0))

    def _ship_point(self) -> QPointF | None:
        state = self._state()
        return ship_centre(state) if state is not None else None

    def target_at(self, point: QPointF) -> Spot | None:
        state = self._state()
        if state is None:
            return None
        circle = circle_at(state, point)
        if circle is not None:
            return Spot(circle=circle)
        square = square_at(state, point)
        if square is None:
            return None
        rect = square_rect(state, square)
        return Spot(square=state.board.square_name(square), x=(point.x() - rect.left()) / rect.width(),
                    y=(point.y() - rect.top()) / rect.height())

    def _part_at(self, spot: Spot) -> int:
        """The land part of the card under `spot` nearest to where the unit was let go."""
        state = self._state()
        look = state.looks[self._index(spot.square)] if state is not None and spot.square else None
        anchors = [part_anchor(look, p) for p in range(len(look.parts))] if look is not None else []
        return _nearest(anchors, spot.x, spot.y)

    def _route_at(self, spot: Spot) -> int:
        state = self._state()
        look = state.looks[self._index(spot.square)] if state is not None and spot.square else None
        anchors = [route_anchor(look, r) for r in range(len(look.routes))] if look is not None else []
        return _nearest(anchors, spot.x, spot.y)

    def _ship_to(self, spot: Spot) -> None:
        if spot.circle is not None:
            self.document.edit(editing.ship_to_circle(self.position, spot.circle),
                               self.tr("Put the ship on starting circle {circle}").format(circle=spot.circle))
        elif spot.square is not None:
            self.document.edit(editing.ship_to_square(self.position, spot.square, self._route_at(spot)),
                               self.tr("Sail the ship to {square}").format(square=spot.square))

    def drop_on_board(self, piece: dict[str, Any], target: Spot) -> None:
        if piece["kind"] == "ship":
            self._ship_to(target)
            return
        square = target.square
        if square is None:
            return
        card = self.card_of(piece)
        if card is not None:
            self.document.edit(editing.lay_card(self.position, self.data, card, square),
                               self.tr("Lay card {card} on {square}").format(card=card, square=square))
        elif piece["kind"] == "unit":
            self.document.edit(editing.put_unit(self.position, self.data, piece["owner"], piece["unit"], square,
                                                self._part_at(target)),
                               self.tr("Set player {seat}'s {unit} on {square}").format(
                                   seat=piece["owner"] + 1, unit=translate("Unit", piece["unit"]), square=square))

    def key_at(self, point: QPointF) -> str | None:
        ship = self._ship_point()
        if ship is not None and _distance(ship, point) <= GRAB_RADIUS:
            return "ship"
        for unit in self.position.get("units", []):
            where = self._unit_point(unit)
            if where is not None and _distance(where, point) <= GRAB_RADIUS:
                return f"unit:{unit['square'].upper()}"
        target = self.target_at(point)
        if target is not None and target.square and editing.card_on(self.position, target.square) is not None:
            return f"card:{target.square}"
        return None

    def move(self, key: str, target: Spot) -> None:
        kind, _, name = key.partition(":")
        if kind == "ship":
            self._ship_to(target)
        elif target.square is None:
            return
        elif kind == "card":
            self.document.edit(editing.move_card(self.position, self.data, name, target.square),
                               self.tr("Move the card on {square} to {target}").format(square=name,
                                                                                       target=target.square))
        else:
            self.document.edit(editing.move_unit(self.position, name, target.square, self._part_at(target)),
                               self.tr("Move the unit on {square} to {target}").format(square=name,
                                                                                       target=target.square))

    def rotate(self, keys: list[str], quarters: int) -> None:
        position = self.position
        for key in keys:
            kind, _, name = key.partition(":")
            if kind == "card":
                position = editing.turn_card(position, name, quarters)
        self.document.edit(position, self.tr("Turn clockwise") if quarters > 0 else self.tr("Turn anticlockwise"))

    def remove(self, keys: list[str]) -> None:
        position = self.position
        for key in keys:
            kind, _, name = key.partition(":")
            if kind == "card":
                position = editing.lift_card(position, self.data, name)
            elif kind == "unit":
                position = editing.lift_unit(position, name)
            else:
                position = editing.lift_ship(position)
        self.document.edit(position, self.tr("Remove"))

    def keys_in(self, rect: QRectF) -> list[str]:
        keys = [f"card:{entry['square'].upper()}" for entry in self.position.get("board", [])]
        keys = [key for key in keys if rect.intersects(self.outline(key) or QRectF())]
        keys += [f"unit:{unit['square'].upper()}" for unit in self.position.get("units", [])
                 if rect.contains(self._unit_point(unit) or QPointF(-1e9, -1e9))]
        ship = self._ship_point()
        if ship is not None and rect.contains(ship):
            keys.append("ship")
        return keys

    def outline(self, key: str) -> QRectF | None:
        state = self._state()
        kind, _, name = key.partition(":")
        if state is None:
            return None
        if kind == "card":
            found = editing.card_on(self.position, name)
            return square_rect(state, self._index(name)) if found is not None else None
        unit = editing.unit_on(self.position, name) if kind == "unit" else None
        where = self._unit_point(unit) if unit is not None else (self._ship_point() if kind == "ship" else None)
        if where is None:
            return None
        return QRectF(where.x() - GRAB_RADIUS, where.y() - GRAB_RADIUS, 2 * GRAB_RADIUS, 2 * GRAB_RADIUS)

    def name_item(self, path: str) -> str | None:
        """Cards and units in words, where they lie now; the ship."""
        field, entry = self.entry_at(path)
        if field in self.NAMED_LISTS and entry is not None:
            return self.entry_words(field, entry)
        stack = _STACK_PATH.fullmatch(path)
        if stack is not None:
            return self.tr("Stack {stack}").format(stack=int(stack[1]) + 1)
        tokens = _TOKENS_PATH.fullmatch(path)
        if tokens is not None:
            return (self.tr("Discovery token pile {pile}").format(pile=int(tokens[2]) + 1) if tokens[1] == "token_piles"
                    else self.tr("{player}'s discovery tokens").format(player=player(int(tokens[2]))))
        listed = _LISTED_PATH.fullmatch(path)
        if listed is not None:
            number = int(listed[2])
            return (self.tr("Reserve pile {pile}").format(pile=number + 1) if listed[1] == "reserve"
                    else self.tr("{player}'s personal tiles").format(player=player(number)))
        words = {"position.ship": self.tr("The ship"), "position.active": self.tr("Whose turn"),
                 "position.made_tiles": self.tr("Cards made for this position"),
                 "position.reserve": self.tr("The reserve piles"), "position.personal": self.tr("Personal tiles"),
                 "position.phase": self.tr("The phase"), "position.boxed": self.tr("The box"),
                 "position.drawn": self.tr("The drawn card"), "position.gold": self.tr("Gold")}
        if path in words:
            return words[path]
        controls = {f"position.{field}": label for field, label in _CONTROL_LABELS}   # as the Position tab says
        return translate("EntdeckerControls", controls[path]) if path in controls else None

    def entry_words(self, field: str, entry: Any) -> str:
        """A card or a unit: as the file writes it, or by its square alone once it is gone."""
        if field == "board":
            return (self.tr("Card {card} on {square}").format(card=entry["tile"], square=entry["square"])
                    if isinstance(entry, dict) else self.tr("The card on {square}").format(square=entry))
        return (self.tr("{unit} of {player} on {square}").format(
            unit=translate("Unit", entry["kind"]).capitalize(), player=player(entry["owner"]), square=entry["square"])
            if isinstance(entry, dict) else self.tr("The unit on {square}").format(square=entry))

    def value_words(self, path: str, value: Any) -> str | None:
        """A phase as the phase box names it, the drawn card by its number (or none)."""
        if path == "position.phase" and value in PHASE_WORDS:
            return translate("EntdeckerControls", PHASE_WORDS[value])
        if path == "position.drawn" and isinstance(value, int):
            return self.tr("card {card}").format(card=value) if value >= 0 else self.tr("none")
        return None

    def entry_change_words(self, path: str, before: Any, after: Any) -> str | None:
        """The ship that moved on, in one line: from a circle or a card's sea route to another."""
        if path != "position.ship" or not isinstance(before, dict) or not isinstance(after, dict):
            return None
        return self.tr("The ship: {before} → {after}").format(before=self._ship_place(before),
                                                              after=self._ship_place(after))

    def _ship_place(self, ship: dict[str, Any]) -> str:
        """Where the ship stands as the position writes it: a starting circle (by the engine's
        name for it), a card's sea route, or nowhere yet."""
        state = self.document.state
        if isinstance(ship.get("circle"), int) and state is not None and ship["circle"] < len(state.board.circles):
            return circle_name(state.board, ship["circle"])
        if "square" in ship:
            return self.tr("{square}, sea route {route}").format(square=ship["square"], route=ship.get("route", 0) + 1)
        return self.tr("not on the board")

    def item_words(self, path: str, item: Any) -> str | None:
        """A card of a stack or the box by its number, as the board names a laid card."""
        return self.tr("card {card}").format(card=item) if (
            last_field(path) in ("stacks", "boxed") and isinstance(item, int)) else None

    def key_for_path(self, path: str) -> str | None:
        field, _, rest = path.removeprefix("position.").partition("[")
        field = field.split(".")[0]
        if field == "ship":
            return "ship" if self._ship_point() is not None else None
        index = rest.split("]")[0]
        items = self.position.get(field, [])
        if not index.isdigit() or int(index) >= len(items):
            return None
        item = items[int(index)]
        if field == "board":
            return f"card:{item['square'].upper()}"
        if field == "units":
            return f"unit:{item['square'].upper()}"
        if field == "placed_now" and editing.card_on(self.position, item) is not None:
            return f"card:{item.upper()}"
        return None


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())
