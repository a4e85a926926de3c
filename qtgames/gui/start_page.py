"""The lobby: pick a game (its card), the seats and who plays them, and Start; or a puzzle or
rulebook example (shipped, or the player's own), or a game played lately, all in sight without
scrolling.

Everything a first game does not need waits under *Advanced*: the seed (a new one is drawn for
every game unless one is typed, to replay a deal), sandbox undo and the rule options. Options
read in plain words, each value by its label from the game's screen (`GameUI.option_value`);
the rule an option rules on is a small link to that rule.
"""

from __future__ import annotations

import html
import random
import re
from collections.abc import Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import QRegularExpression, Qt, Signal
from PySide6.QtGui import QCursor, QFont, QRegularExpressionValidator
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
    QSizePolicy,
    QSpinBox,
    QStyle,
    QToolButton,
    QVBoxLayout,
    QWhatsThis,
    QWidget,
)

from ..engine.ai import AI_KINDS
from ..engine.core import get_game
from ..engine.core.options import OptionInfo, RuleOptions
from ..engine.core.protocol import AnyGame
from ..engine.core.record import HUMAN, PlayerSeat
from ..engine.core.ruling_report import bundled_notes as ruling_notes
from ..engine.core.ruling_report import bundled_ruling_reports
from ..engine.core.ruling_report import bundled_title as ruling_title
from ..engine.core.scenario import Scenario, bundled_scenarios, bundled_words
from ..storage import user_paths
from .game_cards import GameCards
from .i18n import translate
from .registry import registered_games, ui_for
from .widgets.colours import PLAYER_COLOUR_NAMES, player_colour
from .widgets.plain_text import plain_tip
from .widgets.rule_links import rule_tooltip, rule_url, unbroken_rules

SEED_LIMIT = 2**63   # a seed is any number the engine's RNG takes; typed as digits
QUIET = "color: #5f6b73;"   # links and notes that are there for those who look
SCENARIO_ROLE = Qt.ItemDataRole.UserRole
NAME_ROLE = Qt.ItemDataRole.UserRole + 1   # a bundled scenario's file name, for tests and logs
GAME_ROLE = Qt.ItemDataRole.UserRole + 2
REPORT_ROLE = Qt.ItemDataRole.UserRole + 3   # a shipped ruling report: opened in the editor's "Test a ruling"
PATH_ROLE = Qt.ItemDataRole.UserRole + 4     # a file: a recent game's, or one of the player's own scenarios


@dataclass(frozen=True, slots=True)
class NewGame:
    game: str
    seats: list[PlayerSeat]
    options: RuleOptions
    seed: int
    sandbox: bool = False


def new_seed() -> int:
    """A fresh deal: every game starts from its own seed unless the player typed one."""
    return random.randrange(1, 2_000_000_000)


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
        self.describe_levels({})
        self.kind.setCurrentIndex(0 if seat == 0 else self.kind.findData("greedy"))
        self.default_name = translate("StartPage", "Player {seat}").format(seat=seat + 1)
        self.name = QLineEdit(self.default_name)
        self.name.setMaxLength(40)
        for col, widget in enumerate((self.label, self.kind, self.name)):
            grid.addWidget(widget, seat + 1, col)

    def describe_levels(self, notes: Mapping[str, object]) -> None:
        """Each AI level's description as its tooltip, and under it what the chosen game's ladder
        says of that level there (`Game.level_notes`)."""
        for index in range(self.kind.count()):
            kind = AI_KINDS.get(self.kind.itemData(index))
            if kind is not None:
                note = notes.get(kind.key)
                tip = translate("AiKind", kind.description)
                self.kind.setItemData(index, tip if note is None else f"{tip}\n{note}", Qt.ItemDataRole.ToolTipRole)

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


def option_help(game: str, info: OptionInfo) -> str:
    """An option's help with each value it names ("previous_opener: the player who …") named by
    its label instead, so no stable key reaches the player."""
    text = info.help
    for value in info.choices:
        label = ui_for(game).option_value(info.name, value)

        def labelled(found: re.Match[str], label: str = label) -> str:
            return f"{found[1]}{label}:"

        text = re.sub(rf"(^|; |\. ){re.escape(value)}:", labelled, text)
    return text


