"""The main window's menu bar and toolbar, made again in another language, and each game action
enabled only when it means something now — a disabled one says why in its tooltip.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QToolBar

from .actions import add_action, new_menu_bar, new_toolbar

if TYPE_CHECKING:
    from .main_window import MainWindow


class WindowMenus(QObject):
    """File, Edit, Play, View and Help, and the game toolbar; `build` makes them (again)."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.toolbar: QToolBar | None = None
        self._tips: dict[QAction, str] = {}

    def build(self) -> None:
        """A new menu bar and toolbar; their actions belong to the bar, so a rebuild drops the old ones."""
        window, host = self.window, self.window.host
        files, scenarios = window.files, window.scenarios
        bar = new_menu_bar(window)
        menu = bar.addMenu(self.tr("&File"))
        self.new_action = add_action(bar, menu, self.tr("&New game"), QKeySequence.StandardKey.New,
                                     window.show_start_page)
        add_action(bar, menu, self.tr("&Open…"), QKeySequence.StandardKey.Open, files.open_game)
        self.review_file_action = add_action(bar, menu, self.tr("Re&view a saved match…"),
                                             QKeySequence("Ctrl+Shift+O"), files.open_for_review)
        self.recent_menu = menu.addMenu(self.tr("Open &recent"))
        self.save_action = add_action(bar, menu, self.tr("&Save"), QKeySequence.StandardKey.Save, files.save_game)
        self.save_as_action = add_action(bar, menu, self.tr("Save &as…"), QKeySequence.StandardKey.SaveAs,
                                         files.save_game_as)
        self.export_action = add_action(bar, menu, self.tr("&Export position as scenario…"), QKeySequence(),
                                        scenarios.export_position)
        menu.addSeparator()
        add_action(bar, menu, self.tr("&Quit"), QKeySequence.StandardKey.Quit, window.close)
        files.list_recent_in(self.recent_menu)
        edit = bar.addMenu(self.tr("&Edit"))
        self.undo_action = add_action(bar, edit, self.tr("&Undo move"), QKeySequence.StandardKey.Undo, host.undo)
        self.redo_action = add_action(bar, edit, self.tr("&Redo move"), QKeySequence.StandardKey.Redo, host.redo)
        edit.addSeparator()
        self.copy_text_action = add_action(bar, edit, self.tr("Copy position as &text"), QKeySequence("Ctrl+Shift+C"),
                                           scenarios.copy_position_text)
        add_action(bar, edit, self.tr("&Paste position"), QKeySequence.StandardKey.Paste, scenarios.paste_position)
        play = bar.addMenu(self.tr("&Play"))
        self.hint_action = add_action(bar, play, self.tr("&Hint"), QKeySequence("H"), window.ask_hint)
        self.pause_action = add_action(bar, play, self.tr("&Pause AI moves"), QKeySequence("P"), self._toggle_pause)
        self.pause_action.setCheckable(True)
        self.pause_action.setChecked(host.paused)
        self.step_action = add_action(bar, play, self.tr("&Step one AI move"), QKeySequence("S"), host.step)
        self.review_action = add_action(bar, play, self.tr("&Review this game"), QKeySequence("Ctrl+R"),
                                        lambda: window.review.review_current())
        self.analysis_action = add_action(bar, play, self.tr("&Analysis"), QKeySequence("A"),
                                          lambda _checked=False: window.analysis.toggle_panel())
        self.analysis_action.setCheckable(True)
        self.analysis_action.setChecked(window.analysis.panel.isVisible())
        window.analysis.panel.visibilityChanged.connect(self.analysis_action.setChecked)
        self.review_game_action = add_action(bar, play, self.tr("Analyse &my game"), QKeySequence("Ctrl+Shift+R"),
                                             window.analysis.review_game)
        play.addSeparator()
        self.editor_action = add_action(bar, play, self.tr("Scenario &editor…"), QKeySequence("Ctrl+E"),
                                        lambda: scenarios.open_editor())   # not the "checked" flag as a scenario
        speed_menu = play.addMenu(self.tr("AI &speed"))
        self.speed_actions = QActionGroup(bar)
        for title, delay in ((self.tr("Slow"), 1500), (self.tr("Normal"), 600), (self.tr("Fast"), 150),
                             (self.tr("Instant"), 0)):
            action = speed_menu.addAction(title)
            action.setCheckable(True)
            action.setChecked(delay == host.ai_delay_ms)
            action.triggered.connect(lambda _=False, d=delay: self._set_ai_delay(d))
            self.speed_actions.addAction(action)
        window.preferences.build_view_menu(bar.addMenu(self.tr("&View")), bar)
        help_menu = bar.addMenu(self.tr("&Help"))
        self.guide_action = add_action(bar, help_menu, self.tr("&How to play…"), QKeySequence(),
                                       lambda: window.show_guide(window.shown_game()))
        self.rules_action = add_action(bar, help_menu, self.tr("&Rules…"), QKeySequence.StandardKey.HelpContents,
                                       lambda: window.rules_help.show_game(window.shown_game()))
        self.about_action = add_action(bar, help_menu, self.tr("&About qtgames"), QKeySequence(), window.show_about)
        self.toolbar = new_toolbar(window, self.toolbar, self.tr("Game"), "game-toolbar", (
            self.new_action, self.save_action, self.undo_action, self.redo_action, self.hint_action,
            self.pause_action, self.step_action))
        self._tips = {action: action.text().replace("&", "") for action in (
            self.save_action, self.save_as_action, self.export_action, self.copy_text_action, self.review_action,
            self.analysis_action, self.review_game_action, self.undo_action, self.redo_action, self.hint_action,
            self.pause_action, self.step_action)}

    def update_actions(self) -> None:
        """Each game action enabled only when it means something now; a disabled one says why."""
        host = self.window.host
        at_table = self.window.pages.currentIndex() == 1 and host.session is not None
        no_game = self.tr("Start or open a game first.")
        over = host.session is not None and host.decision is None
        for action in (self.save_action, self.save_as_action, self.export_action, self.copy_text_action,
                       self.review_action, self.analysis_action, self.review_game_action):
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
        self.window.host.ai_delay_ms = delay_ms
        self.window.preferences.remember_ai_delay(delay_ms)

    def _toggle_pause(self, paused: bool) -> None:
        self.window.host.set_paused(paused)
        self.window.statusBar().showMessage(self.tr("AI moves paused: press S to step, P to resume.") if paused
                                            else "", 6000)
