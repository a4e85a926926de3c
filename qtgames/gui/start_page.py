"""The start page: choose a game, the seats (human or an AI), the rule options and the seed;
or a shipped puzzle, or the scenario editor."""

from __future__ import annotations

import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QFont
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QScrollArea,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ..engine.ai import AI_KINDS
from ..engine.core import Game, get_game
from ..engine.core.messages import sentence
from ..engine.core.options import RuleOptions
from ..engine.core.record import HUMAN, PlayerSeat
from ..engine.core.scenario import bundled_scenarios
from .game_cards import GameCards
from .i18n import translate
from .registry import registered_games
from .widgets.colours import PLAYER_COLOUR_NAMES, player_colour


@dataclass(frozen=True, slots=True)
class NewGame:
    game: str
    seats: list[PlayerSeat]
    options: RuleOptions
    seed: int
    sandbox: bool = False


class SeatRow:
    """One seat: who plays it, and under what name."""

    def __init__(self, grid: QGridLayout, seat: int) -> None:
        self.label = QLabel(f"<b style='color:{player_colour(seat).name()}'>●</b> "
                            + translate("StartPage", "Seat {seat} ({colour})").format(
                                seat=seat + 1, colour=translate("Colour", PLAYER_COLOUR_NAMES[seat])))
        self.kind = QComboBox()
        self.kind.setObjectName(f"seat-kind-{seat}")
        self.kind.addItem(translate("StartPage", "Human"), HUMAN)
        for key, kind in AI_KINDS.items():
            # The keys are stable (saved in records); titles and descriptions go through Qt's translator.
            title = translate("AiKind", kind.title)
            self.kind.addItem(translate("StartPage", "AI: {0}").format(title), key)
            self.kind.setItemData(self.kind.count() - 1, translate("AiKind", kind.description),
                                  Qt.ItemDataRole.ToolTipRole)
        self.kind.setCurrentIndex(0 if seat == 0 else self.kind.findData("greedy"))
        self.name = QLineEdit(translate("StartPage", "Player {seat}").format(seat=seat + 1))
        self.name.setMaxLength(40)
        for col, widget in enumerate((self.label, self.kind, self.name)):
            grid.addWidget(widget, seat + 1, col)

    def set_visible(self, visible: bool) -> None:
        for widget in (self.label, self.kind, self.name):
            widget.setVisible(visible)

    def set_seat(self, seat: PlayerSeat) -> None:
        """Show a seat already taken (a record's players, when taking over a reviewed game)."""
        self.kind.setCurrentIndex(max(0, self.kind.findData(seat.kind)))
        self.name.setText(seat.name)

    def seat(self) -> PlayerSeat:
        kind = self.kind.currentData()
        default = translate("StartPage", "You") if kind == HUMAN else translate("AiKind", AI_KINDS[kind].title)
        return PlayerSeat(self.name.text().strip() or default, kind)


