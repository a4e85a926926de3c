"""The scenario editor's tools for Entdecker: cards, units and the ship on the board; the stacks,
reserve piles, box, drawn card, personal tiles and discovery tokens beside it.

Every change goes through `engine/entdecker/editing.py` on the position format, so a card laid
on the board leaves its stack, one pushed off goes back to its supply, and each edit is one
undo step. The lists beside the board take dropped pieces as the board does: a storm dragged
from the palette onto stack 2 becomes that stack's next card, a token dragged onto a player is
theirs. The palette offers cards by kind (plain headlands are alike at the table); a particular
card is dragged from the list that holds it.
"""

from __future__ import annotations

import json
import math
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QPoint,
    QPointF,
    QRectF,
    QSignalBlocker,
    QSize,
    Qt,
)
from PySide6.QtGui import QColor, QIcon, QPainter, QPen, QPixmap
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListView,
    QListWidgetItem,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import FormatError
from ...engine.core.jsonfile import parse_json_text
from ...engine.core.messages import player
from ...engine.entdecker import editing
from ...engine.entdecker.board import squares_by_name
from ...engine.entdecker.data import EntdeckerData, TileSpec, load_data
from ...engine.entdecker.options import EntdeckerOptions
from ...engine.entdecker.position import PHASES
from ...engine.entdecker.state import UNIT_NAMES, Draw, EntdeckerState
from ...engine.entdecker.tiles import turned
from ..editor.document import Position
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import EditorTools, field_rules
from ..i18n import translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.rule_links import option_rule
from .art import (
    card_pixmap,
    part_anchor,
    route_anchor,
    token_pixmap,
    unit_path,
)
from .board import EntdeckerBoard, ship_polygons, unit_item
from .geometry import SQUARE, circle_at, ship_centre, square_at, square_rect, unit_centre

GRAB_RADIUS = SQUARE * 0.22
# A list of squares typed into a record field: a few dozen characters; far more is no such list.
MAX_TYPED_JSON = 10_000
# The texts are translated where shown (context "EntdeckerTools").
PHASE_WORDS = {"start": QT_TRANSLATE_NOOP("EntdeckerTools", "Putting the ship on a circle"),
               "declare": QT_TRANSLATE_NOOP("EntdeckerTools", "Declaring the cards to turn over"),
               "explore": QT_TRANSLATE_NOOP("EntdeckerTools", "Exploring: drawing, building or stopping"),
               "place": QT_TRANSLATE_NOOP("EntdeckerTools", "Placing the drawn card"),
               "natives": QT_TRANSLATE_NOOP("EntdeckerTools", "Friendly natives: a token or not"),
               "token": QT_TRANSLATE_NOOP("EntdeckerTools", "A greatest discoverer picks a token pile"),
               "over": QT_TRANSLATE_NOOP("EntdeckerTools", "Game over")}
FLAGS = (("explored", QT_TRANSLATE_NOOP("EntdeckerTools", "a card was turned over")),
         ("personal_played", QT_TRANSLATE_NOOP("EntdeckerTools", "a personal tile was played")),
         ("drawn_personal", QT_TRANSLATE_NOOP("EntdeckerTools", "the drawn card is a personal tile")),
         ("storm", QT_TRANSLATE_NOOP("EntdeckerTools", "a storm ended the turn")),
         ("last_card", QT_TRANSLATE_NOOP("EntdeckerTools", "the last card was drawn")))
# Fields with no piece to drag, typed as JSON: the turn's record and a scoring under way.
RECORD_FIELDS = (("placed_now", QT_TRANSLATE_NOOP("EntdeckerTools", "Discovered this turn"), '["C3", "D3"]'),
                 ("islands", QT_TRANSLATE_NOOP("EntdeckerTools", "Islands to score"), '[[["C3", 0], ["D3", 0]]]'),
                 ("island_tokens", QT_TRANSLATE_NOOP("EntdeckerTools", "Token values drawn"), "[3]"),
                 ("token_queue", QT_TRANSLATE_NOOP("EntdeckerTools", "Still to draw (0 is Player 1)"), "[1]"),
                 ("winners", QT_TRANSLATE_NOOP("EntdeckerTools", "Winners (0 is Player 1)"), "[0]"))


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


