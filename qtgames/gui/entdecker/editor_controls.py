"""The Entdecker editor's side controls: the turn (players, whose turn, round, phase, spinner,
what is declared), the players' gold, points and tokens, the ship, the stacks, drawn card and box,
the reserve piles, personal tiles, and the turn's record typed as JSON.

Every control changes the position through `engine/entdecker/editing.py`, one undo step each.
The lists ("zones") hold cards or tokens top first and take dropped ones: a piece let go over one
goes on top there (the tools decide what it means, as they do for the board); a card or token
pressed in one can be sent to the top of its list, or set up as the next card drawn.
"""

from __future__ import annotations

import json
from typing import Any, Protocol

from PySide6.QtCore import QPoint, QSignalBlocker, QSize
from PySide6.QtGui import QPixmap
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
from ...engine.core.editing import Position
from ...engine.core.jsonfile import parse_json_text
from ...engine.entdecker import editing
from ...engine.entdecker.data import EntdeckerData, TileSpec
from ...engine.entdecker.options import EntdeckerOptions
from ...engine.entdecker.position import PHASES
from ...engine.entdecker.tiles import turned
from ..editor.document import ScenarioDocument
from ..editor.pieces import PIECE_ROLE, PieceList
from ..editor.tools import field_rules
from ..i18n import QT_TRANSLATE_NOOP
from ..widgets import colours
from ..widgets.panel_parts import note
from ..widgets.rule_links import option_rule
from .art import card_pixmap, token_pixmap

# A list of squares typed into a record field: a few dozen characters; far more is no such list.
MAX_TYPED_JSON = 10_000
# The texts are translated where shown (context "EntdeckerControls").
PHASE_WORDS = {"start": QT_TRANSLATE_NOOP("EntdeckerControls", "Putting the ship on a circle"),
               "declare": QT_TRANSLATE_NOOP("EntdeckerControls", "Declaring the cards to turn over"),
               "explore": QT_TRANSLATE_NOOP("EntdeckerControls", "Exploring: drawing, building or stopping"),
               "place": QT_TRANSLATE_NOOP("EntdeckerControls", "Placing the drawn card"),
               "natives": QT_TRANSLATE_NOOP("EntdeckerControls", "Friendly natives: a token or not"),
               "token": QT_TRANSLATE_NOOP("EntdeckerControls", "A greatest discoverer picks a token pile"),
               "over": QT_TRANSLATE_NOOP("EntdeckerControls", "Game over")}
FLAGS = (("explored", QT_TRANSLATE_NOOP("EntdeckerControls", "a card was turned over")),
         ("personal_played", QT_TRANSLATE_NOOP("EntdeckerControls", "a personal tile was played")),
         ("drawn_personal", QT_TRANSLATE_NOOP("EntdeckerControls", "the drawn card is a personal tile")),
         ("storm", QT_TRANSLATE_NOOP("EntdeckerControls", "a storm ended the turn")),
         ("last_card", QT_TRANSLATE_NOOP("EntdeckerControls", "the last card was drawn")))
# Fields with no piece to drag, typed as JSON: the turn's record and a scoring under way.
RECORD_FIELDS = (("placed_now", QT_TRANSLATE_NOOP("EntdeckerControls", "Discovered this turn"), '["C3", "D3"]'),
                 ("islands", QT_TRANSLATE_NOOP("EntdeckerControls", "Islands to score"), '[[["C3", 0], ["D3", 0]]]'),
                 ("island_tokens", QT_TRANSLATE_NOOP("EntdeckerControls", "Token values drawn"), "[3]"),
                 ("token_queue", QT_TRANSLATE_NOOP("EntdeckerControls", "Still to draw (0 is Player 1)"), "[1]"),
                 ("winners", QT_TRANSLATE_NOOP("EntdeckerControls", "Winners (0 is Player 1)"), "[0]"))


def kind_name(spec: TileSpec) -> str:
    """A kind's short name under its icon: the event where it has one (natives said by temper)."""
    return (spec.event or spec.shape).replace("_natives", "").replace("_", " ")


def card_icon(spec: TileSpec) -> QPixmap:
    """A card as the palette and the lists show it: unturned, with its event's mark."""
    return card_pixmap(turned(spec, 0), spec.event)


def _quietly(widget: Any, setter: str, value: Any) -> None:
    """Show a value from the position without it coming back as an edit."""
    with QSignalBlocker(widget):
        getattr(widget, setter)(value)