class StartPage(QWidget):
    """Emits `startRequested(NewGame)` when the player presses Start."""

    startRequested = Signal(object)
    editorRequested = Signal(object)      # a Scenario to lay out, or None for an empty one
    scenarioRequested = Signal(object)    # a Scenario (puzzle or example) to play
    openRequested = Signal(str)           # a recent match file to open

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        # Everything scrolls but the Start row: eight seats and the game cards outgrow a laptop's
        # height, and the button that starts the game must never be out of sight.
        page = QVBoxLayout(self)
        page.setContentsMargins(0, 0, 0, 0)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setFrameShape(QFrame.Shape.NoFrame)
        content = QWidget()
        scroll.setWidget(content)
        page.addWidget(scroll, 1)
        outer = QVBoxLayout(content)
        outer.setContentsMargins(40, 24, 40, 8)
        bottom = QVBoxLayout()
        bottom.setContentsMargins(40, 4, 40, 16)
        page.addLayout(bottom)
        title = QLabel("qtgames")
        font = QFont()
        font.setPointSize(28)
        font.setBold(True)
        title.setFont(font)
        outer.addWidget(title)
        subtitle = QLabel(self.tr("Tabletop games with their complete rules. Every refused move names its rule."))
        outer.addWidget(subtitle)
        self.cards = GameCards()
        outer.addWidget(self.cards)

        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QVBoxLayout()
        columns.addLayout(left, 3)
        game_form = QFormLayout()
        self.game_box = QComboBox()
        for key in registered_games():
            self.game_box.addItem(get_game(key).title, key)
        game_form.addRow(self.tr("Game"), self.game_box)
        self.player_count = QSpinBox()
        self.player_count.setObjectName("player-count")
        self.player_count.setRange(2, 8)
        self.player_count.setValue(2)
        game_form.addRow(self.tr("Players"), self.player_count)
        self.seed = QSpinBox()
        self.seed.setObjectName("seed")
        self.seed.setRange(0, 2_000_000_000)
        self.seed.setValue(random.randrange(1, 1_000_000))
        self.seed.setToolTip(self.tr("The same seed and moves replay the same game, dice and all."))
        game_form.addRow(self.tr("Seed"), self.seed)
        self.sandbox = QCheckBox(self.tr("Sandbox: undo may take back anything, draws and other players' moves"))
        self.sandbox.setObjectName("sandbox")
        self.sandbox.setToolTip(self.tr("Otherwise you may take back only your own moves within your turn, and "
                                        "never a roll, a draw or another player's move."))
        game_form.addRow(self.tr("Undo"), self.sandbox)
        left.addLayout(game_form)

        seats_box = QGroupBox(self.tr("Seats"))
        grid = QGridLayout(seats_box)
        grid.addWidget(QLabel("<b>" + self.tr("Seat") + "</b>"), 0, 0)
        grid.addWidget(QLabel("<b>" + self.tr("Played by") + "</b>"), 0, 1)
        grid.addWidget(QLabel("<b>" + self.tr("Name") + "</b>"), 0, 2)
        self.seat_rows = [SeatRow(grid, seat) for seat in range(8)]
        left.addWidget(seats_box)
        left.addWidget(self._scenarios_box())
        left.addStretch(1)

        self.options_box = QGroupBox(self.tr("Rules and rulings"))
        self.options_layout = QVBoxLayout(self.options_box)
        right = QVBoxLayout()
        columns.addLayout(right, 2)
        right.addWidget(self.options_box, 1)
        right.addWidget(self._recent_box())
        self.option_widgets: dict[str, QWidget] = {}

        self.data_note = QLabel()
        self.data_note.setWordWrap(True)
        self.data_note.setStyleSheet("color: #6b5800;")
        bottom.addWidget(self.data_note)
        self.start_button = QPushButton(self.tr("Start game"))
        self.start_button.setObjectName("start-game")
        self.start_button.setDefault(True)
        self.start_button.setMinimumHeight(40)
        self.start_button.clicked.connect(self._start)
        editor_button = QPushButton(self.tr("Scenario editor…"))
        editor_button.setObjectName("open-editor")
        editor_button.setToolTip(self.tr("Lay out any position, check it against the rules, test a ruling or set a "
                                         "puzzle"))
        editor_button.clicked.connect(lambda: self.editorRequested.emit(None))
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(editor_button)
        buttons.addWidget(self.start_button)
        bottom.addLayout(buttons)

        self.player_count.valueChanged.connect(self._show_seats)
        self.cards.gameChosen.connect(lambda key: self.game_box.setCurrentIndex(self.game_box.findData(key)))
        self.game_box.currentIndexChanged.connect(lambda _i: self.cards.show_game(self.game_box.currentData()))
        self.cards.show_game(self.game_box.currentData())
        self.game_box.currentIndexChanged.connect(self._show_game)
        self._show_game()

    def _recent_box(self) -> QGroupBox:
        """The matches opened or saved lately (the same list as File → Open recent)."""
        box = QGroupBox(self.tr("Recent games"))
        layout = QVBoxLayout(box)
        self.recent = QListWidget()
        self.recent.setObjectName("recent-list")
        self.recent.setMaximumHeight(110)
        self.recent.itemDoubleClicked.connect(lambda item: self.openRequested.emit(item.toolTip()))
        layout.addWidget(self.recent)
        row = QHBoxLayout()
        self.open_recent = QPushButton(self.tr("Open"))
        self.open_recent.setObjectName("open-recent")
        self.open_recent.clicked.connect(
            lambda: self.openRequested.emit(self.recent.currentItem().toolTip()) if self.recent.currentItem() else None)
        row.addStretch(1)
        row.addWidget(self.open_recent)
        layout.addLayout(row)
        return box

    def show_recent(self, paths: list[str]) -> None:
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem(Path(path).name)
            item.setToolTip(path)
            self.recent.addItem(item)
        if not paths:
            self.recent.addItem(QListWidgetItem(self.tr("No saved games yet")))
            self.recent.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self.open_recent.setEnabled(bool(paths))

    def _scenarios_box(self) -> QGroupBox:
        """The puzzles and rulebook examples that ship with the app: play one or open it in the editor."""
        box = QGroupBox(self.tr("Puzzles and rulebook examples"))
        layout = QVBoxLayout(box)
        self.scenarios = QListWidget()
        self.scenarios.setObjectName("scenario-list")
        self.scenarios.setMaximumHeight(150)
        for name, scenario in bundled_scenarios():
            title = sentence(scenario.title)   # a bundled scenario's title may have a translation
            item = QListWidgetItem(self.tr("{title} — puzzle").format(title=title) if scenario.goal is not None
                                   else title)
            item.setData(Qt.ItemDataRole.UserRole, scenario)
            item.setToolTip(scenario.notes)
            item.setData(Qt.ItemDataRole.UserRole + 1, name)   # the file name, for tests and logs
            item.setData(Qt.ItemDataRole.UserRole + 2, scenario.game)
            self.scenarios.addItem(item)
        self.scenarios.itemDoubleClicked.connect(
            lambda item: self.scenarioRequested.emit(item.data(Qt.ItemDataRole.UserRole)))
        layout.addWidget(self.scenarios)
        row = QHBoxLayout()
        play = QPushButton(self.tr("Play it"))
        play.setObjectName("play-scenario")
        play.clicked.connect(lambda: self._emit_selected(self.scenarioRequested))
        edit = QPushButton(self.tr("Open in the editor"))
        edit.setObjectName("edit-scenario")
        edit.clicked.connect(lambda: self._emit_selected(self.editorRequested))
        row.addStretch(1)
        row.addWidget(edit)
        row.addWidget(play)
        layout.addLayout(row)
        return box

    def _emit_selected(self, signal: Any) -> None:
        item = self.scenarios.currentItem()
        if item is not None:
            signal.emit(item.data(Qt.ItemDataRole.UserRole))

    @property
    def game(self) -> Game:  # type: ignore[type-arg]
        return get_game(self.game_box.currentData())

    def _show_game(self) -> None:
        game = self.game
        self.player_count.setRange(game.min_players, game.max_players)
        while self.options_layout.count():
            widget = self.options_layout.takeAt(0).widget()
            if widget is not None:
                widget.hide()   # deleteLater waits for the event loop: until then it would still show
                widget.deleteLater()
        self.option_widgets = {}
        infos = game.Options.describe()
        for index, info in enumerate(infos):
            widget: QWidget
            if isinstance(info.default, bool):
                box = QCheckBox(f"{sentence(info.label)} ({info.rule})")
                box.setChecked(info.default)
                widget = box
            else:
                combo = QComboBox()
                combo.addItems(list(info.choices))
                combo.setCurrentText(info.default)
                widget = QWidget()
                row = QHBoxLayout(widget)
                row.setContentsMargins(0, 0, 0, 0)
                row.addWidget(QLabel(f"{sentence(info.label)} ({info.rule})"), 1)
                row.addWidget(combo)
                widget.setProperty("combo", combo)
            widget.setToolTip(sentence(info.help))
            widget.setObjectName(f"option-{info.name}")
            self.options_layout.addWidget(widget)
            self.option_widgets[info.name] = widget
            helps = [i.help for i in infos]
            if helps.count(info.help) > 1 and info.help not in helps[index + 1:]:
                self.options_layout.addWidget(_shared_note(sentence(info.help)))
        self.options_layout.addStretch(1)
        reconstructed = game.reconstructed()
        self.data_note.setText(
            self.tr("Note: some component data are reconstructed ({what}): no public source gives them. If you "
                    "own the game, you can correct them with a data override file (see the README).").format(
                what=", ".join(reconstructed)) if reconstructed else "")
        for row in range(self.scenarios.count()):   # only the chosen game's puzzles and examples
            item = self.scenarios.item(row)
            item.setHidden(item.data(Qt.ItemDataRole.UserRole + 2) != self.game_box.currentData())
        self._show_seats()

    def _show_seats(self) -> None:
        for seat, row in enumerate(self.seat_rows):
            row.set_visible(seat < self.player_count.value())

    def options(self) -> RuleOptions:
        values: dict[str, Any] = {}
        for name, widget in self.option_widgets.items():
            if isinstance(widget, QCheckBox):
                values[name] = widget.isChecked()
            else:
                values[name] = widget.property("combo").currentText()
        return self.game.Options.from_json(values)

    def table(self) -> dict[str, Any]:
        """The set-up to remember for next time."""
        rows = self.seat_rows[: self.player_count.value()]
        return {"game": self.game_box.currentData(), "players": self.player_count.value(),
                "kinds": [row.kind.currentData() for row in rows], "names": [row.name.text() for row in rows]}

    def set_table(self, table: dict[str, Any]) -> None:
        """Set up the page as last time; anything unknown (a removed AI level, say) is skipped."""
        index = self.game_box.findData(table.get("game"))
        if index >= 0:
            self.game_box.setCurrentIndex(index)
        players = table.get("players")
        if isinstance(players, int):
            self.player_count.setValue(players)
        for row, kind, name in zip(self.seat_rows, table.get("kinds") or [], table.get("names") or [], strict=False):
            if row.kind.findData(kind) >= 0:
                row.kind.setCurrentIndex(row.kind.findData(kind))
            if isinstance(name, str) and name.strip():
                row.name.setText(name[:40])

    def _start(self) -> None:
        seats = [row.seat() for row in self.seat_rows[: self.player_count.value()]]
        self.startRequested.emit(NewGame(self.game_box.currentData(), seats, self.options(), self.seed.value(),
                                         self.sandbox.isChecked()))


def _shared_note(text: str) -> QLabel:
    """Help that several options give word for word (two boards' sides whose values are estimates,
    say) is a caution about all of them, so it shows under the last of them, not only as a tooltip."""
    note = QLabel(text)
    note.setObjectName("options-note")
    note.setWordWrap(True)
    note.setStyleSheet("color: #6b5800; font-style: italic;")
    return note