def kind_name(spec: TileSpec) -> str:
    """A kind's short name under its icon: the event where it has one (natives said by temper)."""
    return (spec.event or spec.shape).replace("_natives", "").replace("_", " ")


def card_icon(spec: TileSpec) -> QPixmap:
    return card_pixmap(turned(spec, 0), spec.event)


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


def _quietly(widget: Any, setter: str, value: Any) -> None:
    """Show a value from the position without it coming back as an edit."""
    with QSignalBlocker(widget):
        getattr(widget, setter)(value)


class EntdeckerTools(EditorTools):
    """Drag cards, units and the ship; stack, box and hand cards; give tokens; set the turn."""

    SEAT_FIELDS = frozenset({"active", "first", "owner", "token_queue", "winners"})
    PER_SEAT_FIELDS = frozenset({"gold", "score"})
    NAMED_LISTS = ("board", "units")

    def __init__(self, document: Any) -> None:
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
        # Lists beside the board that cards or tokens can be dropped on: list -> (position field, index).
        self.zones: dict[PieceList, tuple[str, int]] = {}
        self._picked: tuple[str, int, dict[str, Any]] | None = None
        self._controls = self._build_controls()
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
                shape=spec.shape.replace("_", " ").capitalize(), back=back, first=alike[0], last=alike[-1],
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
        return self._controls

    def _build_controls(self) -> QWidget:
        inner = QWidget()
        layout = QVBoxLayout(inner)
        layout.addWidget(self._turn_box())
        self.seats_box = QGroupBox(self.tr("Players: gold, points and the discovery tokens they hold"))
        self.seats_grid = QGridLayout(self.seats_box)
        self.seat_rows: list[tuple[QLabel, QSpinBox, QSpinBox, PieceList]] = []
        layout.addWidget(self.seats_box)
        layout.addWidget(self._tokens_box())   # beside the players: tokens are dragged between them
        layout.addWidget(self._ship_box())
        layout.addWidget(self._cards_box())
        layout.addWidget(self._reserve_box())
        variant = option_rule(EntdeckerOptions, "personal_tiles")
        self.personal_box = QGroupBox(self.tr("Personal tiles (variant {rule})").format(rule=variant))
        self.personal_form = QFormLayout(self.personal_box)
        self.personal_lists: list[PieceList] = []
        self.personal_box.setVisible(self.document.options.personal_tiles)
        layout.addWidget(self.personal_box)
        layout.addWidget(self._record_box())
        layout.addStretch(1)
        return inner   # the editor window scrolls it

    def _turn_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The turn"))
        form = QFormLayout(box)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._set_players)
        self.active = QComboBox()
        self.active.setObjectName("active-seat")
        self.active.activated.connect(lambda i: self.set_field("active", i, self.tr("Set whose turn it is")))
        self.first = QComboBox()
        self.first.setToolTip(self.tr("Who holds the spinner and plays first each round ({rules})").format(
            rules=field_rules(editing.FIELD_RULES, "first")))
        self.first.activated.connect(lambda i: self.set_field("first", i, self.tr("Set who holds the spinner")))
        self.round = self._spin(1, 999, "round", self.tr("Set the round"))
        self.phase = QComboBox()
        self.phase.setObjectName("phase")
        for key in PHASES:
            self.phase.addItem(self.tr(PHASE_WORDS[key]), key)
        self.phase.activated.connect(lambda i: self.set_field("phase", self.phase.itemData(i),
                                                              self.tr("Set the phase")))
        self.spin = QComboBox()
        self.spin.addItem(self.tr("not shown yet"), 0)
        for value in sorted(set(self.data.spinner)):
            self.spin.addItem(str(value), value)
        self.spin.activated.connect(lambda i: self.set_field("spin", self.spin.itemData(i), self.tr("Set the spinner")))
        self.rng = QLineEdit()
        self.rng.setObjectName("rng")
        self.rng.setToolTip(self.tr("The spinner's random state: the same number gives the same spins"))
        self.rng.editingFinished.connect(self._set_rng)
        self.budget = self._spin(0, 99, "budget", self.tr("Set what is declared"))
        self.budget.setToolTip(self.tr("Cards declared (with personal tiles: gold) and not yet used this turn "
                                       "({rules})").format(rules=field_rules(editing.FIELD_RULES, "budget")))
        form.addRow(self.tr("Players"), self.players)
        form.addRow(self.tr("Whose turn"), self.active)
        form.addRow(self.tr("Spinner holder"), self.first)
        form.addRow(self.tr("Round"), self.round)
        form.addRow(self.tr("Phase"), self.phase)
        form.addRow(self.tr("Spinner shows"), self.spin)
        form.addRow(self.tr("Spinner state"), self.rng)
        form.addRow(self.tr("Declared, unused"), self.budget)
        self.flags: dict[str, QCheckBox] = {}
        flags = QVBoxLayout()
        for key, text in FLAGS:
            title = self.tr(text)
            check = QCheckBox(title)
            check.setObjectName(f"flag-{key}")
            check.toggled.connect(lambda on, k=key, t=title: self.set_field(k, on,
                                                                            self.tr("Set: {what}").format(what=t)))
            self.flags[key] = check
            flags.addWidget(check)
        form.addRow(self.tr("This turn"), flags)
        return box

    def _spin(self, low: int, high: int, key: str, text: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setKeyboardTracking(False)   # one undo step per value entered, not per digit typed
        spin.valueChanged.connect(lambda v: self.set_field(key, v, text))
        return spin

    def _ship_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The ship"))
        form = QFormLayout(box)
        self.ship_label = QLabel()
        self.ship_label.setObjectName("ship-where")
        self.ship_label.setWordWrap(True)
        self.started_on = QLineEdit()
        self.started_on.setPlaceholderText(self.tr("a starting circle"))
        self.started_on.setToolTip(self.tr("The discovered square the ship started this turn on ({rules}); "
                                           "empty when it started on a starting circle").format(
            rules=field_rules(editing.FIELD_RULES, "started_on")))
        self.started_on.editingFinished.connect(self._set_started_on)
        form.addRow(self.tr("Where"), self.ship_label)
        form.addRow(self.tr("Turn started on"), self.started_on)
        return box

    def _zone(self, field: str, index: int, tip: str, rows: int = 1) -> PieceList:
        """A list beside the board that holds cards or tokens and takes dropped ones, `rows` icons high."""
        icon_size = 22
        zone = PieceList(icon_size)
        zone.setObjectName(f"zone-{field}-{index}")
        zone.setToolTip(tip)
        # Icons only, row after row: a stack's 19 cards fit in two.
        zone.setViewMode(QListView.ViewMode.ListMode)
        zone.setFlow(QListView.Flow.LeftToRight)
        zone.setWrapping(True)
        zone.setGridSize(QSize(icon_size + 4, icon_size + 4))
        zone.setFixedHeight(rows * (icon_size + 4) + 8)
        zone.dropped.connect(self._zone_dropped)
        zone.itemPressed.connect(lambda item, f=field, i=index: self._pick(f, i, item))
        self.zones[zone] = (field, index)
        return zone

    def _cards_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Stacks, drawn card and box (top card first)"))
        form = QFormLayout(box)
        tip = self.tr("Drag a card onto the board or another list; drop palette cards here to put them on top. "
                      "Select one and press 'To the top' to make it the next card.")
        self.stack_rows: list[QLabel] = []
        for s in range(self.data.stacks):
            label = QLabel()
            self.stack_rows.append(label)
            form.addRow(label, self._zone("stacks", s, tip, rows=2))
        drawn = self.tr("The card waiting to be placed (place phase, {rules})").format(
            rules=field_rules(editing.FIELD_RULES, "drawn"))
        form.addRow(self.tr("Drawn"), self._zone("drawn", 0, drawn))
        boxed = self.tr("Cards out of the game ({rules})").format(rules=field_rules(editing.FIELD_RULES, "boxed"))
        form.addRow(self.tr("Box"), self._zone("boxed", 0, boxed, rows=2))
        self.to_top = QPushButton(self.tr("To the top"))
        self.to_top.setObjectName("to-top")
        self.to_top.setToolTip(self.tr("Put the selected card or token on top of its stack or pile"))
        self.to_top.clicked.connect(self._selected_to_top)
        self.draw_here = QPushButton(self.tr("Draw it here"))
        self.draw_here.setObjectName("draw-here")
        self.draw_here.setToolTip(self.tr("Set the turn up so the selected card is the next one drawn next to the "
                                          "ship, and draw it in 'Test a ruling': does it fit, and where?"))
        self.draw_here.clicked.connect(self._draw_picked_here)
        buttons = QHBoxLayout()
        buttons.addWidget(self.to_top)
        buttons.addWidget(self.draw_here)
        form.addRow("", buttons)
        return box

    def _reserve_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Reserve piles (face up, top card first; {rules})").format(
            rules=field_rules(editing.FIELD_RULES, "reserve")))
        form = QFormLayout(box)
        filled = self.tr("Filled into holes from the top ({rules})").format(
            rules=field_rules(editing.FIELD_RULES, "reserve[]"))
        for pile in range(6):
            form.addRow(self.tr("Pile {pile}").format(pile=pile + 1), self._zone("reserve", pile, filled))
        return box

    def _tokens_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Discovery token piles (face down, top first; {rules})").format(
            rules=field_rules(editing.FIELD_RULES, "token_piles")))
        form = QFormLayout(box)
        for pile in range(self.data.token_piles):
            form.addRow(self.tr("Pile {pile}").format(pile=pile + 1),
                        self._zone("token_piles", pile, self.tr("Drag a token onto a player to give it to them")))
        return box

    def _record_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The turn's record and a scoring under way (JSON, as in the file)"))
        form = QFormLayout(box)
        self.record: dict[str, QLineEdit] = {}
        for key, label, example in RECORD_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(f"record-{key}")
            edit.setPlaceholderText(self.tr("[]   e.g. {example}").format(example=example))
            edit.editingFinished.connect(lambda k=key: self._set_record(k))
            self.record[key] = edit
            form.addRow(self.tr(label), edit)
        return box

    # ------------------------------------------------------------ control edits

    def _set_players(self, players: int) -> None:
        if players != self.position["players"]:
            self.document.edit(editing.set_players(self.position, self.data, players),
                               self.tr("Number of players: {count}").format(count=players))

    def _set_seat_value(self, key: str, seat: int, value: int) -> None:
        if self.position[key][seat] != value:
            self.document.edit(editing.set_seat_value(self.position, key, seat, value),
                               (self.tr("Set player {seat}'s gold") if key == "gold" else
                                self.tr("Set player {seat}'s points")).format(seat=seat + 1))

    def _set_rng(self) -> None:
        text = self.rng.text().strip()
        if text.isdigit() and int(text) < 2**64:
            self.set_field("rng", int(text), self.tr("Set the spinner's state"))
        self.rng.setText(str(self.position.get("rng", 0)))

    def _set_started_on(self) -> None:
        text = self.started_on.text().strip().upper()
        if not text or text in self.names:
            self.document.edit(editing.set_started_on(self.position, text or None),
                               self.tr("Set where the turn started"))
        self.started_on.setText(self.position.get("ship", {}).get("started_on", ""))

    def _set_record(self, key: str) -> None:
        edit = self.record[key]
        try:
            value = parse_json_text(edit.text() or "[]", MAX_TYPED_JSON, "list")
        except FormatError:
            value = None
        if isinstance(value, list):
            label = next(label for field, label, _ in RECORD_FIELDS if field == key)
            self.set_field(key, value, self.tr("Set: {what}").format(what=self.tr(label)))
        self._show_record(key)

    def _pick(self, field: str, index: int, item: QListWidgetItem) -> None:
        """Remember the card or token last pressed in a list, for 'To the top'."""
        self._picked = field, index, item.data(PIECE_ROLE)
        for zone in self.zones:
            if self.zones[zone] != (field, index):
                zone.clearSelection()

    def _selected_to_top(self) -> None:
        if self._picked is not None:
            field, index, piece = self._picked
            self._put_in(piece, field, index)

    def _draw_picked_here(self) -> None:
        """One click to a drawn card: the position where the selected card is drawn next (the
        engine's `ready_to_draw`), then that draw asked about in "Test a ruling"."""
        card = None if self._picked is None else self._card_of(self._picked[2])
        if card is None:
            return
        try:
            position, stack = editing.ready_to_draw(self.position, self.data, card)
        except ValueError:
            return   # a reserve card is never drawn: nothing to set up
        self.document.edit(position, self.tr("Card {card} to be drawn next").format(card=card))
        if self.ask_ruling is not None:
            self.ask_ruling(Draw(stack))

    def _zone_dropped(self, piece: dict[str, Any], global_point: QPoint) -> None:
        self.drop(piece, global_point)

    def drop(self, piece: dict[str, Any], global_point: QPoint) -> bool:
        for zone, (field, index) in self.zones.items():
            # Only where the list can be seen: one scrolled out of view may lie behind another widget.
            viewport = zone.viewport()
            if viewport.isVisible() and viewport.visibleRegion().contains(viewport.mapFromGlobal(global_point)):
                self._put_in(piece, field, index)
                return True
        return super().drop(piece, global_point)

    def _put_in(self, piece: dict[str, Any], field: str, index: int) -> None:
        """A card or token let go over a list beside the board: it goes on top there."""
        where = {"stacks": self.tr("stack {n}"), "reserve": self.tr("reserve pile {n}"), "boxed": self.tr("the box"),
                 "personal": self.tr("player {n}'s personal tiles"), "drawn": self.tr("the drawn card"),
                 "token_piles": self.tr("token pile {n}"), "tokens": self.tr("player {n}")}[field].format(n=index + 1)
        if piece["kind"] == "token" and field in editing.TOKEN_PLACES:
            self.document.edit(editing.put_token(self.position, piece["id"], field, index),
                               self.tr("Put token {token} on {where}").format(token=piece["id"], where=where))
            return
        card = self._card_of(piece)
        if card is not None and field in editing.CARD_PLACES:
            self.document.edit(editing.put_card(self.position, self.data, card, field, index),
                               self.tr("Put card {card} on {where}").format(card=card, where=where))

    def _card_of(self, piece: dict[str, Any]) -> int | None:
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
        position = self.position
        self._refresh_palette(position)
        self._refresh_turn(position)
        self._refresh_seats(position)
        self._refresh_zones(position)
        for key in self.record:
            self._show_record(key)

    def _show_record(self, key: str) -> None:
        value = self.position.get(key, [])
        self.record[key].setText(json.dumps(value) if value else "")

    def _refresh_turn(self, position: Position) -> None:
        players = position["players"]
        _quietly(self.players, "setValue", players)
        for combo, key in ((self.active, "active"), (self.first, "first")):
            with QSignalBlocker(combo):
                combo.clear()
                combo.addItems([self.tr("Player {seat}").format(seat=seat + 1) for seat in range(players)])
                combo.setCurrentIndex(position.get(key, 0))
        _quietly(self.round, "setValue", position.get("round", 1))
        _quietly(self.phase, "setCurrentIndex", max(0, self.phase.findData(position.get("phase", "start"))))
        _quietly(self.spin, "setCurrentIndex", max(0, self.spin.findData(position.get("spin", 0))))
        self.rng.setText(str(position.get("rng", 0)))
        _quietly(self.budget, "setValue", position.get("budget", 0))
        defaults = {"explored": bool(position.get("placed_now"))}
        for key, check in self.flags.items():
            _quietly(check, "setChecked", bool(position.get(key, defaults.get(key, False))))
        ship = position.get("ship", {})
        if "circle" in ship:
            where = self.tr("On starting circle {circle}.").format(circle=ship["circle"])
        elif "square" in ship:
            where = self.tr("On {square}, sea route {route}.").format(square=ship["square"], route=ship.get("route", 0))
        else:
            where = self.tr("Not on the board: drag it from the palette onto a starting circle or a card.")
        self.ship_label.setText(where)
        self.started_on.setText(ship.get("started_on", ""))

    def _refresh_seats(self, position: Position) -> None:
        players = position["players"]
        while len(self.seat_rows) > players:
            for widget in self.seat_rows.pop():
                if isinstance(widget, PieceList):
                    del self.zones[widget]
                widget.setParent(None)  # type: ignore[call-overload]
        while len(self.seat_rows) < players:
            seat = len(self.seat_rows)
            name = QLabel(f"<b style='color:{colours.PLAYER_COLOURS[seat]}'>●</b> "
                          + self.tr("Player {seat}").format(seat=seat + 1))
            gold, score = QSpinBox(), QSpinBox()
            for spin, key in ((gold, "gold"), (score, "score")):
                spin.setObjectName(f"{key}-{seat}")
                spin.setRange(0, 999)
                spin.setKeyboardTracking(False)
                spin.valueChanged.connect(lambda v, k=key, s=seat: self._set_seat_value(k, s, v))
            gold.setPrefix(self.tr("gold "))
            score.setPrefix(self.tr("points "))
            tokens = self._zone("tokens", seat, self.tr("Tokens this player holds face up; drag one back onto a pile"),
                                rows=2)
            for column, widget in enumerate((name, gold, score, tokens)):
                self.seats_grid.addWidget(widget, seat, column)
            self.seat_rows.append((name, gold, score, tokens))
        for seat, (_, gold, score, _) in enumerate(self.seat_rows):
            _quietly(gold, "setValue", position["gold"][seat])
            _quietly(score, "setValue", position["score"][seat])
        self._refresh_personal_rows(players)

    def _refresh_personal_rows(self, players: int) -> None:
        while len(self.personal_lists) > players:
            zone = self.personal_lists.pop()
            del self.zones[zone]
            self.personal_form.removeRow(len(self.personal_lists))
        while len(self.personal_lists) < players:
            seat = len(self.personal_lists)
            zone = self._zone("personal", seat, self.tr("This player's personal tiles ({rules})").format(
                rules=field_rules(editing.FIELD_RULES, "personal[]")))
            self.personal_lists.append(zone)
            self.personal_form.addRow(self.tr("Player {seat}").format(seat=seat + 1), zone)

    def _refresh_zones(self, position: Position) -> None:
        for s, label in enumerate(self.stack_rows):
            label.setText(self.tr("Stack {stack} ({cards})").format(stack=s + 1, cards=len(position["stacks"][s])))
        for zone, (field, index) in self.zones.items():
            zone.clear()
            if field == "drawn":
                held = [position["drawn"]] if position.get("drawn", -1) >= 0 else []
            elif field == "boxed":
                held = position.get("boxed", [])
            else:
                lists = position.get(field) or [[] for _ in range(position["players"])]
                held = lists[index]
            for thing in reversed(held):   # top first: the next card or token is on the left
                self._show_in_zone(zone, field, thing)

    def _show_in_zone(self, zone: PieceList, field: str, thing: int) -> None:
        if field in editing.TOKEN_PLACES:
            value = self.data.tokens[thing].value
            zone.add_piece({"kind": "token", "id": thing}, token_pixmap(value), "",
                           self.tr("Token {token}, worth {value}").format(token=thing, value=value))
            return
        spec = self._spec(thing)
        zone.add_piece({"kind": "card", "id": thing}, card_icon(spec), "",
                       self.tr("Card {card}: {shape}").format(card=thing, shape=spec.shape.replace("_", " "))
                       + (", " + kind_name(spec) if spec.event else ""))

    def _spec(self, card: int) -> TileSpec:
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
        card = self._card_of(piece)
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
        words = {"position.ship": self.tr("The ship"), "position.active": self.tr("Whose turn"),
                 "position.phase": self.tr("The phase")}
        return words.get(path)

    def entry_words(self, field: str, entry: Any) -> str:
        """A card or a unit: as the file writes it, or by its square alone once it is gone."""
        if field == "board":
            return (self.tr("Card {card} on {square}").format(card=entry["tile"], square=entry["square"])
                    if isinstance(entry, dict) else self.tr("The card on {square}").format(square=entry))
        return (self.tr("{unit} of {player} on {square}").format(
            unit=translate("Unit", entry["kind"]).capitalize(), player=player(entry["owner"]), square=entry["square"])
            if isinstance(entry, dict) else self.tr("The unit on {square}").format(square=entry))

    def value_words(self, path: str, value: Any) -> str | None:
        """A phase as the phase box names it."""
        if path == "position.phase" and value in PHASE_WORDS:
            return self.tr(PHASE_WORDS[value])
        return None

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
