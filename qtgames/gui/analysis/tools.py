"""The analysis at the table: the panel (Play → Analysis, key A) that follows the game, and Analyse my
game, each with its own worker process so that one never stops the other. A finished review is kept
in the match's record, and written back at once to the file a finished match was opened from.

The panel analyses a position only for the player who decides in it, from what that player can see
(`MatchHost.observation` when the screen shows that player's view): with an AI or another person to
move, it says whose decision it is and waits. Asking for it during a game against AIs is allowed and
noted in the saved match, as a hint is (`Session.note_assist`).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QObject, Qt, QTimer

from ...engine.ai import remote
from ...engine.ai.analysis import Analysis, AnalysisLimit
from ...engine.ai.reviewer import REVIEW_LIMIT
from ...engine.core.record import Assist, MatchRecord
from ...engine.core.review import MatchReview
from ..widgets.dock_place import place_dock
from .marks import mark_table
from .panel import PREFERRED_WIDTH, AnalysisPanel
from .review_dock import REVIEW_WIDTH, GameReviewDock
from .worker import AnalysisWorker

if TYPE_CHECKING:
    from ..main_window import MainWindow


@dataclass(frozen=True, slots=True)
class _LeftTable:
    """What the docks showed when the window went to the lobby, to show it again on the way back."""

    panel: bool
    review: bool
    reviewing: bool               # a review was being worked out (stopped in the lobby: begun again)
    record: MatchRecord | None    # the match the review is of


class AnalysisTools(QObject):
    """The window's analysis panel and game review, and the worker processes they ask."""

    def __init__(self, window: MainWindow) -> None:
        super().__init__(window)
        self.window = window
        self.panel_limit = AnalysisLimit()   # how far the panel refines (docs/analysis.md)
        self.review_limit = REVIEW_LIMIT     # and a review, each position
        self.worker = AnalysisWorker(self)
        self.worker.progressed.connect(lambda _q, report: self._show(report.latest))
        self.worker.answered.connect(lambda _q, analysis: self._show(analysis))
        self.worker.refused.connect(lambda _q, reason: self._message(reason))
        self.review_worker = AnalysisWorker(self)
        self.review_worker.progressed.connect(self._review_progressed)
        self.review_worker.answered.connect(self._review_answered)
        self.review_worker.refused.connect(lambda _q, reason: self.review_dock.show_message(reason))
        self._asked: tuple[Any, ...] | None = None   # the position the panel's analysis is of
        self._left: _LeftTable | None = None   # set while the lobby is shown
        self._follow_soon = QTimer(self)
        self._follow_soon.setSingleShot(True)
        self._follow_soon.timeout.connect(self._follow)
        host = window.host
        for signal in (host.started, host.changed, host.reviewMoved, host.finished):
            signal.connect(lambda *_: self._follow_soon.start(0))
        host.reviewMoved.connect(lambda moves: self.review_dock.mark(moves))
        host.started.connect(self._drop_stale_review)
        self._build_docks()

    def _build_docks(self) -> None:
        """The panel and the review's dock, hidden, in the language installed now."""
        window = self.window
        self.panel = AnalysisPanel(window)
        self.panel.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.panel)
        self.panel.view.stopRequested.connect(self.stop_analysis)
        self.panel.view.candidateHovered.connect(self._point_at)
        self.panel.visibilityChanged.connect(self._panel_shown)
        self.review_dock = GameReviewDock(window)
        self.review_dock.hide()
        window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.review_dock)
        self.review_dock.moveChosen.connect(self._jump)
        self.review_dock.cancelRequested.connect(self.cancel_review)

    def retranslate(self) -> None:
        """Build the docks again in the language installed now, showing what they showed; the workers
        start again too, speaking it (the moves' labels and the facts are written there)."""
        panel_shown, review_shown = self.panel.isVisible(), self.review_dock.isVisible()
        self.worker.shutdown()
        self.review_worker.shutdown()
        self._asked = None
        for dock in (self.panel, self.review_dock):
            dock.blockSignals(True)
            self.window.removeDockWidget(dock)
            dock.deleteLater()
        self._build_docks()
        if panel_shown:
            self._show_panel()
        if review_shown:
            self.review_game()

    def at_table(self, shown: bool) -> None:
        """The lobby hides the panel and the review, and stops their work: they are about the game on
        the table, which waits meanwhile. Back at the table the panel shows again if it was shown (it
        follows whatever game is there, as it follows every move), and the review if the same match
        is there (a review is of one match), begun again if it was stopped half-way."""
        if not shown:
            if self._left is None:
                self._left = _LeftTable(self.panel.isVisible(), self.review_dock.isVisible(),
                                        self.review_worker.busy, self.window.host.record)
                self.review_worker.cancel()
                self.panel.hide()   # its worker stops (`_panel_shown`)
                self.review_dock.hide()
            return
        left, self._left = self._left, None
        if left is None:
            return
        self.panel.setVisible(left.panel)
        if left.review and left.record is self.window.host.record:
            if left.reviewing:
                self.review_game()
            else:
                self.review_dock.show()

    # ------------------------------------------------------------ the panel

    def toggle_panel(self) -> None:
        """Show the panel, or hide it, as it is now: the menu's check mark follows the dock, which the
        dock's own close button and a window state change can hide or show too. It shows beside the
        board where the board keeps its room, else over the board's left part (`place_dock`)."""
        if self.panel.isVisible():
            self.panel.hide()
        else:
            self._show_panel()

    def _show_panel(self) -> None:
        place_dock(self.window, self.panel, PREFERRED_WIDTH)
        self.panel.show()

    def _panel_shown(self, shown: bool) -> None:
        if shown:
            self._follow()
        else:   # nothing refines out of sight, and a move pointed at from the panel is not left on the board
            self.worker.cancel()
            self._asked = None
            mark_table(self.window.board, self.window.panel, None)
            self.window.refresh()

    def stop_analysis(self) -> None:
        """Stop refining; the chances shown stay."""
        self.worker.cancel()
        if self.panel.view.analysis is not None:
            self.panel.view.show_analysis(replace(self.panel.view.analysis, stopped="cancelled"), self.window.names())

    def _follow(self) -> None:
        """Analyse the position on the table, if it is new and its player is the one at the screen."""
        if not self.panel.isVisible():
            return
        host = self.window.host
        session, decision = host.session, host.decision
        if session is None:
            self._message(self.tr("Start or open a game first."))
            return
        names = self.window.names()
        if decision is None:
            self._message(self.tr("The game is over: nothing to analyse. Play → Analyse my game judges every move."))
            return
        seat = int(decision.player)
        moves = host.review_at if host.reviewing else session.moves
        if host.viewer() != seat:
            self._message(self.tr("{name} decides now. The analysis is shown only to the player who decides, from "
                                  "what they can see.").format(name=names[seat]))
            return
        # The session itself, not its id: a game opened or pasted after another may get the freed one's id.
        asked = (session, host.reviewing, moves, seat)
        if self._asked is not None and self._asked[0] is session and self._asked[1:] == asked[1:]:
            return
        self._asked = asked
        mark_table(self.window.board, self.window.panel, None)
        game = session.game
        request = remote.AnalysisRequest(host.observation(), self.panel_limit, seed=session.record.seed ^ moves)
        self.worker.ask(remote.analyse_remotely, game.info, request)
        self.panel.view.show_started(self.tr("{name} to decide: {prompt}").format(name=names[seat],
                                                                            prompt=decision.prompt),
                                self.panel_limit.iterations)
        if not host.reviewing and host.has_ai():
            assist = Assist(session.moves, seat, "analysis")
            if assist not in session.record.assists:
                session.note_assist("analysis")

    def _message(self, text: str) -> None:
        """No analysis for the position on the table: say why, and mark nothing on the board."""
        self._asked = None
        self.worker.cancel()
        self.panel.view.show_message(text)
        mark_table(self.window.board, self.window.panel, None)

    def _show(self, analysis: Analysis | None) -> None:
        if isinstance(analysis, Analysis) and self.panel.isVisible():
            self.panel.view.show_analysis(analysis, self.window.names())
            mark_table(self.window.board, self.window.panel, analysis)

    def _point_at(self, action: Any) -> None:
        """Point at the hovered move on the board, as a hint does; leaving it redraws the board."""
        analysis = self.panel.view.analysis
        if action is None or analysis is None or self.window.host.decision is None:
            self.window.refresh()
        else:
            self.window.board.show_hint(action)

    # ------------------------------------------------------------ Analyse my game

    def review_game(self) -> None:
        """Judge every move of the match on the table, or show the review its saved match keeps."""
        host = self.window.host
        record = host.record
        if record is None:
            return
        names = self.window.names()
        if not self.review_dock.isVisible():
            place_dock(self.window, self.review_dock, REVIEW_WIDTH)
        self.review_dock.show()
        self.review_dock.raise_()
        if record.review is not None and len(record.review.moves) == len(record.actions):
            self.review_dock.show_review(record.review, names, kept=True)
            return
        self.review_dock.begin(names, len(record.actions))
        self.review_worker.ask(remote.review_remotely, record.rules.info, record, limit=self.review_limit)

    def cancel_review(self) -> None:
        self.review_worker.cancel()
        self.review_dock.show_message(self.tr("The review was cancelled: nothing was kept."))

    def _review_progressed(self, _question: int, report: Any) -> None:
        if report.latest is not None:
            self.review_dock.add_verdict(report.latest, report.done)

    def _review_answered(self, _question: int, review: MatchReview | None) -> None:
        record = self.window.host.record
        if review is None or record is None:
            return
        record.review = review
        # A finished match's file gains only its review: written back at once, so reopening shows it.
        session = self.window.host.session
        kept = self.window.files.current_path is not None and session is not None and session.decision is None
        if kept:
            self.window.files.save_game()
        self.review_dock.show_review(review, self.window.names(), kept=kept)

    def _drop_stale_review(self) -> None:
        """A review of moves since taken back no longer fits the match: the saved file would refuse it."""
        record = self.window.host.record
        if record is not None and record.review is not None and len(record.review.moves) > len(record.actions):
            record.review = None

    def _jump(self, moves: int) -> None:
        """Show the position after `moves` moves (entering the review of a game in play)."""
        host = self.window.host
        if host.session is None:
            return
        if host.reviewing:
            host.review_to(moves)
        else:
            self.window.review.review_current(moves)

    def shutdown(self) -> None:
        self.worker.shutdown()
        self.review_worker.shutdown()
