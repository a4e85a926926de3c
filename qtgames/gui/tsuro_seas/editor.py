"""The scenario editor's tools for Tsuro of the Seas: wake tiles, daikaiju, ships, hands, pile, dice.

All changes go through `engine/tsuro_seas/editing.py` on the position format, so a tile moved
from a hand to the board leaves the hand, and each edit is one undo step. A ship put on a square
faces out of it through the edge point nearest to where it was let go (on the board's edge, and
in the margin beside it, that point is a starting mark); R turns it around its square. While a
ship is dragged, an arrow shows where it would stand and which way it would sail.
"""

from __future__ import annotations

import math
from typing import Any

from PySide6.QtCore import QPointF, QRectF, QRegularExpression, Qt
from PySide6.QtGui import QColor, QPainter, QPainterPath, QPen, QPixmap, QRegularExpressionValidator
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QGraphicsPathItem,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.core.messages import player
from ...engine.core.rng import Rng
from ...engine.core.ruling import Verdict
from ...engine.tsuro_seas import editing
from ...engine.tsuro_seas.board import geometry
from ...engine.tsuro_seas.data import TsuroData, load_data
from ...engine.tsuro_seas.events import kaiju_label, kaiju_name, mark_name, point_name
from ...engine.tsuro_seas.state import PlaceTile
from ..editor.document import ScenarioDocument
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import EditorTools, capitalised, last_field
from ..i18n import QT_TRANSLATE_NOOP
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.panel_parts import note
from ..widgets.table_rows import TableRow
from .art import daikaiju_pixmap, inward, point_at, ship_polygon, tile_pixmap
from .board import TsuroBoard
from .layout import MARGIN, SQUARE, square_rect

# The phases a position may be in, by their key in the position format and in words.
PHASES = {"start": QT_TRANSLATE_NOOP("TsuroTools", "Choosing starting marks"),
          "place": QT_TRANSLATE_NOOP("TsuroTools", "Laying tiles"),
          "bonus": QT_TRANSLATE_NOOP("TsuroTools", "Swapping tiles with the eliminated players' hands"),
          "relocate": QT_TRANSLATE_NOOP("TsuroTools", "Choosing another starting mark"),
          "over": QT_TRANSLATE_NOOP("TsuroTools", "Game over")}
SHIP_GRAB_RADIUS = 22.0
# How far into the margin a drop still counts as the edge square's (its starting marks lie there).
EDGE_REACH = MARGIN * 0.8


def named_square(size: int, name: str) -> int:
    """The square of a name the position holds (the position reader has checked it names one)."""
    square = geometry(size).square_named(name)
    assert square is not None, f"{name} names no square of the board"
    return square


class FacingArrow(QGraphicsPathItem):
    """Where a dragged ship would stand and the way it would sail: `ship` is that ship in the
    position format ({"square", "point", "on_start", …}), as the editing function makes it."""

    def __init__(self, seat: int, ship: dict[str, Any], size: int) -> None:
        super().__init__()
        self.seat, self.ship = seat, ship
        rect = square_rect(size, named_square(size, ship["square"]))
        start = point_at(rect, ship["point"])
        dx, dy = inward(ship["point"])
        length = SQUARE * 0.55
        end = QPointF(start.x() + dx * length, start.y() + dy * length)
        head = SQUARE * 0.16
        path = QPainterPath(start)
        path.lineTo(end)
        for side in (1, -1):
            path.moveTo(end)
            path.lineTo(end.x() - dx * head - dy * head * side * 0.7, end.y() - dy * head + dx * head * side * 0.7)
        self.setPath(path)
        self.setPen(QPen(colours.player_colour(seat), 6, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap))
        self.setZValue(60)


def ship_pixmap(seat: int, size: int = 48) -> QPixmap:
    """A seat's ship for the palette, drawn like the board's hulls."""
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setBrush(colours.player_colour(seat))
    painter.setPen(QPen(QColor("#111111"), 1.5))
    painter.drawPolygon(ship_polygon(QPointF(size / 2, size * 0.95), (0.0, -1.0), size * 0.85))
    painter.end()
    return pixmap


