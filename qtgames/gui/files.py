"""The main window's files: File → Open, Save, Save as, Open recent and Review a saved match; the
unfinished game a crash or a quit left, offered back at start; and the question before the game
on the table goes (over when it is saved as it stands).

A file is read whole — every move replayed — before it replaces the game on the table, so a bad
one is explained and the game and its autosave stay. A ruling report opened here shows in the
scenario editor's "Test a ruling" (`scenarios.py`) and the game on the table stays as it is.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtWidgets import QFileDialog, QMenu, QMessageBox

from ..engine.ai.play import open_session
from ..engine.core import FormatError
from ..engine.core.jsonfile import UnreadableFile
from ..engine.core.record import MatchRecord, record_from_file
from ..engine.core.ruling_report import ruling_report_in_file
from ..storage import save_path, user_paths, write_atomic
from .i18n import match_file_filter
from .resume import MatchWords, SetAside, UnfinishedGames, keep_unfinished, unfinished_games
from .settings_values import setting_key, setting_texts
from .unfinished import Answer, UnfinishedQuestion
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

    # ------------------------------------------------------------ asking

    def ask_resume(self, description: str) -> bool:
        answer = QMessageBox.question(self.window, self.tr("Resume the last game?"),
                                      self.tr("A game was left unfinished: {game}.\n\nResume it?").format(
                                          game=description))
        return answer == QMessageBox.StandardButton.Yes

    def ask_open_path(self) -> str | None:
        """The file to open, chosen in the saves folder (made first: a dialog shown a folder that
        does not exist starts elsewhere with the folder's name typed as a file name)."""
        user_paths().saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self.window, self.tr("Open a match or a ruling report"),
                                              str(user_paths().saves), match_file_filter())
        return path or None

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
        nobody at the table or is saved as it stands; else the player says (and may save it first)."""
        session = self.window.host.session
        if (session is None or session.decision is None or session.moves == 0 or not session.human_seats()
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
        if self.may_replace_game() and (path := self.ask_open_path()):
            self.open_path(Path(path), asked=True)

    def open_for_review(self) -> None:
        if self.may_replace_game() and (path := self.ask_open_path()):
            self.open_path(Path(path), review=True, asked=True)

    def open_path(self, path: Path, review: bool = False, asked: bool = False) -> bool:
        """Load a match record (to play on, or to review from its first move) once the unfinished
        game on the table may go (unless that was `asked` already). The whole match is built first;
        on any problem it is explained and the current game and its autosave stay. A ruling report
        opens in the scenario editor's "Test a ruling", the game on the table staying as it is."""
        window = self.window
        if not review and self.open_ruling_report(path):
            return True
        if not asked and not self.may_replace_game():
            return False
        try:
            record = record_from_file(path)
            session = open_session(record)
        except UnreadableFile as exc:
            window.show_error(self.tr("Cannot open the file"), f"{path}: {exc}")
            return False
        except FormatError as exc:
            window.show_error(self.tr("Not a usable match file"), f"{path.name}: {exc}")
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

    def open_ruling_report(self, path: Path) -> bool:
        """Show the ruling report at `path` in an editor (a bad one explained): False when the
        file is no ruling report, for the match reader to read or explain."""
        try:
            report = ruling_report_in_file(path)
        except FormatError as exc:
            self.window.show_error(self.tr("Not a usable ruling report"), f"{path.name}: {exc}")
            return True
        if report is None:
            return False
        if self.window.scenarios.show_ruling_report(report):
            self.remember(path)
        return True

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
            self.window.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
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
        """The recent files in the menu and on the start page, as they are now."""
        recent = self.recent_files()
        if self._recent_menu is not None:
            self._recent_menu.clear()
            for entry in recent:
                action = self._recent_menu.addAction(Path(entry).name)
                action.setToolTip(plain_tip(entry))
                action.triggered.connect(lambda _=False, p=entry: self.open_path(Path(p)))
            self._recent_menu.setEnabled(bool(recent))
        self.window.start_page.show_recent(recent)
