"""Pebbles on the Qt floor: the pile drawn on a board, the choices and the move log in a panel,
built from the shared widgets every game's screen uses. What a real game adds (art, animations,
editor tools, a guide with its demo moments) is left out; docs/adding-a-game.md lists it."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QRectF, Signal
from PySide6.QtGui import QBrush, QColor, QPainter, QPixmap
from PySide6.QtWidgets import QLabel, QVBoxLayout, QWidget

from qtgames.engine.core import Event
from qtgames.gui.editor.tools import EditorTools
from qtgames.gui.game_ui import GameScreen, GameUI, TableView
from qtgames.gui.guide import Guide, GuidePage, at_setup
from qtgames.gui.widgets.board_view import BoardView
from qtgames.gui.widgets.card_art import card_canvas
from qtgames.gui.widgets.choice_grid import ChoiceGrid
from qtgames.gui.widgets.move_log import MoveLog
from qtgames.gui.widgets.panel_parts import turn_heading

PEBBLE = 24.0
STONE = QColor("#8a8f94")


class PebblesBoard(BoardView):
    """The pile, one grey circle per pebble."""

    def show_state(self, view: TableView) -> None:
        scene = self.scene()
        scene.clear()
        for index in range(view.state.pile):
            x, y = (index % 5) * PEBBLE * 1.4, (index // 5) * PEBBLE * 1.4
            scene.addEllipse(QRectF(x, y, PEBBLE, PEBBLE), brush=QBrush(STONE))
        scene.setSceneRect(QRectF(-PEBBLE, -PEBBLE, PEBBLE * 9, PEBBLE * 6))
        self.fit()

    def show_hint(self, action: Any) -> None:
        self.notify(self.tr("Take {count}").format(count=action.count))

    def animate(self, events: list[Event]) -> None:
        """Nothing moves on this board: a move is seen at once."""


class PebblesPanel(QWidget):
    """Whose turn it is, the choices as buttons named `take-N`, the move log."""

    actionChosen = Signal(object)

    def __init__(self, describe: Callable[[Any], str]) -> None:
        super().__init__()
        layout = QVBoxLayout(self)
        self.turn_label = turn_heading()
        layout.addWidget(self.turn_label)
        self.choices = ChoiceGrid(lambda action: f"take-{action.count}", columns=1)
        self.choices.describe = describe
        self.choices.actionChosen.connect(self.actionChosen)
        layout.addWidget(self.choices)
        self.status = QLabel()
        layout.addWidget(self.status)
        self.log = MoveLog()
        layout.addWidget(self.log, 1)

    def show_state(self, view: TableView) -> None:
        self.turn_label.setText(view.prompt)
        self.choices.show_choices([], view.legal if view.interactive else [], view.prompt)

    def show_preview_status(self, text: str, legal: bool) -> None:
        self.status.setText(text)

    def add_events(self, events: list[Event], names: list[str]) -> None:
        self.log.add_events(events, names)

    def clear_log(self) -> None:
        self.log.clear()


def paint_card(painter: QPainter) -> None:
    painter.setBrush(STONE)
    for index in range(5):
        painter.drawEllipse(QRectF(30 + index * 32, 45, PEBBLE, PEBBLE))


class PebblesUI(GameUI):
    def screen(self, describe: Callable[[Any], str]) -> GameScreen:
        return GameScreen(PebblesBoard(), PebblesPanel(describe))

    def card_art(self) -> QPixmap:
        return card_canvas(QColor("#dfe6e9"), paint_card)

    def editor_tools(self) -> type[EditorTools]:
        raise NotImplementedError("Pebbles has no scenario editor")

    def guide(self) -> Guide:
        return Guide("PebblesUI", 2, 1, (GuidePage("The pile", "Take one, two or three pebbles.", at_setup()),))

    def option_value(self, option: str, value: str) -> str:
        return value


UI = PebblesUI()