def rule_link(rule: str) -> QLabel:
    """The rule an option is about, small and quiet, opening the rules at it."""
    link = QLabel(f'<a href="{rule_url(rule).toString()}" style="{QUIET} text-decoration: none;"><small>'
                  f'{html.escape(rule)}</small></a>')
    link.setObjectName("rule-link")
    link.setOpenExternalLinks(True)   # our scheme's handler opens the rules viewer
    link.setToolTip(rule_tooltip(rule))
    return link


class OptionRow(QWidget):
    """One rule option: plain words, a check box or a choice of labelled values, its rule as a link."""

    def __init__(self, game: str, info: OptionInfo) -> None:
        super().__init__()
        self.info = info
        self.setObjectName(f"option-{info.name}")
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 0, 0, 0)
        self.check: QCheckBox | None = None
        self.combo: QComboBox | None = None
        if isinstance(info.default, bool):
            self.check = QCheckBox(info.label)
            self.check.setChecked(info.default)
            row.addWidget(self.check, 1)
        else:
            label = QLabel(info.label)
            label.setWordWrap(True)
            self.combo = QComboBox()
            for value in info.choices:
                self.combo.addItem(ui_for(game).option_value(info.name, value), value)
            self.combo.setCurrentIndex(self.combo.findData(info.default))
            row.addWidget(label, 1)
            row.addWidget(self.combo)
        row.addWidget(rule_link(info.rule))
        self.setToolTip(option_help(game, info))

    def value(self) -> Any:
        if self.check is not None:
            return self.check.isChecked()
        assert self.combo is not None
        return self.combo.currentData()

    def set_value(self, value: Any) -> None:
        if self.check is not None and isinstance(value, bool):
            self.check.setChecked(value)
        elif self.combo is not None and self.combo.findData(value) >= 0:
            self.combo.setCurrentIndex(self.combo.findData(value))


