"""The main window: the lobby and the table (the game on it: board, side panel, review bar), what
the status bar says during play, and the helpers that do the rest — `menus.py` (menu bar and
toolbar), `files.py` (open, save, recent files, the unfinished game at start), `scenarios.py`
(the editor, scenarios and puzzles) and `table_cards.py` (the loss, result and pass cards).

Everything the window shows is built by `_build` and can be built again: switching the language
rebuilds it in the new one while the match, the lobby's set-up and an open review carry on.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QSize, Qt
from PySide6.QtGui import QCloseEvent, QResizeEvent
from PySide6.QtWidgets import QHBoxLayout, QLabel, QMainWindow, QStackedWidget, QVBoxLayout, QWidget

from ..engine.core import Event
from .analysis.tools import AnalysisTools
from .files import MatchFiles
from .game_ui import GameBoard, SidePanel, TableView
from .i18n import ruled, use_language
from .match import MatchHost
from .menus import WindowMenus
from .preferences import Preferences, open_settings
from .puzzle_bar import PuzzleBar
from .registry import registered_games, ui_for
from .review import ReviewBar, ReviewController
from .rules_viewer import RulesHelp
from .scenarios import Scenarios
from .start_page import NewGame, StartPage
from .table import BoardArea, GameView, GuideOffer, SideFrame, panel_width
from .table_cards import TableCards
from .widgets.escape_key import EscapeKey
from .widgets.plain_warning import warn
from .window_size import open_within_screen

if TYPE_CHECKING:
    from .how_to_play import HowToPlay

# A game's board and panel (all but the first game's, which the window shows until another is
# played), the scenario editor (`scenarios.py`) and the Designer forms (QtUiTools) are imported
# when first used: together they are about a third of the start-up time, and the window opens on
# the start page (packaging/README.md, "Start time").

WINDOW_SIZE = QSize(1280, 800)   # on a first start, where the screen has room for it


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("qtgames")
        self.settings = open_settings()
        self.host = MatchHost(self)
        self.preferences = Preferences(self, self.settings, lambda: [v.board for v in self.views.values()],
                                       self.switch_language)
        remembered_delay = self.preferences.ai_delay_ms
        if remembered_delay is not None:
            self.host.ai_delay_ms = remembered_delay
        self.guide_window: HowToPlay | None = None
        self.rules_help = RulesHelp(self)
        self.review = ReviewController(self.host, self, self.refresh)
        self.files = MatchFiles(self)
        self.scenarios = Scenarios(self)
        self.cards = TableCards(self)
        self.analysis = AnalysisTools(self)
        self.menus = WindowMenus(self)
        self.host.started.connect(self._on_started)
        self.host.changed.connect(self._on_changed)
        self.host.finished.connect(self._on_finished)
        self.host.thinking.connect(self._on_thinking)
        self.host.hintReady.connect(self._on_hint)
        self.host.autosaveProblem.connect(self._on_autosave_problem)
        self.host.aiRestarted.connect(lambda words: self.board.notify(words))   # over the board, for a while
        for signal in (self.host.thinking, self.host.pausedChanged):   # a redraw updates them too
            signal.connect(self.menus.update_actions)
        self.hint_escape = EscapeKey(self, self.cancel_hint)
        self.statusBar()   # made before the window shows: made later, its size grip is never laid out
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosave-warning")
        self.autosave_warning.setTextFormat(Qt.TextFormat.PlainText)
        self.autosave_warning.setStyleSheet("color: #b00020;")
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.autosave_warning.hide()
        self._build()
        self.start_page.set_table(self.preferences.table())
        open_within_screen(self, WINDOW_SIZE, self.preferences.saved_geometry())

    def _build(self) -> None:
        """The pages, menus and toolbar in the language installed now."""
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)   # the old pages, boards and panels go with the old widget
        # Shown now, not when the event loop gets to it: hidden meanwhile, it left the docked rules
        # all the window, and the pages came back to their least width only (a board of 175 px).
        self.pages.show()
        self.start_page = StartPage()
        self.start_page.startRequested.connect(self.start_game)
        self.start_page.editorRequested.connect(lambda scenario: self.scenarios.open_editor(scenario))
        self.start_page.fileEditRequested.connect(lambda scenario, path: self.scenarios.open_editor(scenario, Path(path)))
        self.start_page.scenarioRequested.connect(self.scenarios.ask_seats_and_play)
        self.start_page.reportRequested.connect(self.scenarios.show_ruling_report)
        self.start_page.openRequested.connect(lambda path: self.files.open_path(Path(path)))
        self.start_page.guideRequested.connect(self.show_guide)
        self.start_page.rulesRequested.connect(self.rules_help.show_game)
        self.start_page.backRequested.connect(lambda: self.pages.setCurrentIndex(1))
        self.pages.addWidget(self.start_page)
        self.game_pages = QStackedWidget()
        table = QWidget()
        table_layout = QVBoxLayout(table)
        table_layout.setContentsMargins(0, 0, 0, 0)
        table_layout.setSpacing(0)
        self.review_bar = ReviewBar()
        table_layout.addWidget(self.review_bar)
        self.guide_offer = GuideOffer()
        self.guide_offer.guideRequested.connect(lambda: self.show_guide(self.shown_game()))
        table_layout.addWidget(self.guide_offer)
        self.puzzle_bar = PuzzleBar()
        self.puzzle_bar.againRequested.connect(self.scenarios.try_again)
        table_layout.addWidget(self.puzzle_bar)
        table_layout.addWidget(self.game_pages, 1)
        self.pages.addWidget(table)
        self.pages.currentChanged.connect(lambda _index: self._update_title())
        self.pages.currentChanged.connect(self._on_page)
        self.pages.currentChanged.connect(lambda _index: self.menus.update_actions())
        self.views: dict[str, GameView] = {}
        # The table is never empty: the game on it, else the first game until one is played.
        self.view = self._view_for(self.host.record.game if self.host.record else registered_games()[0])
        self.review.attach(self.review_bar)
        self.menus.build()
        self.menus.update_actions()

    def switch_language(self, language: str) -> bool:
        """Speak `language` at once: this window, its editors, the rules and an open guide are
        rebuilt in it, and the engine's sentences (the move log) switch too."""
        spoken = use_language(language)
        self.retranslate()
        return spoken

    def retranslate(self) -> None:
        """Build everything again in the installed language, keeping what the player was doing."""
        self.analysis.retranslate()   # first: the menus built next follow its new panel
        lobby, page, offered = self.start_page, self.pages.currentIndex(), self.guide_offer.isVisible()
        table, seed, expanded = lobby.table(), lobby.seed.text(), lobby.advanced_button.isChecked()
        self._build()
        self.start_page.set_table(table)
        self.start_page.seed.setText(seed)
        self.start_page.advanced_button.setChecked(expanded)
        self.start_page.back_button.setVisible(self.host.session is not None)
        if self.host.session is not None:
            self._on_started()
            self._on_finished()
        self.pages.setCurrentIndex(page)
        if offered and self.host.game is not None:
            self.guide_offer.offer(self.host.game.title)
        self.rules_help.rebuild()
        if self.guide_window is not None and self.guide_window.isVisible():
            at = self.guide_window.at
            self.show_guide(self.guide_window.game_key).turn_to(at)
        for editor in self.scenarios.editors:
            editor.retranslate()
        self.statusBar().clearMessage()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        for view in self.views.values():
            view.side.setFixedWidth(panel_width(self.width()))

    # ------------------------------------------------------------ one view per game

    @property
    def board(self) -> GameBoard:
        return self.view.board

    @property
    def panel(self) -> SidePanel:
        return self.view.panel

    @property
    def board_area(self) -> BoardArea:
        return self.view.area

    def _view_for(self, game_key: str) -> GameView:
        for shown in self.views.values():
            shown.board.animations.abandon()   # a board put away must not hold the next game's AIs
        view = self.views.get(game_key)
        if view is None:
            view = self._build_view(game_key)
            self.preferences.apply_to(view.board)
            self.views[game_key] = view
            self.game_pages.addWidget(view.page)
        self.game_pages.setCurrentWidget(view.page)
        return view

    def _build_view(self, game_key: str) -> GameView:
        """The game's board and panel, wired to each other by the game and here to what every game shares."""
        ui = ui_for(game_key)
        screen = ui.screen(self.describe_action)
        board, panel = screen.board, screen.panel
        assert isinstance(board, QWidget) and isinstance(panel, QWidget)   # as every game's are
        board.explain = self.host.why_illegal
        # A person's own loss is told on the loss card (or the result card): no notice repeats it.
        board.told_on_card = lambda event: any(self.host.is_human(loss.seat) for loss in ui.losses([event]))
        board.actionChosen.connect(self.human_action)
        board.animations.busyChanged.connect(lambda busy: self.host.hold("animation", busy))
        board.previewStatus.connect(panel.show_preview_status)
        panel.actionChosen.connect(self.human_action)
        panel.log.itemDoubleClicked.connect(self.review.log_row_activated)
        area = BoardArea(board)
        side = SideFrame(panel)
        side.setFixedWidth(panel_width(self.width()))
        area.overlay.closed.connect(lambda: self.host.hold("card", False))
        area.overlay.closed.connect(self.cards.card_closed)
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(6, 6, 6, 6)
        row.addWidget(area, 1)
        row.addWidget(side)
        return GameView(board, panel, area, side, page, ui.result_lines, ui.losses)

    def put_on_table(self, game_key: str, begin: Callable[[], None]) -> None:
        """A match of `game_key` on the table: its board and panel shown, `begin` handing the host
        the match (a new one, a file's, a scenario's: a puzzle's record names its puzzle), the
        table shown."""
        self.view = self._view_for(game_key)
        begin()
        self.pages.setCurrentIndex(1)
        self.scenarios.tell_verdict()

    def describe_action(self, action: Any) -> str:
        """The engine's label for an action in the current state (for buttons and hints)."""
        game = self.host.game
        assert game is not None   # actions are described only with a match on the table
        return game.describe_action(self.host.observation(), action)

    def shown_game(self) -> str:
        """The game on the table, or the one chosen on the start page."""
        if self.pages.currentIndex() == 1 and self.host.record is not None:
            return self.host.record.game
        return self.start_page.game_key

    def show_about(self) -> None:
        from .forms import about_dialog

        about_dialog(self).open()

    def show_guide(self, game_key: str) -> HowToPlay:
        """Help → How to play: the game's illustrated guide, in a window of its own."""
        from .how_to_play import HowToPlay

        if self.guide_window is not None:
            self.guide_window.close()
            self.guide_window.deleteLater()
        self.guide_window = HowToPlay(game_key, self)
        self.guide_window.show()
        return self.guide_window

    # ------------------------------------------------------------ starting and showing

    def show_start_page(self) -> None:
        """The lobby; the game on the table stays there until another begins."""
        self.start_page.back_button.setVisible(self.host.session is not None)
        self.files.show_recent()   # a scenario saved from an editor meanwhile is among the player's own
        self.pages.setCurrentIndex(0)

    def changeEvent(self, event: QEvent) -> None:
        super().changeEvent(event)
        if event.type() == QEvent.Type.ActivationChange and self.isActiveWindow() and self.pages.currentIndex() == 0:
            self.files.show_recent()   # back from an editor, where a scenario may have been saved

    def start_game(self, new: NewGame) -> None:
        """A new match from the lobby (after asking about an unfinished one); a game's first
        start offers its how-to-play guide."""
        if not self.files.may_replace_game():
            return
        self.preferences.remember_table(self.start_page.table())
        self.files.forget()
        self.put_on_table(new.game, lambda: self.host.new_match(new.game, new.seats, new.options, new.seed,
                                                                new.sandbox))
        self.guide_offer.hide()
        if self.preferences.offer_guide(new.game):
            game = self.host.game
            assert game is not None   # new_match has just put it on the table
            self.guide_offer.offer(game.title)

    def names(self) -> list[str]:
        return [] if self.host.record is None else [p.name for p in self.host.record.players]

    def _on_started(self) -> None:
        self.board.animations.abandon()   # a new game, an undo, a review: the old moves are history
        self.board.clear_notices()        # and so are their notices (a lost ship told over the next game)
        self.board_area.overlay.hide()
        self.panel.clear_log()
        self.panel.add_events(self.host.log, self.names())
        self.refresh()
        self.board.setFocus()   # keyboard play starts on the board

    def _update_title(self) -> None:
        """The game and its seed (a deal to replay), and the modes a player must know they are in:
        reviewing, sandbox undo."""
        record = self.host.record
        if record is None or self.pages.currentIndex() != 1:
            self.setWindowTitle("qtgames")
            return
        marks = [record.rules.title]
        if record.position is None:   # a scenario's position is its own deal
            marks.append(self.tr("seed {seed}").format(seed=record.seed))
        if self.host.reviewing:
            marks.append(self.tr("review, move {at} of {total}").format(at=self.host.review_at,
                                                                        total=len(record.actions)))
        if record.sandbox:
            marks.append(self.tr("sandbox"))
        self.setWindowTitle(" — ".join(marks))   # the desktop adds the app's name (configure_app)

    def _on_changed(self, events: list[Event]) -> None:
        self.panel.add_events(events, self.names())
        self.refresh()
        if self.host.rushing:
            return   # skipping to the result: nothing to watch
        self.board.animate(events)
        record = self.host.record
        assert record is not None   # a change comes from the match on the table
        for loss in self.view.losses(events):
            if self.host.is_human(loss.seat):
                self.host.hold("card", True)   # the AIs wait until the player has read why
                self.board.animations.then(partial(self.cards.show_loss, loss, len(record.actions)))

    def _on_page(self, index: int) -> None:
        """In the lobby the game on the table waits (its AIs make no move) and the status bar is
        quiet: the game left by New game went on playing there, saying who was thinking; the analysis
        panel and the review, which are about that game, hide. Back at the table, it goes on."""
        in_lobby = index == 0
        self.host.hold("lobby", in_lobby)
        self.analysis.at_table(not in_lobby)
        if in_lobby:
            self.statusBar().clearMessage()

    def _on_thinking(self, busy: bool) -> None:
        """Say who is thinking, or that a hint is being worked out (the player to move is not the
        one thinking then); while a card holds the AIs back, say that the game waits for it;
        nothing while the lobby is shown."""
        self.hint_escape.watch(busy and self.host.hinting)
        if self.pages.currentIndex() == 0:
            return
        if self.cards.holds_game():
            self.statusBar().showMessage(self.cards.waiting_words())
        elif busy and self.host.hinting:
            self.statusBar().showMessage(self.tr("Working out a hint… (Esc cancels)"))
        elif busy and self.host.decision is not None:
            name = self.names()[self.host.decision.player]
            self.statusBar().showMessage(self.tr("{name} is thinking…").format(name=name))
        elif not busy:
            self.statusBar().clearMessage()

    def _on_autosave_problem(self, problem: str) -> None:
        """Say, for as long as it lasts, that the autosave cannot be written: the game goes on."""
        self.autosave_warning.setText(self.tr("Autosave failed ({problem}); the game goes on — "
                                              "File → Save as… keeps it elsewhere").format(problem=problem))
        self.autosave_warning.setVisible(bool(problem))

    def refresh(self) -> None:
        """Redraw board and panel from the engine's observation for the screen's viewer (the public
        view when nobody at the screen may look): what a seat may not see never reaches a widget."""
        if self.host.session is None:
            return
        decision = self.host.decision
        names = self.names()
        passing = self.host.must_pass()
        visible = self.host.viewer()
        interactive = self.host.human_to_move() and not passing
        legal = self.host.legal_actions() if interactive else []
        if self.host.reviewing:
            prompt = (self.tr("Review: move {at}").format(at=self.host.review_at) if decision is None else
                      self.tr("Review: move {at}, {name} to decide").format(at=self.host.review_at,
                                                                            name=names[decision.player]))
        elif decision is None:
            prompt = self.tr("Game over")
        elif interactive:
            prompt = self.tr("{name}: {prompt}").format(name=names[decision.player], prompt=decision.prompt)
        else:
            prompt = self.tr("{name}'s turn").format(name=names[decision.player])
        table = TableView(self.host.observation(), visible, names, decision, prompt, legal, interactive)
        self.board.show_state(table)
        self.panel.show_state(table)
        self.menus.update_actions()
        if self.host.reviewing:
            assert self.host.session is not None
            self.panel.log.mark_moment(self.host.session.log_rows_until(self.host.review_at) - 1)
        self._update_title()
        self.puzzle_bar.show_puzzle(self.host.record)
        if passing:
            self.cards.show_pass_screen(decision.player)
        elif decision is not None:
            self.board_area.overlay.hide()

    def ask_hint(self) -> None:
        """The puzzle author's hint for this move when there is one, else the hint level AI's move."""
        session = self.host.session
        author = session.puzzle_hint() if session is not None and self.scenarios.puzzle is not None else ""
        if author:
            self.statusBar().showMessage(self.tr("The puzzle's hint: {hint}").format(hint=author), 30000)
            return
        if not self.host.request_hint():   # asked, it says "Working out a hint…" (`_on_thinking`)
            self.statusBar().showMessage(self.tr("A hint is for the human player to move."), 4000)

    def cancel_hint(self) -> None:
        """Esc while a hint is being worked out: the search stops and nothing is suggested."""
        if self.host.cancel_hint():
            self.statusBar().showMessage(self.tr("Hint cancelled."), 3000)

    def _on_hint(self, action: Any) -> None:
        self.board.show_hint(action)
        self.statusBar().showMessage(self.tr("Hint: {action}").format(action=self.describe_action(action)), 10000)

    def human_action(self, action: Any) -> None:
        refusal = self.host.play(action)
        if refusal is None:
            self.guide_offer.moved()
        else:
            self.panel.show_preview_status(ruled(refusal.rule, refusal.message), False)
            self.statusBar().showMessage(self.tr("Not allowed — {rule}: {reason}").format(rule=refusal.rule,
                                                                                          reason=refusal.message),
                                         8000)

    def _on_finished(self) -> None:
        """The result card, once the board has shown the last move."""
        self.board.animations.then(self.cards.show_result)

    def show_error(self, title: str, text: str) -> None:
        """A problem said in a warning box over the window (one method: a test collects them)."""
        warn(self, title, text)

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.files.may_replace_game(closing=True):
            event.ignore()
            return
        for editor in list(self.scenarios.editors):
            if not editor.close():
                event.ignore()
                return
        self.host.shutdown()
        self.analysis.shutdown()
        self.rules_help.release()
        self.preferences.save_geometry()
        super().closeEvent(event)
