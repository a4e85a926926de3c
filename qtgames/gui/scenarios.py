"""The main window's scenarios: the scenario editor's windows, the position on the table as a
scenario (Export, Copy as text, Paste), ruling reports shown in an editor, and scenarios and
puzzles played from the lobby or an editor — a puzzle's goal judged after every move, its verdict
on a card over the board.
"""

from __future__ import annotations

import html
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from ..engine.ai.play import open_session
from ..engine.core import FormatError
from ..engine.core.messages import player
from ..engine.core.position_text import scenario_from_pasted, scenario_text
from ..engine.core.protocol import goal_sentence
from ..engine.core.record import MatchRecord, PlayerSeat
from ..engine.core.ruling_report import RulingReport
from ..engine.core.scenario import Scenario, file_name_for, scenario_from_state
from ..storage import user_paths, write_atomic
from .i18n import match_file_filter
from .registry import registered_games

if TYPE_CHECKING:
    from .editor.window import EditorWindow
    from .main_window import MainWindow

# The scenario editor is imported when first opened (main_window.py says why).


class Scenarios(QObject):
    """The open editor windows, and the puzzle on the table (None when the game is no puzzle)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.editors: list[EditorWindow] = []
        self.puzzle: Scenario | None = None
        window.host.puzzleDecided.connect(self._on_puzzle_decided)

    # ------------------------------------------------------------ the editor

    def open_editor(self, scenario: Scenario | None = None, path: Path | None = None) -> EditorWindow | None:
        """A scenario editor window: `scenario`, else the position on the table, else an empty sea."""
        from .editor.blank import blank_scenario
        from .editor.window import EditorWindow

        if scenario is None:
            scenario = self.current_scenario() or blank_scenario(registered_games()[0])
        try:
            editor = EditorWindow(scenario, path)
        except KeyError as exc:
            self.window.show_error(self.tr("Not in the editor yet"), str(exc.args[0]))
            return None
        editor.playRequested.connect(self.play_scenario)
        editor.destroyed.connect(lambda _=None, e=editor: self.editors.remove(e) if e in self.editors else None)
        self.editors.append(editor)
        editor.show()
        return editor

    def show_ruling_report(self, report: RulingReport) -> bool:
        """A ruling report in a scenario editor's "Test a ruling": its position, the actions asked
        about replayed, the recorded answer and whether it still holds ("Play from here" plays it)."""
        editor = self.open_editor(report.scenario())
        return editor is not None and editor.show_report(report)

    # ------------------------------------------------------------ the position on the table

    def current_scenario(self) -> Scenario | None:
        """The position on the table as a scenario (for export, and to open it in the editor)."""
        host = self.window.host
        game = host.game
        if game is None or host.record is None or self.window.pages.currentIndex() != 1:
            return None
        return scenario_from_state(game, host.shared_position(), host.record.options,
                                   title=self.tr("{game} after %n moves", "", len(host.record.actions)).format(
                                       game=game.title))

    def export_position(self) -> None:
        scenario = self.current_scenario()
        if scenario is None:
            self.window.show_error(self.tr("Nothing to export"), self.tr("Start or open a game first."))
            return
        suggestion = str(user_paths().data / "scenarios" / file_name_for(scenario.title, self.tr("position")))
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export the position as a scenario"), suggestion,
                                              match_file_filter())
        if path:
            try:
                write_atomic(Path(path), scenario.dumps())
            except OSError as exc:
                self.window.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
                return
            self.window.statusBar().showMessage(self.tr("Position exported to {path}").format(path=path), 5000)

    def copy_position_text(self) -> None:
        """The position on the table as one line of text (qtg1:…), to paste into a chat or a forum."""
        scenario = self.current_scenario()
        if scenario is None:
            self.window.show_error(self.tr("Nothing to copy"), self.tr("Start or open a game first."))
            return
        QApplication.clipboard().setText(scenario_text(scenario))
        self.window.statusBar().showMessage(self.tr("The position is on the clipboard as text."), 5000)

    def paste_position(self) -> None:
        """Open a pasted position text (or scenario) in the scenario editor, from where it is played
        or asked about; the game on the table stays. Unusable text is refused with its reason."""
        try:
            scenario = scenario_from_pasted(QApplication.clipboard().text())
        except FormatError as exc:
            self.window.show_error(self.tr("Cannot paste the position"),
                                   self.tr("The clipboard holds no usable position: {error}").format(error=exc))
            return
        self.open_editor(scenario)

    # ------------------------------------------------------------ playing a scenario

    def ask_seats_and_play(self, scenario: Scenario) -> None:
        """Play a shipped puzzle or example: the player says who sits where first."""
        if not self.window.files.may_replace_game():
            return
        state = scenario.state()
        from .editor.window import SeatsDialog

        dialog = SeatsDialog(scenario.rules.player_count(state), self.window)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.play_scenario(scenario, dialog.seats(), asked=True)

    def play_scenario(self, scenario: Scenario, seats: list[PlayerSeat], asked: bool = False) -> None:
        """Play a scenario's position (once the unfinished game on the table may go, unless that
        was `asked` already); a puzzle's goal is judged after every move."""
        window = self.window
        if not asked and not window.files.may_replace_game():
            return
        session = open_session(MatchRecord(scenario.game, scenario.options, seats, 1, [], scenario.position),
                               scenario.goal)
        window.files.forget()
        window.put_on_table(scenario.game, lambda: window.host.adopt(session),
                            puzzle=scenario if scenario.goal is not None else None)
        if scenario.goal is not None:
            window.statusBar().showMessage(self.tr("Puzzle: {goal}").format(goal=self._goal_sentence(scenario)),
                                           15000)
        window.raise_()
        window.activateWindow()

    def _goal_sentence(self, scenario: Scenario) -> str:
        goal = scenario.goal
        assert goal is not None   # asked only of a puzzle
        names = self.window.names()
        who = names[goal.player] if goal.player < len(names) else player(goal.player)
        return f"{who}: {goal_sentence(scenario.rules, goal)}"

    def _on_puzzle_decided(self, met: bool) -> None:
        scenario = self.puzzle
        if scenario is None:
            return
        host, overlay = self.window.host, self.window.board_area.overlay
        title = self.tr("Puzzle solved!") if met else self.tr("Puzzle failed")
        words = host.session.verdict_message if host.session is not None else ""
        text = html.escape(self._goal_sentence(scenario)) + (
            f"<br><i>{html.escape(words)}</i>" if words else "" if met else "<br>" + self.tr("Try another line."))
        assert host.record is not None   # a verdict comes from the match on the table
        seats = list(host.record.players)
        overlay.present(
            title, text,
            [(self.tr("Try again"), "puzzle-again", lambda: self.play_scenario(scenario, seats, asked=True)),
             (self.tr("Close"), "puzzle-close", overlay.hide)])
