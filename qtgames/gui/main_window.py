"""The main window: the lobby, the game page (board + side panel), menus, files, result screen.

Everything the window shows is built by `_build` and can be built again: switching the language
rebuilds it in the new one while the match, the lobby's set-up and an open review carry on.
"""

from __future__ import annotations

import html
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QActionGroup, QCloseEvent, QKeySequence, QResizeEvent
from PySide6.QtWidgets import (
    QApplication,
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QMainWindow,
    QMessageBox,
    QStackedWidget,
    QToolBar,
    QVBoxLayout,
    QWidget,
)

from ..engine.ai.play import open_session
from ..engine.core import Event, FormatError
from ..engine.core.jsonfile import UnreadableFile
from ..engine.core.messages import player
from ..engine.core.position_text import scenario_from_pasted, scenario_text
from ..engine.core.protocol import goal_sentence
from ..engine.core.record import MatchRecord, PlayerSeat, record_from_file
from ..engine.core.ruling_report import RulingReport, ruling_report_in_file
from ..engine.core.scenario import Scenario, file_name_for, scenario_from_state
from ..storage import save_path, user_paths, write_atomic
from .actions import add_action, new_menu_bar, new_toolbar
from .game_ui import GameBoard, Loss, SidePanel, TableView
from .i18n import match_file_filter, use_language
from .match import MatchHost
from .preferences import Preferences, open_settings
from .registry import registered_games, ui_for
from .resume import MatchWords, SetAside, UnfinishedGames, keep_unfinished, unfinished_games
from .review import ReviewBar, ReviewController
from .rules_viewer import RulesHelp
from .settings_values import setting_key, setting_texts
from .start_page import NewGame, StartPage
from .table import BoardArea, GameView, GuideOffer, SideFrame, panel_width
from .unfinished import Answer, UnfinishedQuestion
from .widgets.move_log import with_names
from .widgets.plain_text import plain_tip
from .widgets.plain_warning import warn

if TYPE_CHECKING:
    from .editor.window import EditorWindow
    from .how_to_play import HowToPlay

# A game's board and panel (all but the first game's, which the window shows until another is
# played), the scenario editor and the Designer forms (QtUiTools) are imported when first used:
# together they are about a third of the start-up time, and the window opens on the start page
# (packaging/README.md, "Start time").

MAX_RECENT = 8
RECENT_FILES = setting_key("recentFiles", "the matches opened or saved lately, newest first")