class StartPage(QWidget):
    """Emits `startRequested(NewGame)` when the player presses Start."""

    startRequested = Signal(object)
    editorRequested = Signal(object)      # a Scenario to lay out, or None for an empty one
    fileEditRequested = Signal(object, str)   # one of the player's own scenarios and its file, to edit
    scenarioRequested = Signal(object)    # a Scenario (puzzle or example) to play
    reportRequested = Signal(object)      # a shipped RulingReport to show in the editor
    openRequested = Signal(str)           # a recent match file to open
    guideRequested = Signal(str)          # a game key: its how-to-play guide
    rulesRequested = Signal(str)          # a game key: its rules
    backRequested = Signal()              # back to the game on the table

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        page = QVBoxLayout(self)
        page.setContentsMargins(24, 12, 24, 12)
        heading = QLabel(self.tr("Choose a game"))
        font = QFont()
        font.setPointSize(15)
        font.setBold(True)
        heading.setFont(font)
        page.addWidget(heading)
        self.cards = GameCards()
        page.addWidget(self.cards)
        page.addLayout(self._game_line())
        columns = QHBoxLayout()
        page.addLayout(columns, 1)
        columns.addWidget(self._table_column(), 3)
        right = QVBoxLayout()
        right.addWidget(self._scenarios_box(), 3)
        right.addWidget(self._recent_box(), 2)
        columns.addLayout(right, 2)
        page.addLayout(self._start_row())
        self.option_rows: dict[str, OptionRow] = {}
        self._game = registered_games()[0]
        self.cards.gameChosen.connect(self.choose_game)
        self.player_count.valueChanged.connect(self._show_seats)
        self._show_game()

    # ------------------------------------------------------------ building

    def _game_line(self) -> QHBoxLayout:
        """The chosen game in a line: its name and player count, how to play it, its rules, and
        (quietly) whether its component data are partly reconstructed."""
        line = QHBoxLayout()
        self.game_title = QLabel()
        self.game_title.setObjectName("game-title")
        line.addWidget(self.game_title)
        self.guide_link = self._link(self.tr("How to play"), "guide-link", lambda: self.guideRequested.emit(self._game))
        self.rules_link = self._link(self.tr("Rules"), "rules-link", lambda: self.rulesRequested.emit(self._game))
        line.addWidget(self.guide_link)
        line.addWidget(self.rules_link)
        line.addStretch(1)
        self.data_icon = QLabel()
        self.data_icon.setPixmap(self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxInformation).pixmap(16))
        self.data_note = self._link("", "data-note", self._explain_data)
        line.addWidget(self.data_icon)
        line.addWidget(self.data_note)
        return line

    def _link(self, text: str, name: str, slot: Any) -> QLabel:
        label = QLabel()
        label.setObjectName(name)
        label.setText(f'<a href="#">{html.escape(text)}</a>' if text else "")
        label.linkActivated.connect(lambda _href: slot())
        return label

    def _table_column(self) -> QScrollArea:
        """Seats, then Advanced: scrolls on its own when eight seats and the options outgrow a laptop."""
        content = QWidget()
        column = QVBoxLayout(content)
        column.setContentsMargins(0, 0, 8, 0)
        seats_box = QGroupBox(self.tr("Players"))
        seats = QVBoxLayout(seats_box)
        count_row = QHBoxLayout()
        count_label = QLabel(self.tr("Number of players"))
        self.player_count = QSpinBox()
        self.player_count.setObjectName("player-count")
        self.player_count.setRange(2, 8)
        count_label.setBuddy(self.player_count)
        count_row.addWidget(count_label)
        count_row.addWidget(self.player_count)
        count_row.addStretch(1)
        seats.addLayout(count_row)
        grid = QGridLayout()
        grid.addWidget(QLabel("<b>" + self.tr("Seat") + "</b>"), 0, 0)
        grid.addWidget(QLabel("<b>" + self.tr("Played by") + "</b>"), 0, 1)
        grid.addWidget(QLabel("<b>" + self.tr("Name") + "</b>"), 0, 2)
        self.seat_rows = [SeatRow(grid, seat) for seat in range(8)]
        seats.addLayout(grid)
        column.addWidget(seats_box)
        self.advanced_button = QToolButton()
        self.advanced_button.setObjectName("advanced")
        self.advanced_button.setText(self.tr("Advanced: seed, undo and rule options"))
        self.advanced_button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextBesideIcon)
        self.advanced_button.setArrowType(Qt.ArrowType.RightArrow)
        self.advanced_button.setCheckable(True)
        self.advanced_button.setAutoRaise(True)
        self.advanced_button.toggled.connect(self._show_advanced)
        column.addWidget(self.advanced_button)
        column.addWidget(self._advanced_box())
        column.addStretch(1)
        area = QScrollArea()
        area.setObjectName("table-column")
        area.setWidgetResizable(True)
        area.setFrameShape(QFrame.Shape.NoFrame)
        area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        area.setWidget(content)
        return area

    def _advanced_box(self) -> QWidget:
        self.advanced = QWidget()
        self.advanced.setObjectName("advanced-box")
        layout = QVBoxLayout(self.advanced)
        layout.setContentsMargins(18, 0, 0, 0)
        form = QFormLayout()
        self.seed = QLineEdit()
        self.seed.setObjectName("seed")
        self.seed.setPlaceholderText(self.tr("a new one for every game"))
        self.seed.setValidator(QRegularExpressionValidator(QRegularExpression(r"\d{1,19}")))
        self.seed.setClearButtonEnabled(True)
        self.seed.setToolTip(self.tr("The same seed and moves replay the same game, dice and all. Leave it empty "
                                     "for a new deal every game; the seed of each game shows in the title."))
        form.addRow(self.tr("Seed"), self.seed)
        self.sandbox = QCheckBox(self.tr("Sandbox: undo may take back anything, draws and other players' moves"))
        self.sandbox.setObjectName("sandbox")
        self.sandbox.setToolTip(self.tr("Otherwise you may take back only your own moves within your turn, and "
                                        "never a roll, a draw or another player's move."))
        form.addRow(self.tr("Undo"), self.sandbox)
        layout.addLayout(form)
        self.options_box = QGroupBox(self.tr("Rules and rulings"))
        self.options_layout = QVBoxLayout(self.options_box)
        layout.addWidget(self.options_box)
        self.advanced.hide()
        return self.advanced

    def _show_advanced(self, shown: bool) -> None:
        self.advanced_button.setArrowType(Qt.ArrowType.DownArrow if shown else Qt.ArrowType.RightArrow)
        self.advanced.setVisible(shown)

    def _start_row(self) -> QHBoxLayout:
        self.start_button = QPushButton(self.tr("Start game"))
        self.start_button.setObjectName("start-game")
        self.start_button.setDefault(True)
        self.start_button.setMinimumSize(160, 40)
        self.start_button.clicked.connect(self._start)
        editor_button = QPushButton(self.tr("Scenario editor…"))
        editor_button.setObjectName("open-editor")
        editor_button.setToolTip(self.tr("Lay out any position, check it against the rules, test a ruling or set a "
                                         "puzzle"))
        editor_button.clicked.connect(self._open_editor)
        self.back_button = QPushButton(self.tr("Back to the game"))
        self.back_button.setObjectName("back-to-game")
        self.back_button.setToolTip(self.tr("The game on the table goes on as it was"))
        self.back_button.clicked.connect(self.backRequested)
        self.back_button.hide()   # until there is a game to go back to
        buttons = QHBoxLayout()
        buttons.addWidget(self.back_button)
        buttons.addStretch(1)
        buttons.addWidget(editor_button)
        buttons.addWidget(self.start_button)
        return buttons

    def _recent_box(self) -> QGroupBox:
        """The matches opened or saved lately (the same list as File → Open recent)."""
        box = QGroupBox(self.tr("Recent games"))
        layout = QVBoxLayout(box)
        self.recent = QListWidget()
        self.recent.setObjectName("recent-list")
        self.recent.itemDoubleClicked.connect(lambda item: self.openRequested.emit(item.data(PATH_ROLE)))
        layout.addWidget(self.recent)
        row = QHBoxLayout()
        self.open_recent = QPushButton(self.tr("Open"))
        self.open_recent.setObjectName("open-recent")
        self.open_recent.clicked.connect(
            lambda: self.openRequested.emit(self.recent.currentItem().data(PATH_ROLE)) if self.recent.currentItem()
            else None)
        row.addStretch(1)
        row.addWidget(self.open_recent)
        layout.addLayout(row)
        return box

    def show_recent(self, paths: list[str], names: Mapping[str, str] | None = None) -> None:
        """The recent files, each by its name in `names` (a scenario's title and game) or its file name."""
        self.recent.clear()
        for path in paths:
            item = QListWidgetItem((names or {}).get(path, Path(path).name))
            item.setData(PATH_ROLE, path)
            item.setToolTip(plain_tip(path))
            self.recent.addItem(item)
        if not paths:
            self.recent.addItem(QListWidgetItem(self.tr("No saved games yet")))
            self.recent.item(0).setFlags(Qt.ItemFlag.NoItemFlags)
        self.open_recent.setEnabled(bool(paths))

    def _scenarios_box(self) -> QGroupBox:
        """The puzzles, rulebook examples and ruling reports that ship with the app: play one from
        its position, or open it in the editor (a report in "Test a ruling", with its answer)."""
        box = QGroupBox(self.tr("Puzzles, rulebook examples and rulings"))
        layout = QVBoxLayout(box)
        self.scenarios = QListWidget()
        self.scenarios.setObjectName("scenario-list")
        self.scenarios.setWordWrap(True)
        for name, scenario in bundled_scenarios():
            # "Puzzle 1: the corner squeeze — puzzle" said it twice; the English title says whether
            # its translation does.
            named = scenario.goal is None or "puzzle" in scenario.title.lower()
            # Worded in the engine's language wherever it opens (the editor, the window's title, the
            # puzzle bar's hints).
            scenario = bundled_words(name, scenario)
            title = scenario.title
            item = QListWidgetItem(unbroken_rules(title if named else self.tr("{title} — puzzle").format(title=title)))
            item.setData(SCENARIO_ROLE, scenario)
            item.setToolTip(plain_tip(scenario.notes))
            item.setData(NAME_ROLE, name)
            item.setData(GAME_ROLE, scenario.game)
            self.scenarios.addItem(item)
        for name, report in bundled_ruling_reports():
            report = replace(report, title=ruling_title(name, report), notes=ruling_notes(name, report))
            item = QListWidgetItem(unbroken_rules(self.tr("{title} — ruling").format(title=report.title)))
            item.setData(SCENARIO_ROLE, report.scenario())
            item.setData(REPORT_ROLE, report)
            item.setToolTip(plain_tip(report.notes or self.tr("Opens in the scenario editor's Test a ruling, with the "
                                                              "answer the rules gave")))
            item.setData(NAME_ROLE, name)
            item.setData(GAME_ROLE, report.game)
            self.scenarios.addItem(item)
        self.scenarios.itemDoubleClicked.connect(self._open_item)
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

    def show_user_scenarios(self, found: list[tuple[Path, Scenario]]) -> None:
        """The player's own puzzles and scenarios (saved from the editor, opened lately) first in the
        list, each from its file; the chosen game's only, as the shipped ones."""
        for row in reversed(range(self.scenarios.count())):
            if self.scenarios.item(row).data(PATH_ROLE) is not None:
                self.scenarios.takeItem(row)
        for row, (path, scenario) in enumerate(found):
            title = scenario.title or path.stem
            words = (self.tr("{title} — your puzzle") if scenario.goal is not None else
                     self.tr("{title} — your scenario")).format(title=title)
            item = QListWidgetItem(unbroken_rules(words))
            item.setData(SCENARIO_ROLE, scenario)
            item.setData(PATH_ROLE, str(path))
            item.setData(GAME_ROLE, scenario.game)
            item.setToolTip(f"{path}\n{scenario.notes}".strip())
            self.scenarios.insertItem(row, item)
            item.setHidden(scenario.game != self._game)   # after inserting: Qt ignores it on an item in no list

    def _emit_selected(self, signal: Any) -> None:
        item = self.scenarios.currentItem()
        if item is None:
            return
        if signal is self.editorRequested and item.data(REPORT_ROLE) is not None:
            self.reportRequested.emit(item.data(REPORT_ROLE))
        elif signal is self.editorRequested and item.data(PATH_ROLE) is not None:
            self.fileEditRequested.emit(item.data(SCENARIO_ROLE), item.data(PATH_ROLE))
        else:
            signal.emit(item.data(SCENARIO_ROLE))

    def _open_item(self, item: QListWidgetItem) -> None:
        """A double click: a puzzle or example is played, a ruling report opened with its answer."""
        report = item.data(REPORT_ROLE)
        if report is not None:
            self.reportRequested.emit(report)
        else:
            self.scenarioRequested.emit(item.data(SCENARIO_ROLE))

    def _open_editor(self) -> None:
        """An empty table of the chosen game in the scenario editor."""
        from .editor.blank import blank_scenario  # the editor is imported when first opened

        self.editorRequested.emit(blank_scenario(self._game))

    # ------------------------------------------------------------ the chosen game

    @property
    def game_key(self) -> str:
        return self._game

    @property
    def game(self) -> AnyGame:
        return get_game(self._game)

    def choose_game(self, key: str) -> None:
        """Set the table for a game (a click on its card)."""
        if key in registered_games() and key != self._game:
            self._game = key
            self._show_game()

    def _show_game(self) -> None:
        game = self.game
        self.cards.show_game(self._game)
        self.game_title.setText("<b>" + html.escape(game.title) + "</b> · " + html.escape(
            self.tr("{least}–{most} players").format(least=game.min_players, most=game.max_players)))
        self.player_count.setRange(game.min_players, game.max_players)
        self._show_options()
        note = self.tr("Some of {game}'s component numbers are reconstructed: no public source gives them. The "
                       "rules' component data (Help → Rules) mark each one; if you own the game, a corrected copy "
                       "of its data file, {file}, in the folder {folder} is read instead.").format(
            game=game.title, file=f"{game.key}.json", folder=user_paths().overrides)
        reconstructed = bool(game.reconstructed())
        self.data_note.setText(f'<a href="#" style="{QUIET}">' + html.escape(self.tr("About the component data"))
                               + "</a>" if reconstructed else "")
        self.data_icon.setVisible(reconstructed)
        self.data_note.setToolTip(note if reconstructed else "")
        self.data_note.setWhatsThis(note if reconstructed else "")
        for row in range(self.scenarios.count()):   # only the chosen game's puzzles and examples
            item = self.scenarios.item(row)
            item.setHidden(item.data(GAME_ROLE) != self._game)
        notes = game.level_notes()
        for seat_row in self.seat_rows:
            seat_row.describe_levels(notes)
        self._show_seats()

    def _explain_data(self) -> None:
        """The note in a balloon that stays until the next click: quiet until asked for."""
        QWhatsThis.showText(QCursor.pos(), self.data_note.whatsThis(), self.data_note)

    def _show_options(self) -> None:
        while (item := self.options_layout.takeAt(0)) is not None:
            widget = item.widget()
            if widget is not None:
                widget.hide()   # deleteLater waits for the event loop: until then it would still show
                widget.deleteLater()
        self.option_rows = {}
        infos = self.game.Options.describe()
        helps = [info.help for info in infos]
        for index, info in enumerate(infos):
            row = OptionRow(self._game, info)
            self.options_layout.addWidget(row)
            self.option_rows[info.name] = row
            if helps.count(info.help) > 1 and info.help not in helps[index + 1:]:
                self.options_layout.addWidget(_shared_note(option_help(self._game, info)))

    def _show_seats(self) -> None:
        for seat, row in enumerate(self.seat_rows):
            row.set_visible(seat < self.player_count.value())

    def options(self) -> RuleOptions:
        return self.game.Options.from_json({name: row.value() for name, row in self.option_rows.items()})

    def seed_value(self) -> int:
        """The typed seed, else a new one."""
        text = self.seed.text()
        return int(text) % SEED_LIMIT if text else new_seed()

    # ------------------------------------------------------------ remembered between sessions

    def table(self) -> dict[str, Any]:
        """The set-up to remember for next time (never the seed: every game gets its own). A name
        left as offered is kept as "" so it is offered again in the language spoken then."""
        rows = self.seat_rows[: self.player_count.value()]
        return {"game": self._game, "players": self.player_count.value(),
                "kinds": [row.kind.currentData() for row in rows],
                "names": ["" if row.name.text() == row.default_name else row.name.text() for row in rows],
                "options": {name: row.value() for name, row in self.option_rows.items()},
                "sandbox": self.sandbox.isChecked()}

    def set_table(self, table: dict[str, Any]) -> None:
        """Set up the page as last time; anything unknown (a removed AI level, say) is skipped."""
        game = table.get("game")
        if isinstance(game, str):
            self.choose_game(game)
        players = table.get("players")
        if isinstance(players, int):
            self.player_count.setValue(players)
        for row, kind, name in zip(self.seat_rows, table.get("kinds") or [], table.get("names") or [], strict=False):
            if row.kind.findData(kind) >= 0:
                row.kind.setCurrentIndex(row.kind.findData(kind))
            if isinstance(name, str) and name.strip():
                row.name.setText(name[:40])
        options = table.get("options")
        for name, value in (options.items() if isinstance(options, dict) else ()):
            if name in self.option_rows:
                self.option_rows[name].set_value(value)
        self.sandbox.setChecked(table.get("sandbox") is True)

    def _start(self) -> None:
        seats = [row.seat() for row in self.seat_rows[: self.player_count.value()]]
        self.startRequested.emit(NewGame(self._game, seats, self.options(), self.seed_value(),
                                         self.sandbox.isChecked()))


def _shared_note(text: str) -> QLabel:
    """Help that several options give word for word (two boards' sides whose values are estimates,
    say) is a caution about all of them, so it shows under the last of them, not only as a tooltip."""
    note = QLabel(text)
    note.setObjectName("options-note")
    note.setWordWrap(True)
    note.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
    note.setStyleSheet(QUIET + " font-style: italic;")
    return note
