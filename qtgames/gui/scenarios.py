"""The main window's scenarios: the scenario editor's windows, the position on the table as a
scenario (Export, Copy as text, Paste), ruling reports shown in an editor, and scenarios and
puzzles played from the lobby, a file or an editor — a puzzle's goal judged after every move, its
verdict on a card over the board that stays until the player chooses what next.
"""

from __future__ import annotations

import html
from dataclasses import replace
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog

from ..engine.ai.play import open_session
from ..engine.core import FormatError
from ..engine.core.messages import player
from ..engine.core.position_text import scenario_from_pasted, scenario_text
from ..engine.core.protocol import goal_sentence
from ..engine.core.record import MatchRecord, PlayerSeat, PuzzleOnRecord
from ..engine.core.ruling_report import RulingReport
from ..engine.core.scenario import Scenario, file_name_for, scenario_from_state
from ..storage import SCENARIO_EXTENSION, write_atomic
from .i18n import about_file, scenario_file_filter, translate
from .puzzle_seats import puzzle_seats
from .registry import registered_games
from .seats_dialog import SeatsDialog
from .user_scenarios import scenarios_folder
from .window_size import open_within_screen

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
        window.host.puzzleDecided.connect(self._on_puzzle_decided)

    # ------------------------------------------------------------ the editor

    def open_editor(self, scenario: Scenario | None = None, path: Path | None = None) -> EditorWindow | None:
        """A scenario editor window: `scenario`, else the position on the table, else an empty sea."""
        from .editor.blank import blank_scenario
        from .editor.window import EDITOR_SIZE, EditorWindow

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
        open_within_screen(editor, EDITOR_SIZE, screen=self.window.screen())   # beside the window that asked
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
        suggestion = str(scenarios_folder() / file_name_for(scenario.title, self.tr("position"), SCENARIO_EXTENSION))
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Export the position as a scenario"), suggestion,
                                              scenario_file_filter())
        if path:
            try:
                write_atomic(Path(path), scenario.dumps())
            except OSError as exc:
                self.window.show_error(self.tr("Cannot save"), about_file(path, exc.strerror))
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
        """Play a puzzle or example from the lobby or a file: the player says who sits where first
        (offered: a puzzle's side to the person, the other seats to the AI)."""
        try:
            players = scenario.rules.player_count(scenario.state())
        except FormatError as exc:   # a player's own scenario whose position breaks a rule
            self.window.show_error(self.tr("Cannot play the scenario"), str(exc))
            return
        if not self.window.files.may_replace_game():
            return
        dialog = SeatsDialog(players, self.window, puzzle_seats(scenario), puzzle=scenario)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.play_scenario(scenario, dialog.seats(), asked=True)

    def play_scenario(self, scenario: Scenario, seats: list[PlayerSeat], asked: bool = False) -> None:
        """Play a scenario's position (once the unfinished game on the table may go, unless that
        was `asked` already); a puzzle's goal is judged after every move, and the saved match keeps
        the puzzle and its verdict."""
        window = self.window
        if not asked and not window.files.may_replace_game():
            return
        puzzle = None if scenario.goal is None else PuzzleOnRecord(scenario.title, scenario.goal)
        session = open_session(MatchRecord(scenario.game, scenario.options, seats, 1, [], scenario.position,
                                           puzzle=puzzle))
        window.files.forget()
        window.put_on_table(scenario.game, lambda: window.host.adopt(session))
        window.raise_()
        window.activateWindow()

    @property
    def puzzle(self) -> Scenario | None:
        """The puzzle the match on the table plays for (from its record: a saved or resumed puzzle
        is one too), as a scenario to play again or edit; None when it plays for none."""
        record = self.window.host.record
        if record is None or record.puzzle is None or record.position is None:
            return None
        return Scenario(record.game, record.options, record.position, title=record.puzzle.title,
                        goal=record.puzzle.goal)

    def _goal_sentence(self, scenario: Scenario) -> str:
        goal = scenario.goal
        assert goal is not None   # asked only of a puzzle
        names = self.window.names()
        who = names[goal.player] if goal.player < len(names) else player(goal.player)
        return translate("Scenarios", "{name}: {goal}").format(name=who, goal=goal_sentence(scenario.rules, goal))

    def _on_puzzle_decided(self, _met: bool) -> None:
        """The verdict on a card once the board has shown the move; the AIs wait until it is read."""
        if self.puzzle is None:
            return
        self.window.host.hold("card", True)
        self.window.board.animations.then(self.show_verdict)

    def tell_verdict(self) -> None:
        """A puzzle put on the table already decided (a saved attempt opened, resumed) says so on its
        card first, as it did when it was decided."""
        host = self.window.host
        if self.puzzle is not None and host.puzzle_verdict is not None and not host.reviewing:
            self._on_puzzle_decided(host.puzzle_verdict)

    def show_verdict(self) -> None:
        """The puzzle's verdict on a card that stays until the player chooses: try again, see the
        author's solution, open the puzzle in the editor, or play on (close it at the end)."""
        scenario, host = self.puzzle, self.window.host
        verdict = host.puzzle_verdict
        if scenario is None or verdict is None:
            host.hold("card", False)
            return
        overlay = self.window.board_area.overlay
        title = self.tr("Puzzle solved!") if verdict else self.tr("Puzzle failed")
        words = host.session.verdict_message if host.session is not None else ""
        text = html.escape(self._goal_sentence(scenario)) + (
            f"<br><i>{html.escape(words)}</i>" if words else "" if verdict else "<br>" + self.tr("Try another line."))
        assert scenario.goal is not None   # a puzzle's
        buttons = [(self.tr("Try again"), "puzzle-again", self.try_again)]
        if scenario.goal.solution:
            buttons.append((self.tr("Show the solution"), "puzzle-solution", self.show_solution))
        buttons.append((self.tr("Open in the editor"), "puzzle-editor", self.edit_puzzle))
        buttons.append((self.tr("Play on") if host.decision is not None else self.tr("Close"), "puzzle-close",
                        overlay.hide))
        overlay.present(title, text, buttons)
        if host.decision is not None:
            self.window.statusBar().showMessage(self.window.cards.waiting_words())

    def try_again(self) -> None:
        """The puzzle from its position again, with the same players (an attempt is no game to keep)."""
        scenario, record = self.puzzle, self.window.host.record
        if scenario is not None and record is not None:
            self.play_scenario(scenario, list(record.players), asked=True)

    def edit_puzzle(self) -> None:
        """The puzzle as it was set, in an editor: its position, title and goal (the game stays)."""
        scenario = self.puzzle
        if scenario is not None:
            self.open_editor(scenario)

    def show_solution(self) -> None:
        """The author's solution played from the puzzle's position, reviewed move by move."""
        window, record = self.window, self.window.host.record
        if record is None or record.puzzle is None:
            return
        goal = record.puzzle.goal
        try:
            actions = [record.rules.action_from_json(data, f"goal.solution[{i}]") for i, data in enumerate(goal.solution)]
            session = open_session(replace(record, actions=actions, puzzle=replace(record.puzzle, verdict=None)))
        except FormatError as exc:
            window.show_error(self.tr("The solution cannot be shown"), str(exc))
            return
        window.files.forget()
        window.put_on_table(record.game, lambda: window.host.review(session, 0))