class MainWindow(QMainWindow):
    def __init__(self) -> None:
        super().__init__()
        self.setWindowTitle("qtgames")
        self.resize(1280, 800)
        self.settings = open_settings()
        self.host = MatchHost(self)
        self.preferences = Preferences(self, self.settings, lambda: [v.board for v in self.views.values()],
                                       self.switch_language)
        remembered_delay = self.preferences.ai_delay_ms
        if remembered_delay is not None:
            self.host.ai_delay_ms = remembered_delay
        self.current_path: Path | None = None
        self._saved_moves: int | None = None   # how many moves the file at current_path holds
        self.editors: list[EditorWindow] = []
        self.guide_window: HowToPlay | None = None
        self._puzzle: Scenario | None = None
        self.rules_help = RulesHelp(self)
        self.review = ReviewController(self.host, self, self.refresh)
        self.host.started.connect(self._on_started)
        self.host.changed.connect(self._on_changed)
        self.host.finished.connect(self._on_finished)
        self.host.thinking.connect(self._on_thinking)
        self.host.hintReady.connect(self._on_hint)
        self.host.puzzleDecided.connect(self._on_puzzle_decided)
        self.host.autosaveProblem.connect(self._on_autosave_problem)
        self.host.aiRestarted.connect(lambda words: self.board.notify(words))   # over the board, for a while
        for signal in (self.host.thinking, self.host.pausedChanged):   # a redraw updates them too
            signal.connect(self._update_actions)
        self.toolbar: QToolBar | None = None
        self.statusBar()   # made before the window shows: made later, its size grip is never laid out
        self.autosave_warning = QLabel()
        self.autosave_warning.setObjectName("autosave-warning")
        self.autosave_warning.setTextFormat(Qt.TextFormat.PlainText)
        self.autosave_warning.setStyleSheet("color: #b00020;")
        self.statusBar().addPermanentWidget(self.autosave_warning)
        self.autosave_warning.hide()
        self._build()
        self.start_page.set_table(self.preferences.table())
        self.preferences.restore_geometry()

    def _build(self) -> None:
        """The pages, menus and toolbar in the language installed now."""
        self.pages = QStackedWidget()
        self.setCentralWidget(self.pages)   # the old pages, boards and panels go with the old widget
        self.start_page = StartPage()
        self.start_page.startRequested.connect(self.start_game)
        self.start_page.editorRequested.connect(lambda scenario: self.open_editor(scenario))
        self.start_page.scenarioRequested.connect(self.ask_seats_and_play)
        self.start_page.reportRequested.connect(self.show_ruling_report)
        self.start_page.openRequested.connect(lambda path: self.open_path(Path(path)))
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
        self.guide_offer.guideRequested.connect(lambda: self.show_guide(self._shown_game()))
        table_layout.addWidget(self.guide_offer)
        table_layout.addWidget(self.game_pages, 1)
        self.pages.addWidget(table)
        self.pages.currentChanged.connect(lambda _index: self._update_title())
        self.pages.currentChanged.connect(lambda _index: self._update_actions())
        self.views: dict[str, GameView] = {}
        # The table is never empty: the game on it, else the first game until one is played.
        self.view = self._view_for(self.host.record.game if self.host.record else registered_games()[0])
        self.review.attach(self.review_bar)
        self._build_menus()
        self._update_actions()

    def switch_language(self, language: str) -> bool:
        """Speak `language` at once: this window, its editors, the rules and an open guide are
        rebuilt in it, and the engine's sentences (the move log) switch too."""
        spoken = use_language(language)
        self.retranslate()
        return spoken

    def retranslate(self) -> None:
        """Build everything again in the installed language, keeping what the player was doing."""
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
        for editor in self.editors:
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
        area.overlay.closed.connect(self._card_closed)
        page = QWidget()
        row = QHBoxLayout(page)
        row.setContentsMargins(6, 6, 6, 6)
        row.addWidget(area, 1)
        row.addWidget(side)
        return GameView(board, panel, area, side, page, ui.result_lines, ui.losses)

    def describe_action(self, action: Any) -> str:
        """The engine's label for an action in the current state (for buttons and hints)."""
        return self.host.game.describe_action(self.host.observation(), action)  # type: ignore[union-attr]

    # ------------------------------------------------------------ menus and toolbar

    def _build_menus(self) -> None:
        """A new menu bar and toolbar; their actions belong to the bar, so a rebuild drops the old ones."""
        bar = new_menu_bar(self)
        menu = bar.addMenu(self.tr("&File"))
        self.new_action = add_action(bar, menu, self.tr("&New game"), QKeySequence.StandardKey.New,
                                     self.show_start_page)
        add_action(bar, menu, self.tr("&Open…"), QKeySequence.StandardKey.Open, self.open_game)
        self.review_file_action = add_action(bar, menu, self.tr("Re&view a saved match…"),
                                             QKeySequence("Ctrl+Shift+O"), self.open_for_review)
        self.recent_menu = menu.addMenu(self.tr("Open &recent"))
        self.save_action = add_action(bar, menu, self.tr("&Save"), QKeySequence.StandardKey.Save, self.save_game)
        self.save_as_action = add_action(bar, menu, self.tr("Save &as…"), QKeySequence.StandardKey.SaveAs,
                                         self.save_game_as)
        self.export_action = add_action(bar, menu, self.tr("&Export position as scenario…"), QKeySequence(),
                                        self.export_position)
        menu.addSeparator()
        add_action(bar, menu, self.tr("&Quit"), QKeySequence.StandardKey.Quit, self.close)
        self._fill_recent()
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = add_action(bar, edit, self.tr("&Undo move"), QKeySequence.StandardKey.Undo, self.host.undo)
        self.redo_action = add_action(bar, edit, self.tr("&Redo move"), QKeySequence.StandardKey.Redo, self.host.redo)
        edit.addSeparator()
        self.copy_text_action = add_action(bar, edit, self.tr("Copy position as &text"), QKeySequence("Ctrl+Shift+C"),
                                           self.copy_position_text)
        add_action(bar, edit, self.tr("&Paste position"), QKeySequence.StandardKey.Paste, self.paste_position)
        play = bar.addMenu(self.tr("&Play"))
        self.hint_action = add_action(bar, play, self.tr("&Hint"), QKeySequence("H"), self.ask_hint)
        self.pause_action = add_action(bar, play, self.tr("&Pause AI moves"), QKeySequence("P"), self._toggle_pause)
        self.pause_action.setCheckable(True)
        self.pause_action.setChecked(self.host.paused)
        self.step_action = add_action(bar, play, self.tr("&Step one AI move"), QKeySequence("S"), self.host.step)
        self.review_action = add_action(bar, play, self.tr("&Review this game"), QKeySequence("Ctrl+R"),
                                        lambda: self.review.review_current())
        play.addSeparator()
        self.editor_action = add_action(bar, play, self.tr("Scenario &editor…"), QKeySequence("Ctrl+E"),
                                        lambda: self.open_editor())   # not the "checked" flag as a scenario
        speed_menu = play.addMenu(self.tr("AI &speed"))
        self.speed_actions = QActionGroup(bar)
        for title, delay in ((self.tr("Slow"), 1500), (self.tr("Normal"), 600), (self.tr("Fast"), 150),
                             (self.tr("Instant"), 0)):
            action = speed_menu.addAction(title)
            action.setCheckable(True)
            action.setChecked(delay == self.host.ai_delay_ms)
            action.triggered.connect(lambda _=False, d=delay: self._set_ai_delay(d))
            self.speed_actions.addAction(action)
        self.preferences.build_view_menu(bar.addMenu(self.tr("&View")), bar)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.guide_action = add_action(bar, help_menu, self.tr("&How to play…"), QKeySequence(),
                                       lambda: self.show_guide(self._shown_game()))
        self.rules_action = add_action(bar, help_menu, self.tr("&Rules…"), QKeySequence.StandardKey.HelpContents,
                                       lambda: self.rules_help.show_game(self._shown_game()))
        self.about_action = add_action(bar, help_menu, self.tr("&About qtgames"), QKeySequence(), self.show_about)
        self.toolbar = new_toolbar(self, self.toolbar, self.tr("Game"), "game-toolbar", (
            self.new_action, self.save_action, self.undo_action, self.redo_action, self.hint_action,
            self.pause_action, self.step_action))
        self._tips = {action: action.text().replace("&", "") for action in (
            self.save_action, self.save_as_action, self.export_action, self.copy_text_action, self.review_action,
            self.undo_action,
            self.redo_action, self.hint_action, self.pause_action, self.step_action)}

    def _update_actions(self) -> None:
        """Each game action enabled only when it means something now; a disabled one says why."""
        host = self.host
        at_table = self.pages.currentIndex() == 1 and host.session is not None
        no_game = self.tr("Start or open a game first.")
        over = host.session is not None and host.decision is None
        for action in (self.save_action, self.save_as_action, self.export_action, self.copy_text_action,
                       self.review_action):
            self._enable(action, at_table, no_game)
        self._enable(self.undo_action, at_table and host.can_undo(), host.why_no_undo() if at_table else no_game)
        self._enable(self.redo_action, at_table and host.can_redo(),
                     self.tr("No move taken back to play again.") if at_table else no_game)
        hint_reason = (no_game if not at_table else self.tr("Not while reviewing.") if host.reviewing else
                       self.tr("The game is over.") if over else self.tr("A hint is for a human player's own turn."))
        self._enable(self.hint_action, at_table and host.human_to_move() and not host.must_pass(), hint_reason)
        ai_reason = (no_game if not at_table else self.tr("No AI plays in this game.") if not host.has_ai() else
                     self.tr("The game is over.") if over else self.tr("Not while reviewing."))
        watching = at_table and host.has_ai() and not over and not host.reviewing
        self._enable(self.pause_action, watching, ai_reason)
        self._enable(self.step_action, watching and host.paused,
                     self.tr("Pause the AI moves first (P).") if watching else ai_reason)

    def _enable(self, action: QAction, enabled: bool, reason: str) -> None:
        action.setEnabled(enabled)
        name = self._tips[action]
        action.setToolTip(name if enabled else self.tr("{action}: {reason}").format(action=name, reason=reason))

    def _set_ai_delay(self, delay_ms: int) -> None:
        self.host.ai_delay_ms = delay_ms
        self.preferences.remember_ai_delay(delay_ms)

    def _shown_game(self) -> str:
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
        self.pages.setCurrentIndex(0)

    def start_game(self, new: NewGame) -> None:
        """A new match from the lobby (after asking about an unfinished one); a game's first
        start offers its how-to-play guide."""
        if not self.may_replace_game():
            return
        self.preferences.remember_table(self.start_page.table())
        self._puzzle = None
        self._forget_file()
        self.view = self._view_for(new.game)
        self.host.new_match(new.game, new.seats, new.options, new.seed, new.sandbox)
        self.pages.setCurrentIndex(1)
        self.guide_offer.hide()
        if self.preferences.offer_guide(new.game):
            self.guide_offer.offer(self.host.game.title)  # type: ignore[union-attr]

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
        for loss in self.view.losses(events):
            if self.host.is_human(loss.seat):
                self.host.hold("card", True)   # the AIs wait until the player has read why
                moves = len(self.host.record.actions)  # type: ignore[union-attr]
                self.board.animations.then(lambda loss=loss, moves=moves: self._show_loss(loss, moves))

    def _on_thinking(self, busy: bool) -> None:
        """Say who is thinking; while a card holds the AIs back, say that the game waits for it."""
        if self._card_holds():
            self.statusBar().showMessage(self._waiting_words())
        elif busy and self.host.decision is not None:
            name = self.names()[self.host.decision.player]
            self.statusBar().showMessage(self.tr("{name} is thinking…").format(name=name))
        elif not busy:
            self.statusBar().clearMessage()

    def _card_holds(self) -> bool:
        return self.host.holding("card") and self.board_area.overlay.isVisible()

    def _waiting_words(self) -> str:
        return self.tr("The game waits until you close the card.")

    def _card_closed(self) -> None:
        """The card no longer holds the game: its waiting words go (not what a choice on it said)."""
        if self.statusBar().currentMessage() == self._waiting_words():
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
            prompt = f"{names[decision.player]}: {decision.prompt}"
        else:
            prompt = self.tr("{name}'s turn").format(name=names[decision.player])
        table = TableView(self.host.observation(), visible, names, decision, prompt, legal, interactive)
        self.board.show_state(table)
        self.panel.show_state(table)
        self._update_actions()
        if self.host.reviewing:
            assert self.host.session is not None
            self.panel.log.mark_moment(self.host.session.log_rows_until(self.host.review_at) - 1)
        self._update_title()
        if passing:
            self._show_pass_screen(decision.player)
        elif decision is not None:
            self.board_area.overlay.hide()

    def _show_pass_screen(self, seat: int) -> None:
        name = self.names()[seat]

        def reveal() -> None:
            self.host.reveal(seat)
            self.board_area.overlay.hide()
            self.refresh()

        self.board_area.overlay.present(self.tr("Pass the computer to {name}").format(name=name),
                                        self.tr("Only they should see their hand."),
                                        [(self.tr("I am {name}: show my hand").format(name=name), "reveal-hand",
                                          reveal)])

    def ask_hint(self) -> None:
        """The puzzle author's hint for this move when there is one, else the hint level AI's move."""
        session = self.host.session
        author = session.puzzle_hint() if session is not None and self._puzzle is not None else ""
        if author:
            self.statusBar().showMessage(self.tr("The puzzle's hint: {hint}").format(hint=author), 30000)
            return
        # Said before asking: a quick answer can arrive within request_hint and must not be overwritten.
        self.statusBar().showMessage(self.tr("Thinking about a hint…"))
        if not self.host.request_hint():
            self.statusBar().showMessage(self.tr("A hint is for the human player to move."), 4000)

    def _on_hint(self, action: Any) -> None:
        self.board.show_hint(action)
        self.statusBar().showMessage(self.tr("Hint: {action}").format(action=self.describe_action(action)), 10000)

    def _toggle_pause(self, paused: bool) -> None:
        self.host.set_paused(paused)
        self.statusBar().showMessage(self.tr("AI moves paused: press S to step, P to resume.") if paused else "", 6000)

    def human_action(self, action: Any) -> None:
        refusal = self.host.play(action)
        if refusal is None:
            self.guide_offer.moved()
        else:
            self.panel.show_preview_status(f"{refusal.rule}: {refusal.message}", False)
            self.statusBar().showMessage(self.tr("Not allowed — {rule}: {reason}").format(rule=refusal.rule,
                                                                                          reason=refusal.message),
                                         8000)

    def _lost_seats(self) -> set[int]:
        return {loss.seat for loss in self.view.losses(self.host.log)}

    def _show_loss(self, loss: Loss, moves: int) -> None:
        """A human player's ship is out: the card says whose, what happened and by which rule, offers
        the move to review, and — when only AIs play on — watching, skipping to the result or a new game."""
        overlay = self.board_area.overlay
        if self.host.decision is None or moves != len(self.host.record.actions):  # type: ignore[union-attr]
            self.host.hold("card", False)   # the game ended with it (the result card tells) or moved on
            return

        def closing(then: Callable[[], None]) -> Callable[[], None]:
            def close() -> None:
                then()           # first: a review or a new game stops the AIs before
                overlay.hide()   # the card's closing lets them go on
                self.board.setFocus()
            return close

        names = self.names()
        buttons = [(self.tr("Review that move"), "loss-review", closing(lambda: self.review.review_current(moves - 1)))]
        if any(seat not in self._lost_seats() for seat in self.host.human_seats()):
            buttons.append((self.tr("Play on"), "loss-play-on", closing(lambda: None)))
        else:
            buttons += [(self.tr("Watch to the end"), "loss-watch", closing(lambda: None)),
                        (self.tr("Skip to the result"), "loss-skip", closing(self.skip_to_result)),
                        (self.tr("New game"), "loss-new-game", closing(self.leave_for_a_new_game))]
        detail = html.escape(with_names(loss.event.text, names), quote=False) + "<br><b>" + html.escape(
            self.tr("Rule {rule}").format(rule=loss.event.rule), quote=False) + "</b>"
        overlay.present(self.tr("{name} is out of the game").format(name=names[loss.seat]), detail, buttons)
        self.statusBar().showMessage(self._waiting_words())   # the AIs wait for the card, whatever they think

    def skip_to_result(self) -> None:
        """Let the AIs finish at once, without animations, up to the result card."""
        self.board.animations.finish()
        self.statusBar().showMessage(self.tr("Playing out the rest of the game…"))
        self.host.rush()

    def leave_for_a_new_game(self) -> None:
        """Stop the AIs playing a game nobody watches, and go to the start page (the autosave keeps it)."""
        self.host.cancel()
        self.show_start_page()

    def _on_finished(self) -> None:
        """The result card, once the board has shown the last move."""
        self.board.animations.then(self._show_result)

    def _show_result(self) -> None:
        outcome = None if self.host.session is None else self.host.session.outcome
        if outcome is None:
            return
        winners = [self.names()[s] for s in outcome.winners]
        moves = self.host.session.moves  # type: ignore[union-attr]
        title = (self.tr("{name} wins!").format(name=winners[0]) if len(winners) == 1 else
                 self.tr("{names} and {last} share the victory!").format(names=", ".join(winners[:-1]),
                                                                         last=winners[-1]))
        text = (self.tr("The game is over ({rule}) after %n moves.", "", moves).format(rule=outcome.rule)
                if outcome.rule else self.tr("The game is over after %n moves.", "", moves))
        if outcome.points is not None:
            ranked = sorted(zip(self.names(), outcome.points, strict=True), key=lambda entry: -entry[1])
            text += "<br>" + " · ".join(self.tr("{name}: <b>%n</b> points", "", score).format(name=html.escape(name))
                                        for name, score in ranked)
        lines = self.view.result_lines(self.host.log, self.names())
        lines += [f"{with_names(loss.event.text, self.names())} ({loss.event.rule})"
                  for loss in self.view.losses(self.host.log)]
        if lines:
            text += "<br>" + "<br>".join(html.escape(line, quote=False) for line in lines)
        record = self.host.record
        if record is not None and record.position is None:
            text += "<br><small>" + html.escape(self.tr("Seed {seed}: the same seed and moves replay this game "
                                                        "(Advanced, on the start page).").format(seed=record.seed)) \
                + "</small>"
        if self._puzzle is not None and self.host.puzzle_verdict is not None:
            return   # the puzzle's verdict is the ending that matters; its card stays up
        self.board_area.overlay.present(
            title, text,
            [(self.tr("New game"), "result-new-game", self.show_start_page),
             (self.tr("Review the game"), "result-review", lambda: self.review.review_current(0)),
             (self.tr("Close"), "result-close", self.board_area.overlay.hide)])

    # ------------------------------------------------------------ scenarios and puzzles

    def open_editor(self, scenario: Scenario | None = None, path: Path | None = None) -> EditorWindow | None:
        """A scenario editor window: `scenario`, else the position on the table, else an empty sea."""
        from .editor.window import EditorWindow, blank_scenario

        if scenario is None:
            scenario = self.current_scenario() or blank_scenario(registered_games()[0])
        try:
            editor = EditorWindow(scenario, path)
        except KeyError as exc:
            self.show_error(self.tr("Not in the editor yet"), str(exc.args[0]))
            return None
        editor.playRequested.connect(self.play_scenario)
        editor.destroyed.connect(lambda _=None, e=editor: self.editors.remove(e) if e in self.editors else None)
        self.editors.append(editor)
        editor.show()
        return editor

    def current_scenario(self) -> Scenario | None:
        """The position on the table as a scenario (for export, and to open it in the editor)."""
        game = self.host.game
        if game is None or self.host.record is None or self.pages.currentIndex() != 1:
            return None
        return scenario_from_state(game, self.host.shared_position(), self.host.record.options,
                                   title=self.tr("{game} after %n moves", "", len(self.host.record.actions)).format(
                                       game=game.title))

    def export_position(self) -> None:
        scenario = self.current_scenario()
        if scenario is None:
            self.show_error(self.tr("Nothing to export"), self.tr("Start or open a game first."))
            return
        suggestion = str(user_paths().data / "scenarios" / file_name_for(scenario.title, self.tr("position")))
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Export the position as a scenario"), suggestion,
                                              match_file_filter())
        if path:
            try:
                write_atomic(Path(path), scenario.dumps())
            except OSError as exc:
                self.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
                return
            self.statusBar().showMessage(self.tr("Position exported to {path}").format(path=path), 5000)

    def copy_position_text(self) -> None:
        """The position on the table as one line of text (qtg1:…), to paste into a chat or a forum."""
        scenario = self.current_scenario()
        if scenario is None:
            self.show_error(self.tr("Nothing to copy"), self.tr("Start or open a game first."))
            return
        QApplication.clipboard().setText(scenario_text(scenario))
        self.statusBar().showMessage(self.tr("The position is on the clipboard as text."), 5000)

    def paste_position(self) -> None:
        """Open a pasted position text (or scenario) in the scenario editor, from where it is played
        or asked about; the game on the table stays. Unusable text is refused with its reason."""
        try:
            scenario = scenario_from_pasted(QApplication.clipboard().text())
        except FormatError as exc:
            self.show_error(self.tr("Cannot paste the position"),
                            self.tr("The clipboard holds no usable position: {error}").format(error=exc))
            return
        self.open_editor(scenario)

    def ask_seats_and_play(self, scenario: Scenario) -> None:
        """Play a shipped puzzle or example: the player says who sits where first."""
        if not self.may_replace_game():
            return
        state = scenario.state()
        from .editor.window import SeatsDialog

        dialog = SeatsDialog(scenario.rules.player_count(state), self)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            self.play_scenario(scenario, dialog.seats(), asked=True)

    def play_scenario(self, scenario: Scenario, seats: list[PlayerSeat], asked: bool = False) -> None:
        """Play a scenario's position (once the unfinished game on the table may go, unless that
        was `asked` already); a puzzle's goal is judged after every move."""
        if not asked and not self.may_replace_game():
            return
        session = open_session(MatchRecord(scenario.game, scenario.options, seats, 1, [], scenario.position),
                               scenario.goal)
        self._forget_file()
        self._puzzle = scenario if scenario.goal is not None else None
        self.view = self._view_for(scenario.game)
        self.host.adopt(session)
        self.pages.setCurrentIndex(1)
        if scenario.goal is not None:
            self.statusBar().showMessage(self.tr("Puzzle: {goal}").format(goal=self._goal_sentence(scenario)), 15000)
        self.raise_()
        self.activateWindow()

    def _goal_sentence(self, scenario: Scenario) -> str:
        goal = scenario.goal
        assert goal is not None
        names = self.names()
        who = names[goal.player] if goal.player < len(names) else player(goal.player)
        return f"{who}: {goal_sentence(scenario.rules, goal)}"

    def _on_puzzle_decided(self, met: bool) -> None:
        scenario = self._puzzle
        if scenario is None:
            return
        title = self.tr("Puzzle solved!") if met else self.tr("Puzzle failed")
        words = self.host.session.verdict_message if self.host.session is not None else ""
        text = html.escape(self._goal_sentence(scenario)) + (
            f"<br><i>{html.escape(words)}</i>" if words else "" if met else "<br>" + self.tr("Try another line."))
        seats = list(self.host.record.players)  # type: ignore[union-attr]
        self.board_area.overlay.present(
            title, text,
            [(self.tr("Try again"), "puzzle-again", lambda: self.play_scenario(scenario, seats, asked=True)),
             (self.tr("Close"), "puzzle-close", self.board_area.overlay.hide)])

    # ------------------------------------------------------------ files

    def offer_resume(self) -> None:
        """At start: offer back every game a crash or a quit left unfinished (one per copy of the app
        that ran). The ones not resumed move to the saves folder, so saying no loses nothing either."""
        games, aside = unfinished_games()
        for unusable in aside:
            self._say_set_aside(unusable)
        if not games:
            return
        chosen = self.choose_unfinished([game.describe() for game in games])
        if chosen is not None:
            resumed = games.pop(chosen)
            self.view = self._view_for(resumed.session.game.key)
            self.host.adopt(resumed.session, resumed.slot)
            self.pages.setCurrentIndex(1)
        kept, stuck = keep_unfinished(games)
        for path in kept:
            self._remember(path)
        if stuck:
            self.show_error(self.tr("Cannot keep the unfinished game"),
                            self.tr("It could not be moved to {folder}.").format(folder=user_paths().saves))
        self.statusBar().showMessage(MatchWords().after_offer(chosen is not None, kept), 8000)

    def choose_unfinished(self, descriptions: list[str]) -> int | None:
        """Which unfinished game to resume (None: none): the one there is, or one of several."""
        if len(descriptions) == 1:
            return 0 if self.ask_resume(descriptions[0]) else None
        return UnfinishedGames.ask(descriptions, self)

    def _say_set_aside(self, aside: SetAside) -> None:
        where = (self.tr("It is kept as {path} (File → Open recent), and will not be offered again.").format(
                     path=aside.kept) if aside.kept is not None else
                 self.tr("It could not be moved to {folder}.").format(folder=user_paths().saves))
        if aside.kept is not None:
            self._remember(aside.kept)
        self.show_error(self.tr("The last game cannot be resumed"), f"{aside.problem}\n\n{where}")

    def ask_resume(self, description: str) -> bool:
        answer = QMessageBox.question(self, self.tr("Resume the last game?"),
                                      self.tr("A game was left unfinished: {game}.\n\nResume it?").format(
                                          game=description))
        return answer == QMessageBox.StandardButton.Yes

    def ask_open_path(self) -> str | None:
        """The file to open, chosen in the saves folder (made first: a dialog shown a folder that
        does not exist starts elsewhere with the folder's name typed as a file name)."""
        user_paths().saves.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getOpenFileName(self, self.tr("Open a match or a ruling report"), str(user_paths().saves),
                                              match_file_filter())
        return path or None

    def ask_save_path(self) -> str | None:
        """Where to save, offered in the saves folder under the game's name and the date."""
        assert self.host.record is not None
        suggestion = self.current_path or save_path(user_paths().saves, self.host.record.rules.title)
        suggestion.parent.mkdir(parents=True, exist_ok=True)
        path, _ = QFileDialog.getSaveFileName(self, self.tr("Save the match"), str(suggestion), match_file_filter())
        return path or None

    def ask_unfinished(self, record: MatchRecord, closing: bool) -> Answer:
        return UnfinishedQuestion.ask(record, closing, self)

    def may_replace_game(self, closing: bool = False) -> bool:
        """Whether the game on the table may go: at once when it is over, has no move yet, has
        nobody at the table or is saved as it stands; else the player says (and may save it first)."""
        session = self.host.session
        if (session is None or session.decision is None or session.moves == 0 or not session.human_seats()
                or (self.current_path is not None and self._saved_moves == session.moves)):
            return True
        answer = self.ask_unfinished(session.record, closing)
        if answer is Answer.SAVE:
            return self._save_to(self.current_path or save_path(user_paths().saves, session.record.rules.title))
        return answer is Answer.DISCARD

    def _forget_file(self) -> None:
        """The game on the table comes from no file (a new one, a scenario)."""
        self.current_path = None
        self._saved_moves = None

    def show_error(self, title: str, text: str) -> None:
        warn(self, title, text)

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
        if not review and self.open_ruling_report(path):
            return True
        if not asked and not self.may_replace_game():
            return False
        try:
            record = record_from_file(path)
            session = open_session(record)
        except UnreadableFile as exc:
            self.show_error(self.tr("Cannot open the file"), f"{path}: {exc}")
            return False
        except FormatError as exc:
            self.show_error(self.tr("Not a usable match file"), f"{path.name}: {exc}")
            return False
        self.view = self._view_for(record.game)
        if review:
            self.host.review(session, 0)
        else:
            self.host.adopt(session)
        if record.data_differs:
            self.statusBar().showMessage(self.tr("This match was played with other {game} component data than "
                                                 "is in force now: it may not go as it went.").format(
                                                     game=record.rules.title), 15000)
        self.current_path = path
        self._saved_moves = len(record.actions)
        self._puzzle = None
        self.guide_offer.hide()
        self._remember(path)
        self.pages.setCurrentIndex(1)
        return True

    def open_ruling_report(self, path: Path) -> bool:
        """Show the ruling report at `path` in an editor (a bad one explained): False when the
        file is no ruling report, for the match reader to read or explain."""
        try:
            report = ruling_report_in_file(path)
        except FormatError as exc:
            self.show_error(self.tr("Not a usable ruling report"), f"{path.name}: {exc}")
            return True
        if report is None:
            return False
        if self.show_ruling_report(report):
            self._remember(path)
        return True

    def show_ruling_report(self, report: RulingReport) -> bool:
        """A ruling report in a scenario editor's "Test a ruling": its position, the actions asked
        about replayed, the recorded answer and whether it still holds ("Play from here" plays it)."""
        editor = self.open_editor(report.scenario())
        return editor is not None and editor.show_report(report)

    def save_game(self) -> None:
        if self.current_path is None:
            self.save_game_as()
        else:
            self._save_to(self.current_path)

    def save_game_as(self) -> None:
        if self.host.record is None:
            return
        path = self.ask_save_path()
        if path:
            self._save_to(Path(path))

    def _save_to(self, path: Path) -> bool:
        if self.host.record is None:
            return False
        try:
            write_atomic(path, self.host.record.dumps())
        except OSError as exc:
            self.show_error(self.tr("Cannot save"), f"{path}: {exc.strerror}")
            return False
        self.current_path = path
        self._saved_moves = len(self.host.record.actions)
        self._remember(path)
        self.statusBar().showMessage(self.tr("Saved to {path}").format(path=path), 5000)
        return True

    def recent_files(self) -> list[str]:
        return setting_texts(self.settings, RECENT_FILES, MAX_RECENT)

    def _remember(self, path: Path) -> None:
        recent = [str(path)] + [p for p in self.recent_files() if p != str(path)]
        self.settings.setValue(RECENT_FILES, recent[:MAX_RECENT])
        self._fill_recent()

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        for entry in self.recent_files():
            action = self.recent_menu.addAction(Path(entry).name)
            action.setToolTip(plain_tip(entry))
            action.triggered.connect(lambda _=False, p=entry: self.open_path(Path(p)))
        self.recent_menu.setEnabled(bool(self.recent_files()))
        self.start_page.show_recent(self.recent_files())

    def closeEvent(self, event: QCloseEvent) -> None:
        if not self.may_replace_game(closing=True):
            event.ignore()
            return
        for editor in list(self.editors):
            if not editor.close():
                event.ignore()
                return
        self.host.shutdown()
        self.rules_help.release()
        self.preferences.save_geometry()
        super().closeEvent(event)