class TsuroTools(EditorTools):
    """Drag tiles, daikaiju and ships; fill hands; order the pile; set whose turn and the dice."""

    SEAT_FIELDS = frozenset({"active", "winners", "eliminated", "bonus_from"})
    NAMED_LISTS = ("board", "daikaiju")
    board: TsuroBoard   # a ruling's tile placement is previewed the way play previews it

    def __init__(self, document: ScenarioDocument) -> None:
        super().__init__(document)
        self.data: TsuroData = load_data()
        self.board = TsuroBoard()
        self.tiles = PieceList(52)
        self.tiles.setObjectName("palette-tiles")
        self.kaiju = PieceList(52)
        self.kaiju.setObjectName("palette-daikaiju")
        self.ships = PieceList(40)
        self.ships.setObjectName("palette-ships")
        self._fill_palette()
        self._controls = self._build_controls()

    @classmethod
    def blank_position(cls) -> dict[str, Any]:
        return editing.blank_position(load_data())

    def make_board(self) -> BoardView:
        return self.board

    def show_verdict(self, verdict: Verdict | None) -> None:
        """A placement under the cursor: its tile in front of the ship and the routes it sails every
        ship on, as in play (the engine's trace)."""
        self.board.clear_placement()
        if verdict is not None and isinstance(verdict.action, PlaceTile) and self.document.playable:
            self.board.show_placement(verdict.action, verdict.legal)

    # ------------------------------------------------------------ palette

    def _fill_palette(self) -> None:
        """Tiles grouped by wake pattern (tiles that differ only by a turn sit together)."""
        by_pattern: dict[tuple[int, ...], list[int]] = {}
        for tile in range(self.data.tile_count):
            pattern = min(self.data.rotated[tile])
            by_pattern.setdefault(pattern, []).append(tile)
        for tiles in sorted(by_pattern.values()):
            for tile in tiles:
                self.tiles.add_piece({"kind": "tile", "id": tile}, tile_pixmap(self.data.rotated[tile][0]),
                                     str(tile),
                                     self.tr("Wake tile: drag onto a square or into a hand"))
        for spec in self.data.daikaiju:   # captioned by the name the board and the log give it
            self.kaiju.add_piece({"kind": "daikaiju", "id": spec.id},
                                 daikaiju_pixmap(spec.rotation_number, spec.gold_arrow, 0), kaiju_label(spec.id),
                                 self.tr("{daikaiju}: drag onto a square").format(
                                     daikaiju=capitalised(kaiju_name(spec.id))))

    def palette(self) -> QWidget:
        widget = QWidget()
        layout = QVBoxLayout(widget)
        for title, pieces in ((self.tr("Wake tiles"), self.tiles), (self.tr("Daikaiju"), self.kaiju),
                              (self.tr("Ships"), self.ships)):
            layout.addWidget(QLabel(f"<b>{title}</b>"))
            layout.addWidget(pieces, 3 if pieces is self.tiles else 1)
        return widget

    # ------------------------------------------------------------ side controls

    def _build_controls(self) -> QWidget:
        widget = QWidget()
        layout = QVBoxLayout(widget)
        form = QFormLayout()
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 8)
        self.players.valueChanged.connect(self._set_players)
        self.active = QComboBox()
        self.active.setObjectName("active-seat")
        self.active.activated.connect(lambda i: self.set_field("active", i, self.tr("Set whose turn it is")))
        self.phase = QComboBox()
        self.phase.setObjectName("phase")
        for key, words in PHASES.items():
            self.phase.addItem(self.tr(words), key)
        self.phase.activated.connect(lambda i: self.set_field("phase", self.phase.itemData(i), self.tr("Set the phase")))
        self.turn = QSpinBox()
        self.turn.setObjectName("turn-number")
        self.turn.setRange(0, 999)
        self.turn.valueChanged.connect(lambda v: self.set_field("turn", v, self.tr("Set the turn number")))
        # The dice's whole state is one 64-bit number (core/rng.py): after any roll it is far
        # beyond a spin box's range, so it is typed as digits.
        self.dice = QLineEdit()
        self.dice.setObjectName("dice-seed")
        self.dice.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,20}")))
        self.dice.editingFinished.connect(self._set_dice)
        self.rolls = QLabel()
        self.rolls.setToolTip(self.tr("The next rolls of the gold and blue dice with this dice seed"))
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Whose turn"), self.active)
        form.addRow(self.tr("Phase"), self.phase)
        form.addRow(self.tr("Turn", "the turn number"), self.turn)
        form.addRow(self.tr("Dice seed"), self.dice)
        form.addRow(self.tr("Next rolls"), self.rolls)
        layout.addLayout(form)
        self.hands_box = QGroupBox(self.tr("Hands"))
        self.hands_layout = QFormLayout(self.hands_box)
        self.hands_layout.addRow(note(self.tr("Drop tiles here; Delete sends the chosen one back to the pile.")))
        self.hand_lists: list[PieceList] = []
        layout.addWidget(self.hands_box)
        pile_box = QGroupBox(self.tr("Draw pile"))
        pile_column = QVBoxLayout(pile_box)
        pile_column.addWidget(note(self.tr("The first is drawn first.")))
        pile_layout = QHBoxLayout()
        pile_column.addLayout(pile_layout)
        self.pile = QListWidget()
        self.pile.setObjectName("pile")
        self.pile.setFlow(QListWidget.Flow.LeftToRight)
        self.pile.setWrapping(True)
        self.pile.setMaximumHeight(90)
        top = QPushButton(self.tr("To the top"))
        top.setToolTip(self.tr("Make the selected tile the next one drawn"))
        top.clicked.connect(self._pile_to_top)
        pile_layout.addWidget(self.pile, 1)
        pile_layout.addWidget(top)
        layout.addWidget(pile_box)
        layout.addStretch(1)
        return widget

    def controls(self) -> QWidget:
        return self._controls

    def _set_dice(self) -> None:
        value = int(self.dice.text() or 0)
        if value < 2**64:
            self.set_field("rng", value, self.tr("Set the dice"))

    def _set_players(self, players: int) -> None:
        if players != self.position["players"]:
            self.document.edit(editing.set_players(self.position, players), self.tr("Set %n players", "", players))

    def _pile_to_top(self) -> None:
        item = self.pile.currentItem()
        if item is not None:
            tile = item.data(PIECE_ROLE)
            pile = [tile] + [t for t in self.position["pile"] if t != tile]
            self.document.edit(editing.set_pile(self.position, pile),
                               self.tr("Put a tile on top of the pile"))

    def refresh(self) -> None:
        super().refresh()
        position = self.position
        players = position["players"]
        for widget, value in ((self.players, players), (self.turn, position["turn"])):
            widget.blockSignals(True)
            widget.setValue(value)
            widget.blockSignals(False)
        self.dice.setText(str(position["rng"]))
        self.active.clear()
        self.active.addItems([player(seat) for seat in range(players)])
        self.active.setCurrentIndex(position["active"])
        self.phase.setCurrentIndex(max(0, self.phase.findData(position["phase"])))
        rng = Rng(position["rng"])
        self.rolls.setText(", ".join(f"{rng.die()}+{rng.die()}" for _ in range(3)))
        self._fill_ships(players)
        self._fill_hands(position)
        self.pile.clear()
        for tile in position["pile"]:
            self.pile.addItem(str(tile))
            self.pile.item(self.pile.count() - 1).setData(PIECE_ROLE, tile)

    def _fill_ships(self, players: int) -> None:
        if self.ships.count() == players:
            return
        self.ships.clear()
        for seat in range(players):
            self.ships.add_piece({"kind": "ship", "seat": seat}, ship_pixmap(seat),
                                 player(seat),
                                 self.tr("{player}'s ship: drag it to a point on a square's edge").format(
                                     player=player(seat)))

    def _fill_hands(self, position: dict[str, Any]) -> None:
        while len(self.hand_lists) > position["players"]:
            self.hand_lists.pop()
            self.hands_layout.removeRow(self.hands_layout.rowCount() - 1)
        while len(self.hand_lists) < position["players"]:
            hand = PieceList(36)
            hand.setObjectName(f"hand-{len(self.hand_lists)}")
            hand.setMaximumHeight(70)
            hand.dropped.connect(self._hand_tile_dropped)
            self.hands_layout.addRow(player(len(self.hand_lists)), hand)   # whose hand it is, beside it
            self.hand_lists.append(hand)
        for seat, hand in enumerate(self.hand_lists):
            hand.clear()
            for tile in position["hands"][seat]:
                hand.add_piece({"kind": "tile", "id": tile}, tile_pixmap(self.data.rotated[tile][0]), str(tile),
                               self.tr("{player} holds this tile").format(player=player(seat)))

    def table_rows(self) -> list[TableRow]:
        """Each player's hand, with the tiles as the hand shows them."""
        return [TableRow(self.tr("{player}'s hand").format(player=player(seat)),
                         [tile_pixmap(self.data.rotated[tile][0]) for tile in hand], "" if hand else self.tr("none"))
                for seat, hand in enumerate(self.position["hands"])]

    def _hand_tile_dropped(self, piece: dict[str, Any], global_point: Any) -> None:
        """A tile dragged out of a hand: onto the board, into another hand, or elsewhere (the pile)."""
        if not self.drop(piece, global_point):
            self.document.edit(editing.return_tile(self.position, piece["id"]),
                               self.tr("A tile back to the pile"))

    def remove_from_controls(self) -> bool:
        for hand in self.hand_lists:
            item = hand.currentItem()
            if item is not None and hand.hasFocus():
                tile = item.data(PIECE_ROLE)["id"]
                self.document.edit(editing.return_tile(self.position, tile),
                                   self.tr("A tile back to the pile"))
                return True
        return False

    # ------------------------------------------------------------ board gestures

    def drop(self, piece: dict[str, Any], global_point: Any) -> bool:
        for seat, hand in enumerate(self.hand_lists):
            if piece["kind"] == "tile" and hand.rect().contains(hand.mapFromGlobal(global_point)):
                self.document.edit(editing.give_tile(self.position, piece["id"], seat),
                                   self.tr("Give a tile to {player}").format(player=player(seat)))
                return True
        return super().drop(piece, global_point)

    def _size(self) -> int:
        return self.data.size

    def _square_index(self, name: str) -> int:
        return named_square(self._size(), name)

    def target_at(self, point: QPointF, reach: float = EDGE_REACH) -> tuple[str, int] | None:
        """The square under `point` and the edge point (0-7) nearest to it; up to `reach` into the
        margin beside the sea, the edge square there (a drop on a starting mark)."""
        size = self._size()
        low, high = MARGIN - reach, MARGIN + size * SQUARE + reach
        if not (low <= point.x() < high and low <= point.y() < high):
            return None
        col = min(size - 1, max(0, math.floor((point.x() - MARGIN) / SQUARE)))
        row = min(size - 1, max(0, math.floor((point.y() - MARGIN) / SQUARE)))
        square = row * size + col
        rect = square_rect(size, square)
        nearest = min(range(8), key=lambda p: _distance(point_at(rect, p), point))
        return geometry(size).square_name(square), nearest

    def drop_on_board(self, piece: dict[str, Any], target: tuple[str, int]) -> None:
        square, point = target
        kind = piece["kind"]
        if kind == "tile":
            self.document.edit(editing.put_tile(self.position, piece["id"], square),
                               self.tr("Lay a tile on {square}").format(square=square))
        elif kind == "daikaiju":
            self.document.edit(editing.put_daikaiju(self.position, piece["id"], square),
                               self.tr("Set the {daikaiju} on {square}").format(daikaiju=kaiju_name(piece["id"]),
                                                                                square=square))
        elif kind == "ship":
            self._put_ship(piece["seat"], square, point)

    def preview(self, what: dict[str, Any] | str | None, point: QPointF | None = None) -> None:
        """A dragged ship: an arrow where it would land, facing the way it would sail."""
        scene = self.board.scene()
        for item in scene.items():
            if isinstance(item, FacingArrow):
                scene.removeItem(item)
        seat = (what["seat"] if isinstance(what, dict) and what.get("kind") == "ship" else
                int(what.split(":")[1]) if isinstance(what, str) and what.startswith("ship:") else None)
        target = None if seat is None or point is None else self.target_at(point)
        if seat is None or target is None:
            return
        landed = editing.ship_facing_out(self.position, seat, self._size(), *target)["ships"][seat]
        scene.addItem(FacingArrow(seat, landed, self._size()))

    def key_of(self, piece: dict[str, Any]) -> str | None:
        """A ship dropped in the margin stands on the mark beside it, out of the drop point's reach."""
        return f"ship:{piece['seat']}" if piece.get("kind") == "ship" else None

    def _put_ship(self, seat: int, square: str, point: int) -> None:
        self.document.edit(editing.ship_facing_out(self.position, seat, self._size(), square, point),
                           self.tr("Put {player}'s ship on {square}").format(player=player(seat), square=square))

    def _ship_point(self, seat: int) -> QPointF | None:
        ship = self.position["ships"][seat]
        if "square" not in ship or not ship.get("alive", True):
            return None
        return point_at(square_rect(self._size(), self._square_index(ship["square"])), ship["point"])

    def key_at(self, point: QPointF) -> str | None:
        for seat in range(self.position["players"]):
            where = self._ship_point(seat)
            if where is not None and _distance(where, point) <= SHIP_GRAB_RADIUS:
                return f"ship:{seat}"
        target = self.target_at(point, reach=0.0)   # a press in the margin starts a rubber band
        if target is not None and editing.occupant(self.position, target[0]) is not None:
            return f"square:{target[0]}"
        return None

    def move(self, key: str, target: tuple[str, int]) -> None:
        kind, name = key.split(":")
        square, point = target
        if kind == "ship":
            self._put_ship(int(name), square, point)
        elif name != square:
            self.document.edit(editing.move_square(self.position, name, square),
                               self.tr("Move {what} to {square}").format(what=name, square=square))

    def rotate(self, keys: list[str], quarters: int) -> None:
        position = self.position
        for key in keys:
            kind, name = key.split(":")
            if kind == "square":
                position = editing.rotate_square(position, name, quarters)
            else:
                position = editing.turn_ship(position, int(name), self._size(), quarters)
        self.document.edit(position, self.tr("Turn", "an undo step: a piece turned clockwise") if quarters > 0
                           else self.tr("Turn back"))

    def remove(self, keys: list[str]) -> None:
        position = self.position
        for key in keys:
            kind, name = key.split(":")
            if kind == "square":
                position = editing.clear_square(position, name)
            else:
                position = editing.lift_ship(position, int(name))
        self.document.edit(position, self.tr("Remove"))

    def keys_in(self, rect: QRectF) -> list[str]:
        keys = [f"square:{entry['square']}" for entry in self.position["board"] + self.position["daikaiju"]
                if rect.intersects(self.outline(f"square:{entry['square']}") or QRectF())]
        for seat in range(self.position["players"]):
            where = self._ship_point(seat)
            if where is not None and rect.contains(where):
                keys.append(f"ship:{seat}")
        return keys

    def outline(self, key: str) -> QRectF | None:
        kind, name = key.split(":")
        if kind == "square":
            return square_rect(self._size(), self._square_index(name))
        where = self._ship_point(int(name))
        if where is None:
            return None
        return QRectF(where.x() - SHIP_GRAB_RADIUS, where.y() - SHIP_GRAB_RADIUS,
                      2 * SHIP_GRAB_RADIUS, 2 * SHIP_GRAB_RADIUS)

    def name_item(self, path: str) -> str | None:
        """Ships, laid tiles, daikaiju, hands and the pile in words, where they are now."""
        field, entry = self.entry_at(path, seats=("ships", "hands"))
        if entry is None:
            field = ""
        if field == "ships" and isinstance(entry, int):
            return self._ship_words(entry)
        if field in self.NAMED_LISTS:
            return self.entry_words(field, entry)
        if field == "hands" and isinstance(entry, int):
            return self.tr("{player}'s hand").format(player=player(entry))
        words = {"position.pile": self.tr("The draw pile"), "position.active": self.tr("Whose turn"),
                 "position.phase": self.tr("The phase"), "position.turn": self.tr("The turn number"),
                 "position.daikaiju_supply": self.tr("The daikaiju supply"),
                 "position.daikaiju_out": self.tr("Daikaiju out of the game"),
                 "position.eliminated": self.tr("Players out of the game, in order"),
                 "position.players": self.tr("Players"), "position.rng": self.tr("Dice seed"),
                 "position.removed": self.tr("Wake tiles out of the game"),
                 "position.bonus_from": self.tr("Players whose hands the bonus move offers")}
        return words.get(path)

    def entry_words(self, field: str, entry: Any) -> str:
        """A laid tile or a daikaiju: as the file writes it, or by its key alone once it is gone."""
        if field == "daikaiju":
            return self._kaiju_words(entry)
        return (self.tr("Tile {tile} on {square}").format(tile=entry["tile"], square=entry["square"])
                if isinstance(entry, dict) else self.tr("The tile on {square}").format(square=entry))

    def value_words(self, path: str, value: Any) -> str | None:
        """A phase as the phase box names it, a ship's edge point and whether it is afloat in words."""
        field = path.rsplit(".", 1)[-1]
        if field == "phase" and value in PHASES:
            return self.tr(PHASES[value])
        if field == "point" and isinstance(value, int) and 0 <= value < 8:
            return point_name(value)
        if field == "alive" and isinstance(value, bool):
            return self.tr("afloat") if value else self.tr("out")
        return None

    def item_words(self, path: str, item: Any) -> str | None:
        """A tile of a hand or the pile by its number, a daikaiju of the supply (or out of the
        game) by the engine's name for it."""
        field = last_field(path)
        if not isinstance(item, int):
            return None
        if field in ("daikaiju_supply", "daikaiju_out") and 0 <= item < len(self.data.daikaiju):
            return kaiju_name(item)
        return self.tr("tile {tile}").format(tile=item) if field in ("pile", "hands") else None

    def entry_change_words(self, path: str, before: Any, after: Any) -> str | None:
        """A ship that sailed on, in one line: where it was and where it is (a square's edge point,
        or its starting mark), and whether it went out; a daikaiju that moved or turned."""
        field, index = self.entry_at(path, seats=("ships",))
        if not isinstance(before, dict) or not isinstance(after, dict):
            return None
        if field == "daikaiju":
            return self._kaiju_change(before, after)
        if field != "ships" or not isinstance(index, int):
            return None
        was, now = self._ship_place(before), self._ship_place(after)
        moved = self.tr("{before} → {after}").format(before=was, after=now) if was != now else ""
        if before.get("alive", True) == after.get("alive", True):
            return self.tr("Ship {seat}: {change}").format(seat=index + 1, change=moved) if moved else None
        fate = self.tr("out of the game") if not after.get("alive", True) else self.tr("afloat again")
        return self.tr("{ship}: {change}").format(ship=self._ship_words(index),
                                                  change=f"{moved}; {fate}" if moved else fate)

    def _kaiju_change(self, before: dict[str, Any], after: dict[str, Any]) -> str | None:
        """A daikaiju's move and turn: "Gold daikaiju 3: E1 → D1, facing west"."""
        parts = []
        if before.get("square") != after.get("square"):
            parts.append(self.tr("{before} → {after}").format(before=before.get("square"), after=after.get("square")))
        if before.get("facing") != after.get("facing"):
            parts.append(self.tr("facing {before} → {after}").format(before=before.get("facing"),
                                                                     after=after.get("facing")))
        if not parts or not isinstance(after.get("id"), int):
            return None
        return self.tr("{daikaiju}: {change}").format(daikaiju=self._kaiju_words(after["id"]), change=", ".join(parts))

    def _ship_place(self, ship: dict[str, Any]) -> str:
        """Where a ship stands, as the position file has it: a point on a square's edge, or a
        starting mark by the engine's name for it."""
        if "square" not in ship:
            return self.tr("not on the sea")
        board = geometry(self._size())
        square = board.square_named(ship["square"])
        place = -1 if square is None else square * 8 + ship["point"]
        if ship.get("on_start") and place in board.start_marks:
            return self.tr("starting mark {mark}").format(mark=mark_name(board.start_marks.index(place)))
        return self.tr("{square}, {point}").format(square=ship["square"], point=point_name(ship["point"]))

    def _kaiju_words(self, entry: dict[str, Any] | int) -> str:
        """A daikaiju by the engine's name for it, as the board and the log name it (the file's id
        is no name a player sees)."""
        kaiju = entry["id"] if isinstance(entry, dict) else entry
        if not isinstance(kaiju, int) or not 0 <= kaiju < len(self.data.daikaiju):
            return self.tr("Daikaiju {id}").format(id=kaiju)
        name = capitalised(kaiju_name(kaiju))
        return self.tr("{daikaiju} on {square}").format(daikaiju=name, square=entry["square"]) if isinstance(
            entry, dict) else name

    def _ship_words(self, seat: int) -> str:
        """Where a seat's ship is: on the square it sailed across, on a starting mark, or nowhere yet."""
        ship = self.position["ships"][seat] if seat < len(self.position["ships"]) else {}
        if "square" not in ship:
            return self.tr("Ship {seat} (not on the sea)").format(seat=seat + 1)
        board = geometry(self._size())
        square = board.square_named(ship["square"])
        behind = -1 if square is None or ship.get("on_start", True) else board.behind(square * 8 + ship["point"])
        if behind < 0:
            return self.tr("Ship {seat} on its starting mark at {square}").format(seat=seat + 1,
                                                                                  square=ship["square"])
        return self.tr("Ship {seat} on {square}").format(seat=seat + 1, square=board.square_name(behind))

    def key_for_path(self, path: str) -> str | None:
        parts = path.replace("]", "").split("[")
        if len(parts) < 2 or not parts[1].split(".")[0].isdigit():
            return None
        index = int(parts[1].split(".")[0])
        field = parts[0].removeprefix("position.")
        if field == "ships":
            return f"ship:{index}"
        if field in ("board", "daikaiju") and index < len(self.position[field]):
            return f"square:{self.position[field][index]['square']}"
        return None


def _distance(a: QPointF, b: QPointF) -> float:
    return math.hypot(a.x() - b.x(), a.y() - b.y())