class ControlsTools(Protocol):
    """What the controls ask of Entdecker's editor tools: the game's data and square names, the
    document to edit, and what a card or token let go over a list, or picked in one, means."""

    data: EntdeckerData
    names: dict[str, int]
    document: ScenarioDocument

    @property
    def position(self) -> Position: ...

    def set_field(self, key: str, value: Any, text: str) -> None:
        """Set a top-level value of the position as one undo step."""

    def drop(self, piece: dict[str, Any], global_point: QPoint) -> bool:
        """A piece let go at `global_point`: on a list, on the board, or nowhere (False)."""

    def put_in(self, piece: dict[str, Any], field: str, index: int) -> None:
        """A card or token put on top of a list (`field`, `index`: where the position holds it)."""

    def draw_next(self, piece: dict[str, Any]) -> None:
        """Set the turn up so the card `piece` stands for is drawn next, and ask about that draw."""

    def spec(self, card: int) -> TileSpec:
        """Card `card` as the edited position has it."""


class EntdeckerControls(QWidget):
    """The side controls, in one column the editor window scrolls; `show_position` fills them."""

    def __init__(self, tools: ControlsTools) -> None:
        super().__init__()
        self.tools = tools
        # Lists beside the board that cards or tokens can be dropped on: list -> (position field, index).
        self.zones: dict[PieceList, tuple[str, int]] = {}
        self._picked: tuple[str, int, dict[str, Any]] | None = None
        options = tools.document.options
        assert isinstance(options, EntdeckerOptions)   # the tools are made for an Entdecker document
        layout = QVBoxLayout(self)
        layout.addWidget(self._turn_box())
        self.seats_box = QGroupBox(self.tr("Players"))
        seats_column = QVBoxLayout(self.seats_box)
        seats_column.addWidget(note(self.tr("Gold, points and the discovery tokens each holds.")))
        self.seats_grid = QGridLayout()
        seats_column.addLayout(self.seats_grid)
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
        self.personal_box.setVisible(options.personal_tiles)
        layout.addWidget(self.personal_box)
        layout.addWidget(self._record_box())
        layout.addStretch(1)

    # ------------------------------------------------------------ building

    def _turn_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The turn"))
        form = QFormLayout(box)
        self.players = QSpinBox()
        self.players.setObjectName("players")
        self.players.setRange(2, 4)
        self.players.valueChanged.connect(self._set_players)
        self.active = QComboBox()
        self.active.setObjectName("active-seat")
        self.active.activated.connect(lambda i: self.tools.set_field("active", i, self.tr("Set whose turn it is")))
        self.first = QComboBox()
        self.first.setToolTip(self.tr("Who holds the spinner and plays first each round ({rules})").format(
            rules=field_rules(editing.FIELD_RULES, "first")))
        self.first.activated.connect(lambda i: self.tools.set_field("first", i, self.tr("Set who holds the spinner")))
        self.round = self._spin(1, 999, "round", self.tr("Set the round"))
        self.phase = QComboBox()
        self.phase.setObjectName("phase")
        for key in PHASES:
            self.phase.addItem(self.tr(PHASE_WORDS[key]), key)
        self.phase.activated.connect(lambda i: self.tools.set_field("phase", self.phase.itemData(i),
                                                              self.tr("Set the phase")))
        self.spin = QComboBox()
        self.spin.addItem(self.tr("not shown yet"), 0)
        for value in sorted(set(self.tools.data.spinner)):
            self.spin.addItem(str(value), value)
        self.spin.activated.connect(lambda i: self.tools.set_field("spin", self.spin.itemData(i), self.tr("Set the spinner")))
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
        form.addRow(QLabel(self.tr("This turn")))   # the checks below it, the panel's width each
        for key, text in FLAGS:
            title = self.tr(text)
            check = QCheckBox(title)
            check.setObjectName(f"flag-{key}")
            check.toggled.connect(lambda on, k=key, t=title: self.tools.set_field(k, on,
                                                                            self.tr("Set: {what}").format(what=t)))
            self.flags[key] = check
            form.addRow(check)
        return box

    def _spin(self, low: int, high: int, key: str, text: str) -> QSpinBox:
        spin = QSpinBox()
        spin.setRange(low, high)
        spin.setKeyboardTracking(False)   # one undo step per value entered, not per digit typed
        spin.valueChanged.connect(lambda v: self.tools.set_field(key, v, text))
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
        zone.dropped.connect(self.tools.drop)
        zone.itemPressed.connect(lambda item, f=field, i=index: self._pick(f, i, item))
        self.zones[zone] = (field, index)
        return zone

    def _cards_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Stacks, drawn card and box"))
        form = QFormLayout(box)
        form.addRow(note(self.tr("Top card first.")))
        tip = self.tr("Drag a card onto the board or another list; drop palette cards here to put them on top. "
                      "Select one and press 'To the top' to make it the next card.")
        self.stack_rows: list[QLabel] = []
        for s in range(self.tools.data.stacks):
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
        box = QGroupBox(self.tr("Reserve piles"))
        form = QFormLayout(box)
        form.addRow(note(self.tr("Face up, top card first ({rules}).").format(
            rules=field_rules(editing.FIELD_RULES, "reserve"))))
        filled = self.tr("Filled into holes from the top ({rules})").format(
            rules=field_rules(editing.FIELD_RULES, "reserve[]"))
        for pile in range(6):
            form.addRow(self.tr("Pile {pile}").format(pile=pile + 1), self._zone("reserve", pile, filled))
        return box

    def _tokens_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("Discovery token piles"))
        form = QFormLayout(box)
        form.addRow(note(self.tr("Face down, top first ({rules}).").format(
            rules=field_rules(editing.FIELD_RULES, "token_piles"))))
        for pile in range(self.tools.data.token_piles):
            form.addRow(self.tr("Pile {pile}").format(pile=pile + 1),
                        self._zone("token_piles", pile, self.tr("Drag a token onto a player to give it to them")))
        return box

    def _record_box(self) -> QGroupBox:
        box = QGroupBox(self.tr("The turn's record"))
        form = QFormLayout(box)
        form.addRow(note(self.tr("And a scoring under way: JSON, as in the file.")))
        self.record: dict[str, QLineEdit] = {}
        for key, label, example in RECORD_FIELDS:
            edit = QLineEdit()
            edit.setObjectName(f"record-{key}")
            edit.setPlaceholderText(self.tr("[]   e.g. {example}").format(example=example))
            edit.editingFinished.connect(lambda k=key: self._set_record(k))
            self.record[key] = edit
            form.addRow(self.tr(label), edit)
        return box


    # ------------------------------------------------------------ edits

    def _set_players(self, players: int) -> None:
        if players != self.tools.position["players"]:
            self.tools.document.edit(editing.set_players(self.tools.position, self.tools.data, players),
                               self.tr("Number of players: {count}").format(count=players))

    def _set_seat_value(self, key: str, seat: int, value: int) -> None:
        if self.tools.position[key][seat] != value:
            self.tools.document.edit(editing.set_seat_value(self.tools.position, key, seat, value),
                               (self.tr("Set player {seat}'s gold") if key == "gold" else
                                self.tr("Set player {seat}'s points")).format(seat=seat + 1))

    def _set_rng(self) -> None:
        text = self.rng.text().strip()
        if text.isdigit() and int(text) < 2**64:
            self.tools.set_field("rng", int(text), self.tr("Set the spinner's state"))
        self.rng.setText(str(self.tools.position.get("rng", 0)))

    def _set_started_on(self) -> None:
        text = self.started_on.text().strip().upper()
        if not text or text in self.tools.names:
            self.tools.document.edit(editing.set_started_on(self.tools.position, text or None),
                               self.tr("Set where the turn started"))
        self.started_on.setText(self.tools.position.get("ship", {}).get("started_on", ""))

    def _set_record(self, key: str) -> None:
        edit = self.record[key]
        try:
            value = parse_json_text(edit.text() or "[]", MAX_TYPED_JSON, "list")
        except FormatError:
            value = None
        if isinstance(value, list):
            label = next(label for field, label, _ in RECORD_FIELDS if field == key)
            self.tools.set_field(key, value, self.tr("Set: {what}").format(what=self.tr(label)))
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
            self.tools.put_in(piece, field, index)

    def _draw_picked_here(self) -> None:
        if self._picked is not None:
            self.tools.draw_next(self._picked[2])

    def zone_at(self, global_point: QPoint) -> tuple[str, int] | None:
        """The list under `global_point` (its position field and index), if one is seen there."""
        for zone, place in self.zones.items():
            # Only where the list can be seen: one scrolled out of view may lie behind another widget.
            viewport = zone.viewport()
            if viewport.isVisible() and viewport.visibleRegion().contains(viewport.mapFromGlobal(global_point)):
                return place
        return None

    # ------------------------------------------------------------ showing the position

    def show_position(self, position: Position) -> None:
        self._refresh_turn(position)
        self._refresh_seats(position)
        self._refresh_zones(position)
        for key in self.record:
            self._show_record(key)

    def _show_record(self, key: str) -> None:
        value = self.tools.position.get(key, [])
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
                widget.setParent(None)
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
            for column, cell in enumerate((name, gold, score)):
                self.seats_grid.addWidget(cell, 2 * seat, column)
            self.seats_grid.addWidget(tokens, 2 * seat + 1, 0, 1, 3)   # under the player: the panel stays narrow
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
            value = self.tools.data.tokens[thing].value
            zone.add_piece({"kind": "token", "id": thing}, token_pixmap(value), "",
                           self.tr("Token {token}, worth {value}").format(token=thing, value=value))
            return
        spec = self.tools.spec(thing)
        zone.add_piece({"kind": "card", "id": thing}, card_icon(spec), "",
                       self.tr("Card {card}: {shape}").format(card=thing, shape=spec.shape.replace("_", " "))
                       + (", " + kind_name(spec) if spec.event else ""))

