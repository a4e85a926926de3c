"""The side panel of a Tsuro of the Seas game: players, the hand, the dice, the move log.

It shows only what the seat in front of the screen may see: the hand of the view's `viewer`,
chosen by the main window (the human's own hand, or nobody's while the computer is being passed).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QIcon, QKeySequence, QPainter, QPixmap, QResizeEvent, QShortcut
from PySide6.QtWidgets import (
    QButtonGroup,
    QCheckBox,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QToolButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.core import Event
from ...engine.tsuro_seas.events import OUT_KINDS
from ...engine.tsuro_seas.rules import bonus_pool
from ...engine.tsuro_seas.state import Phase, PlaceTile, TakeBonus, TsuroState
from ..analysis.marks import BADGE_STYLE
from ..analysis.panel import percent
from ..game_ui import TableView
from ..widgets import colours
from ..widgets.move_log import MoveLog
from ..widgets.panel_parts import player_list, turn_heading
from ..widgets.placement_controls import PlacementControls
from ..widgets.rule_links import option_rule
from .art import paint_tile

TILE_ICON = 64
# The hand grows with the panel: up to this size on a large screen, never above the move log's share.
LARGEST_TILE_ICON = 112
# A group box's title never wraps: a long name in the hand's title is cut to this width so it
# cannot widen the side panel (the player list shows it whole).
NAME_IN_TITLE = 220
BONUS_ICON = 44
# The hand tile previewed on the board: a gold frame on a light ground, unmistakable at a glance.
HAND_STYLE = ("QToolButton { border: 3px solid transparent; border-radius: 8px; padding: 2px; }"
              "QToolButton:checked { border: 3px solid #f2c14e; background: #fff1c1; }")
HAND_KEYS = 3   # keys 1–3 pick a hand tile (a hand holds three after each draw)


def tile_icon(connections: tuple[int, ...], size: int = TILE_ICON) -> QIcon:
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    paint_tile(painter, QRectF(0, 0, size, size), connections)
    painter.end()
    return QIcon(pixmap)


class BonusBox(QGroupBox):
    """The elimination bonus: tick tiles to give and to take, or keep your hand. Which swaps the
    rules allow is the engine's list of legal ones: the Swap button waits for one of them. Tiles
    are shown as pictures, never by number."""

    chosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.column = QVBoxLayout(self)
        self._give: list[tuple[int, QCheckBox]] = []
        self._take: list[tuple[int, QCheckBox]] = []
        self._swaps: set[TakeBonus] = set()

    def offer(self, hand: list[tuple[int, tuple[int, ...]]], pool: list[tuple[int, tuple[int, ...]]],
              swaps: list[TakeBonus], rule: str) -> None:
        """Offer the legal `swaps` of `hand` against `pool` (tiles with their wakes) under the
        pending decision's `rule`."""
        self._swaps = set(swaps)
        self.setTitle(self.tr("Elimination bonus ({rule})").format(rule=rule))
        layout = self.column
        while (item := layout.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.deleteLater()
        layout.addWidget(QLabel(self.tr("Give from your hand:")))
        self._give = self._row(hand, "give", self.tr("Give this tile"), layout)
        layout.addWidget(QLabel(self.tr("Take from the eliminated hands:")))
        self._take = self._row(pool, "take", self.tr("Take this tile"), layout)
        self.swap = QPushButton(self.tr("Swap"))
        self.swap.setObjectName("bonus-swap")
        self.swap.clicked.connect(self._swap)
        keep = QPushButton(self.tr("Keep my tiles"))
        keep.clicked.connect(lambda: self.chosen.emit(TakeBonus((), ())))
        row = QHBoxLayout()
        row.addWidget(self.swap)
        row.addWidget(keep)
        holder = QWidget()
        holder.setLayout(row)
        layout.addWidget(holder)
        self._refresh()

    def _row(self, tiles: list[tuple[int, tuple[int, ...]]], side: str, tip: str,
             layout: Any) -> list[tuple[int, QCheckBox]]:
        """A row of tile pictures to tick."""
        holder = QWidget()
        row = QHBoxLayout(holder)
        row.setContentsMargins(0, 0, 0, 0)
        boxes = []
        for tile, connections in tiles:
            box = QCheckBox()
            box.setIcon(tile_icon(connections, BONUS_ICON))
            box.setIconSize(QSize(BONUS_ICON, BONUS_ICON))
            box.setToolTip(tip)
            box.setObjectName(f"bonus-{side}-{tile}")
            box.toggled.connect(self._refresh)
            row.addWidget(box)
            boxes.append((tile, box))
        row.addStretch(1)
        layout.addWidget(holder)
        return boxes

    def _picked(self, boxes: list[tuple[int, QCheckBox]]) -> tuple[int, ...]:
        return tuple(t for t, box in boxes if box.isChecked())

    def _refresh(self) -> None:
        chosen = TakeBonus(self._picked(self._give), self._picked(self._take))
        self.swap.setEnabled(bool(chosen.give or chosen.take) and chosen in self._swaps)

    def _swap(self) -> None:
        self.chosen.emit(TakeBonus(self._picked(self._give), self._picked(self._take)))


class TsuroPanel(QWidget):
    """Players, hand, dice and log; tile clicks and button presses go out as signals."""

    tileSelected = Signal(int)
    rotateRequested = Signal()
    placeRequested = Signal()
    actionChosen = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setMinimumWidth(330)
        for index in range(HAND_KEYS):
            QShortcut(QKeySequence(str(index + 1)), self, lambda i=index: self.select_hand_tile(i))
        layout = QVBoxLayout(self)
        self.turn_label = turn_heading(lines=2)   # "Player 2: Place a wake tile…" wraps at 1024 px
        layout.addWidget(self.turn_label)
        self.players = player_list(word_wrap=False)
        layout.addWidget(self.players)
        self.dice_label = QLabel()
        self.pile_label = QLabel()
        layout.addWidget(self.dice_label)
        layout.addWidget(self.pile_label)

        hand_box = QGroupBox(self.tr("Your hand"))
        hand_box.setStyleSheet(HAND_STYLE)   # once, for every hand button to come (a sheet per button re-polished it each move)
        self.hand_box = hand_box
        hand_layout = QVBoxLayout(hand_box)
        self.hand_row = QHBoxLayout()
        hand_layout.addLayout(self.hand_row)
        self.hand_group = QButtonGroup(self)
        self.hand_group.setExclusive(True)
        self.hand_buttons: list[QToolButton] = []
        self._wakes: tuple[tuple[tuple[int, ...], ...], ...] = ()   # each tile's wakes in its four rotations
        self._chances: dict[Any, float] = {}   # the analysis's, by action, marked on the hand
        self.controls = PlacementControls(self.tr("Rotate (R)"), self.tr("Place (Enter)"))
        # Room for a verdict of two lines whether or not one is shown: the log below stays put.
        self.controls.status.setMinimumHeight(2 * self.controls.status.fontMetrics().lineSpacing())
        self.icon_size = TILE_ICON
        self.controls.rotateRequested.connect(self.rotateRequested)
        self.controls.placeRequested.connect(self.placeRequested)
        hand_layout.addWidget(self.controls)
        layout.addWidget(hand_box)

        self.bonus = BonusBox()
        self.bonus.chosen.connect(self.actionChosen)
        self.bonus.hide()
        layout.addWidget(self.bonus)

        layout.addWidget(QLabel(self.tr("Move log")))
        self.log = MoveLog()
        layout.addWidget(self.log, 1)

    # ------------------------------------------------------------ showing the state

    def show_state(self, view: TableView) -> None:
        state: TsuroState = view.state
        names, visible_hand, legal = view.names, view.viewer, view.legal
        self._wakes = state.data.rotated
        self.turn_label.setText(view.prompt)
        self.players.clear()
        for seat, name in enumerate(names):
            mark = "▶ " if seat == state.active and state.phase != Phase.OVER else ""
            status = "" if state.alive[seat] else self.tr(" — out")
            if seat in state.winners:
                status = self.tr(" — winner")
            tiles = self.tr("(%n tiles)", "", len(state.hands[seat]))
            item = QListWidgetItem(colours.colour_dot(seat, state.alive[seat]), f"{mark}{name}{status}  {tiles}")
            self.players.addItem(item)
        self.players.setFixedHeight(self.players.sizeHintForRow(0) * len(names) + 8)
        gold, blue, die = state.dice
        if not state.options.daikaiju:
            rule = option_rule(type(state.options), "daikaiju")
            self.dice_label.setText(self.tr("No daikaiju ({rule})").format(rule=rule))
        elif gold:
            dice = self.tr("Dice: gold {gold} + blue {blue} = {sum}").format(gold=gold, blue=blue, sum=gold + blue)
            kaiju = self.tr(", daikaiju die {die}").format(die=die) if die else ""
            self.dice_label.setText(dice + kaiju)
        else:
            self.dice_label.setText(self.tr("Dice: not rolled this turn"))
        self.pile_label.setText(self.tr("Draw pile: %n tiles", "", len(state.pile)))
        self._show_hand(state, names, visible_hand, view.asks("place"))
        bonus = [a for a in legal if isinstance(a, TakeBonus)]
        if bonus and visible_hand == state.active:
            assert view.decision is not None   # a bonus is on offer: the bonus decision is pending
            wakes = state.data.rotated
            self.bonus.offer([(t, wakes[t][0]) for t in state.hands[state.active]],
                             [(t, wakes[t][0]) for t in bonus_pool(state)], bonus, view.decision.rule)
            self.bonus.show()
        else:
            self.bonus.hide()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """The hand tiles as large as the panel's width allows and its height spares (the move log
        keeps its room): 64 px on a 1024×700 screen, up to 112 on a large one."""
        super().resizeEvent(event)
        by_width = (self.width() - 60) // HAND_KEYS - 16
        by_height = TILE_ICON + (self.window().height() - 700) // 4   # the panel's own height follows its content
        size = max(TILE_ICON, min(LARGEST_TILE_ICON, by_width, by_height))
        if size != self.icon_size:
            self.icon_size = size
            for button in self.hand_buttons:
                button.setIconSize(QSize(size, size))

    def select_hand_tile(self, index: int) -> None:
        """Keys 1–3: the n-th tile of the hand, as if clicked (only while placing)."""
        if index < len(self.hand_buttons) and self.hand_buttons[index].isEnabled():
            self.hand_buttons[index].click()

    def _show_hand(self, state: TsuroState, names: list[str], seat: int | None, placing: bool) -> None:
        for button in self.hand_buttons:
            self.hand_group.removeButton(button)
            self.hand_row.removeWidget(button)
            button.hide()   # deleteLater waits for the event loop: until then it would widen the row
            button.deleteLater()
        self.hand_buttons = []
        if seat is None:
            self.hand_box.setTitle(self.tr("Hand hidden"))
            tiles: list[int] = []
        else:
            name = self.fontMetrics().elidedText(names[seat], Qt.TextElideMode.ElideRight, NAME_IN_TITLE)
            self.hand_box.setTitle(self.tr("Hand of {name}").format(name=name))
            tiles = list(state.hands[seat])
        for tile in tiles:
            button = QToolButton()
            button.setIcon(tile_icon(state.data.rotated[tile][0], LARGEST_TILE_ICON))
            button.setIconSize(QSize(self.icon_size, self.icon_size))
            button.setCheckable(True)
            button.setEnabled(placing)
            button.setToolTip(self.tr("Key {key}: show this tile in front of your ship, with where it sails").format(
                key=len(self.hand_buttons) + 1))
            button.setObjectName(f"hand-tile-{tile}")
            button.clicked.connect(lambda _=False, t=tile: self.tileSelected.emit(t))
            self.hand_group.addButton(button)
            self.hand_row.addWidget(button)
            self.hand_buttons.append(button)
        self.controls.set_placing(placing)
        self._mark_hand()

    def show_chances(self, chances: dict[Any, float]) -> None:
        """The analysis panel's chances on the hand: each tile's badge the chance of its best turn,
        its tooltip every turn's (`gui/analysis/marks.py`); empty takes them off."""
        self._chances = dict(chances)
        self._mark_hand()

    def _mark_hand(self) -> None:
        for button in self.hand_buttons:
            for old in button.findChildren(QLabel, "hand-chance"):
                old.setParent(None)   # gone at once: a badge never outlives the chances it showed
                old.deleteLater()
            tile = int(button.objectName().removeprefix("hand-tile-"))
            turns = sorted((action.rotation, chance) for action, chance in self._chances.items()
                           if isinstance(action, PlaceTile) and action.tile == tile)
            button.setToolTip(button.toolTip().split("\n")[0])
            if not turns:
                continue
            badge = QLabel(percent(max(chance for _turn, chance in turns)), button)
            badge.setObjectName("hand-chance")
            badge.setStyleSheet(BADGE_STYLE)
            badge.adjustSize()
            badge.move(4, 4)
            badge.show()
            each = ", ".join(self.tr("turned {degrees}°: {chance}").format(degrees=turn * 90, chance=percent(chance))
                             for turn, chance in turns)
            said = self.tr("Win chance after each turn (analysis; the badge shows the best): {turns}").format(turns=each)
            button.setToolTip(button.toolTip() + "\n" + said)

    def show_previewed(self, tile: int, rotation: int) -> None:
        """The board shows `tile` turned `rotation` in front of the ship (picked here, by a key or by
        the hint): its button is marked and its picture turned the same way."""
        for button in self.hand_buttons:
            if button.objectName() == f"hand-tile-{tile}":
                button.setChecked(True)
                button.setIcon(tile_icon(self._wakes[tile][rotation], LARGEST_TILE_ICON))

    def show_preview_status(self, text: str, legal: bool) -> None:
        self.controls.show_verdict(text, legal)

    def add_events(self, events: list[Event], names: list[str]) -> None:
        """Log the events; a ship going out stands out."""
        self.log.add_events(events, names, emphasised=OUT_KINDS)

    def clear_log(self) -> None:
        self.log.clear()
