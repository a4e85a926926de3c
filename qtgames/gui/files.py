"""The main window's files: File → Open, Save, Save as, Open recent and Review a saved match; the
unfinished game a crash or a quit left, offered back at start; and the question before the game
on the table goes (over when it is saved as it stands).

Open takes any qtgames file and puts it where it belongs (`open_path`). A match is read whole —
every move replayed — before it replaces the game on the table, so a bad one is explained and the
game and its autosave stay. A scenario or puzzle is played or edited, as the player says; a ruling
report shows in the scenario editor's "Test a ruling" (`scenarios.py`); the game on the table
stays as it is for both.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox

from ..engine.ai.play import open_session
from ..engine.core import FormatError
from ..engine.core.documents import BadDocument, read_document
from ..engine.core.jsonfile import UnreadableFile
from ..engine.core.protocol import goal_sentence
from ..engine.core.record import MatchRecord
from ..engine.core.ruling import RULING_CASE_FORMAT
from ..engine.core.ruling_report import RulingReport
from ..engine.core.scenario import SCENARIO_FORMAT, Scenario
from ..storage import save_path, user_paths, write_atomic
from .file_dialogs import show_whole_file_names
from .i18n import about_file, match_file_filter
from .resume import MatchWords, SetAside, UnfinishedGames, keep_unfinished, unfinished_games
from .settings_values import setting_key, setting_texts
from .unfinished import Answer, UnfinishedQuestion
from .user_scenarios import scenarios_folder, user_scenarios
from .widgets.plain_text import plain_tip

if TYPE_CHECKING:
    from .main_window import MainWindow

MAX_RECENT = 8
RECENT_KEY = setting_key("recentFiles", "the matches opened or saved lately, newest first")


class MatchFiles(QObject):
    """The file the game on the table was opened from or saved to, the recent files, and the
    dialogs that ask for them (each its own method, so a test answers it instead of a person)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.current_path: Path | None = None
        self._saved_moves: int | None = None   # how many moves the file at current_path holds
        self._recent_menu: QMenu | None = None
        app = QApplication.instance()
        assert isinstance(app, QApplication)   # a window needs one
        show_whole_file_names(app)

    # ------------------------------------------------------------ asking

    def ask_resume(self, description: str) -> bool:
        answer = QMessageBox.question(self.window, self.tr("Resume the last game?"),
                                      self.tr("A game was left unfinished: {game}.\n\nResume it?").format(
                                          game=description))
        return answer == QMessageBox.StandardButton.Yes

    def ask_open_path(self) -> str | None:
        """The file to open, chosen where the newest qtgames file lies: a recent one, a scenario
        saved from the editor or a saved match (a puzzle just saved in the editor is in sight; the
        saves folder was shown). The saves folder is made first: a dialog shown a folder that does
        not exist starts elsewhere with the folder's name typed as a file name."""
        user_paths().saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a match, a scenario or a ruling report"),
                                              str(self.open_folder()),
                                              self.tr("qtgames match, scenario or ruling report (*.json);;All files (*)"))
        return path or None

    def open_folder(self) -> Path:
        """The folder of the newest file among the recent ones and those in the scenarios and saves folders."""
        files = [Path(entry) for entry in self.recent_files()]
        for folder in (scenarios_folder(), user_paths().saves):
            try:
                files.extend(path for path in folder.iterdir() if path.name.endswith(".json"))
            except OSError:
                continue
        newest: tuple[float, Path] | None = None
        for path in files:
            try:
                when = path.stat().st_mtime
            except OSError:
                continue
            if newest is None or when > newest[0]:
                newest = (when, path.parent)
        return user_paths().saves if newest is None else newest[1]

    def ask_save_path(self) -> str | None:
        """Where to save, offered in the saves folder under the game's name and the date."""
        record = self.window.host.record
        assert record is not None   # Save is offered only with a game on the table
        suggestion = self.current_path or save_path(user_paths().saves, record.rules.title)
        suggestion.parent.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self.window, self.tr("Save the match"), str(suggestion),
                                              match_file_filter())
        return path or None

    def ask_unfinished(self, record: MatchRecord, closing: bool) -> Answer:
        return UnfinishedQuestion.ask(record, closing, self.window)

    def may_replace_game(self, closing: bool = False) -> bool:
        """Whether the game on the table may go: at once when it is over, has no move yet, has
        nobody at the table, is a puzzle already decided (played on after its verdict: what was
        asked is answered, as Try again knows) or is saved as it stands; else the player says (and
        may save it first)."""
        session = self.window.host.session
        if (session is None or session.decision is None or session.moves == 0 or not session.human_seats()
                or session.verdict is not None
                or (self.current_path is not None and self._saved_moves == session.moves)):
            return True
        answer = self.ask_unfinished(session.record, closing)
        if answer is Answer.SAVE:
            return self._save_to(self.current_path or save_path(user_paths().saves, session.record.rules.title))
        return answer is Answer.DISCARD

    def forget(self) -> None:
        """The game on the table comes from no file (a new one, a scenario)."""
        self.current_path = None
        self._saved_moves = None

    # ------------------------------------------------------------ the unfinished game at start

    def offer_resume(self) -> None:
        """At start: offer back every game a crash or a quit left unfinished (one per copy of the app
        that ran). The ones not resumed move to the saves folder, so saying no loses nothing either."""
        games, aside = unfinished_games()
        for unusable in aside:
            self._say_set_aside(unusable)
        if not games:
            return
        window = self.window
        chosen = self.choose_unfinished([game.describe() for game in games])
        if chosen is not None:
            resumed = games.pop(chosen)
            window.put_on_table(resumed.session.game.key, lambda: window.host.adopt(resumed.session, resumed.slot))
        kept, stuck = keep_unfinished(games)
        for path in kept:
            self.remember(path)
        if stuck:
            window.show_error(self.tr("Cannot keep the unfinished game"),
                              self.tr("It could not be moved to {folder}.").format(folder=user_paths().saves))
        window.statusBar().showMessage(MatchWords().after_offer(chosen is not None, kept), 8000)

    def choose_unfinished(self, descriptions: list[str]) -> int | None:
        """Which unfinished game to resume (None: none): the one there is, or one of several."""
        if len(descriptions) == 1:
            return 0 if self.ask_resume(descriptions[0]) else None
        return UnfinishedGames.ask(descriptions, self.window)

    def _say_set_aside(self, aside: SetAside) -> None:
        where = (self.tr("It is kept as {path} (File → Open recent), and will not be offered again.").format(
                     path=aside.kept) if aside.kept is not None else
                 self.tr("It could not be moved to {folder}.").format(folder=user_paths().saves))
        if aside.kept is not None:
            self.remember(aside.kept)
        self.window.show_error(self.tr("The last game cannot be resumed"), f"{aside.problem}\n\n{where}")

    # ------------------------------------------------------------ opening

    def open_game(self) -> None:
        """File → Open: any qtgames file (a match asks about the unfinished game once it is read)."""
        if path := self.ask_open_path():
            self.open_path(Path(path))

    def open_for_review(self) -> None:
        if path := self.ask_open_path():
            self.open_path(Path(path), review=True)

    def open_path(self, path: Path, review: bool = False, asked: bool = False) -> bool:
        """Open any qtgames file where it belongs (File → Open, the lobby, `qtgames FILE`): a match
        to play on, or to review from its first move; a scenario or puzzle to play or edit, as the
        player says; a ruling report in the scenario editor's "Test a ruling", the game on the
        table staying as it is. A match replaces the game once the unfinished one may go (unless
        that was `asked` already), and is built whole first: on any problem it is explained and
        the current game and its autosave stay. A file that is none of these is refused in one
        sentence."""
        window = self.window
        try:
            document = read_document(path)
        except UnreadableFile as exc:
            window.show_error(self.tr("Cannot open the file"), about_file(path, exc))
            return False
        except BadDocument as exc:
            titles = {RULING_CASE_FORMAT: self.tr("Not a usable ruling report"),
                      SCENARIO_FORMAT: self.tr("Not a usable scenario")}
            window.show_error(titles.get(exc.kind, self.tr("Not a usable match file")), about_file(path.name, exc))
            return False
        except FormatError as exc:
            window.show_error(self.tr("Cannot open the file"), about_file(path.name, exc))
            return False
        if isinstance(document, RulingReport):
            if window.scenarios.show_ruling_report(document):
                self.remember(path)
            return True
        if isinstance(document, Scenario):
            return self._open_scenario(path, document)
        return self._open_match(path, document, review, asked)

    def _open_match(self, path: Path, record: MatchRecord, review: bool, asked: bool) -> bool:
        window = self.window
        if not asked and not self.may_replace_game():
            return False
        try:
            session = open_session(record)
        except FormatError as exc:
            window.show_error(self.tr("Not a usable match file"), about_file(path.name, exc))
            return False
        host = window.host
        window.put_on_table(record.game, (lambda: host.review(session, 0)) if review else lambda: host.adopt(session))
        if record.data_differs:
            window.statusBar().showMessage(self.tr("This match was played with other {game} component data than "
                                                   "is in force now: it may not go as it went.").format(
                                                       game=record.rules.title), 15000)
        self.current_path = path
        self._saved_moves = len(record.actions)
        window.guide_offer.hide()
        self.remember(path)
        return True

    def _open_scenario(self, path: Path, scenario: Scenario) -> bool:
        """A scenario or puzzle: played from its position, or opened in the editor (saved back to
        its file there), as the player says."""
        use = self.ask_scenario_use(scenario)
        if use is None:
            return False
        self.remember(path)
        if use == "edit":
            return self.window.scenarios.open_editor(scenario, path) is not None
        self.window.scenarios.ask_seats_and_play(scenario)
        return True

    def ask_scenario_use(self, scenario: Scenario) -> str | None:
        """Whether to "play" a scenario opened from a file or "edit" it (None: neither)."""
        box = QMessageBox(self.window)
        box.setIcon(QMessageBox.Icon.Question)
        box.setWindowTitle(self.tr("Open a scenario"))
        title, game, goal = scenario.title or self.tr("A scenario"), scenario.rules.title, scenario.goal
        kind = (self.tr("a {game} puzzle: {goal}").format(game=game, goal=goal_sentence(scenario.rules, goal))
                if goal is not None else self.tr("a {game} position").format(game=game))
        box.setText(self.tr("{title} is {kind}.").format(title=title, kind=kind))
        box.setInformativeText(self.tr("Play it from its position, or open it in the scenario editor?"))
        play = box.addButton(self.tr("Play it"), QMessageBox.ButtonRole.AcceptRole)
        edit = box.addButton(self.tr("Open in the editor"), QMessageBox.ButtonRole.ActionRole)
        box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(play)
        box.exec()
        clicked = box.clickedButton()
        return "play" if clicked is play else "edit" if clicked is edit else None

    # ------------------------------------------------------------ saving

    def save_game(self) -> None:
        if self.current_path is None:
            self.save_game_as()
        else:
            self._save_to(self.current_path)

    def save_game_as(self) -> None:
        if self.window.host.record is None:
            return
        path = self.ask_save_path()
        if path:
            self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        record = self.window.host.record
        if record is None:
            return False
        try:
            write_atomic(path, record.dumps())
        except OSError as exc:
            self.window.show_error(self.tr("Cannot save"), about_file(path, exc.strerror))
            return False
        self.current_path = path
        self._saved_moves = len(record.actions)
        self.remember(path)
        self.window.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    # ------------------------------------------------------------ recent files

    def recent_files(self) -> list[str]:
        return setting_texts(self.window.settings, RECENT_KEY, MAX_RECENT)

    def remember(self, path: Path) -> None:
        """`path` first among the recent files (File → Open recent, and the lobby's list)."""
        recent = [str(path)] + [p for p in self.recent_files() if p != str(path)]
        self.window.settings.setValue(RECENT_KEY, recent[:MAX_RECENT])
        self.show_recent()

    def list_recent_in(self, menu: QMenu) -> None:
        """Keep `menu` (File → Open recent, made again with the menus) listing the recent files."""
        self._recent_menu = menu
        self.show_recent()

    def show_recent(self) -> None:
        """The recent files in the menu and on the start page, as they are now, and the player's own
        scenarios and puzzles among the lobby's."""
        recent = self.recent_files()
        own = user_scenarios(recent)
        # A scenario by its title and game ("Corner squeeze — <the game's title>"), as the lobby
        # lists puzzles; a match's file name already says its game and when it was saved.
        names = {str(path): self.tr("{title} — {game}").format(title=scenario.title or path.name,
                                                                 game=scenario.rules.title)
                 for path, scenario in own}
        if self._recent_menu is not None:
            self._recent_menu.clear()
            for entry in recent:
                action = self._recent_menu.addAction(names.get(entry, Path(entry).name))
                action.setToolTip(plain_tip(entry))
                action.triggered.connect(lambda _=False, p=entry: self.open_path(Path(p)))
            self._recent_menu.setEnabled(bool(recent))
        self.window.start_page.show_recent(recent, names)
        self.window.start_page.show_user_scenarios(own)
