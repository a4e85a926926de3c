"""Analyse my game: the win-chance graph of the whole match, every move with its verdict, and a
click on either to see that moment on the board.

The review is the engine's (`engine/ai/reviewer.py`), worked out in the analysis's worker process
with a progress bar and a Cancel button; each move appears as soon as it is judged. Grades are the
review's own, with the thresholds `core.review.THRESHOLDS` (docs/analysis.md).
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QColor, QResizeEvent
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QSplitter,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ...engine.core.review import GRADES, THRESHOLDS, MatchReview, MoveVerdict
from ...reports.chart import GRADE_COLOURS
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets.colours import colour_dot, player_colour
from .graph import WinChanceGraph
from .panel import percent

GRADE_NAMES = {"inaccuracy": QT_TRANSLATE_NOOP("GameReviewDock", "Inaccuracy"),
               "mistake": QT_TRANSLATE_NOOP("GameReviewDock", "Mistake"),
               "blunder": QT_TRANSLATE_NOOP("GameReviewDock", "Blunder")}

REVIEW_WIDTH = 380   # the graph readable, the list's columns whole
ROWS_IN_SIGHT = 5   # the moves the list shows at least (with the rules docked under it, it showed one and a half)


class GameReviewDock(QDockWidget):
    """A dock beside the table: progress, graph, legend and the moves, one above the other (the
    table's side panel leaves no room under the board on a laptop's screen)."""

    moveChosen = Signal(int)        # show the position after this many moves
    cancelRequested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("game-review")
        self.setWindowTitle(self.tr("Analyse my game"))
        body = QWidget()
        layout = QVBoxLayout(body)
        status_row = QHBoxLayout()
        self.status = QLabel()
        self.status.setObjectName("game-review-status")
        self.status.setWordWrap(True)
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.progress = QProgressBar()
        self.progress.setObjectName("game-review-progress")
        self.progress.setTextVisible(False)
        self.cancel_button = QPushButton(self.tr("Cancel"))
        self.cancel_button.setObjectName("game-review-cancel")
        self.cancel_button.clicked.connect(self.cancelRequested)
        status_row.addWidget(self.status, 1)
        status_row.addWidget(self.progress)
        status_row.addWidget(self.cancel_button)
        layout.addLayout(status_row)
        self.legend = QLabel()
        self.legend.setObjectName("game-review-legend")
        self.legend.setWordWrap(True)
        self.legend.setTextFormat(Qt.TextFormat.RichText)
        layout.addWidget(self.legend)
        splitter = QSplitter(Qt.Orientation.Vertical)
        self.graph = WinChanceGraph()
        self.graph.setMinimumHeight(130)
        self.graph.moveClicked.connect(self.moveChosen)
        self.graph.setToolTip(self.tr("Click to see the board after that move."))
        self.moves = QTreeWidget()
        self.moves.setObjectName("game-review-moves")
        self.moves.setColumnCount(4)
        self.moves.setHeaderLabels([self.tr("Move"), "", self.tr("Played"), self.tr("Verdict")])
        self.moves.setRootIsDecorated(False)
        self.moves.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        row = max(self.moves.fontMetrics().lineSpacing(), self.moves.iconSize().height(), 16) + 6
        self.moves.setMinimumHeight(self.moves.header().sizeHint().height() + ROWS_IN_SIGHT * row
                                    + 2 * self.moves.frameWidth())
        for column, width in enumerate((36, 34, 170)):
            self.moves.setColumnWidth(column, width)
        self.moves.itemClicked.connect(lambda item, _column: self.moveChosen.emit(item.data(0, Qt.ItemDataRole.UserRole)))
        splitter.addWidget(self.graph)
        splitter.addWidget(self.moves)
        splitter.setSizes([220, 380])
        layout.addWidget(splitter, 1)
        self.setWidget(body)
        self.setMinimumWidth(REVIEW_WIDTH)
        self.names: list[str] = []
        self.total = 0
        self.verdicts: list[MoveVerdict] = []
        self.start: tuple[float, ...] = ()

    def begin(self, names: list[str], total: int) -> None:
        """A review under way: nothing judged yet."""
        self.names, self.total, self.verdicts, self.start = names, total, [], ()
        self.moves.clear()
        self.progress.setRange(0, total)
        self.progress.setValue(0)
        self.progress.show()
        self.cancel_button.show()
        self.status.setText(self.tr("Analysing every move from its player's view…"))
        self._fit_words()
        self._show_legend()
        self.graph.show_series([], names, [], total)

    def add_verdict(self, verdict: MoveVerdict, done: int) -> None:
        """One more move judged (the review's progress)."""
        self.verdicts.append(verdict)
        self.progress.setValue(done)
        self._add_row(verdict)
        players = len(self.names)
        self.graph.show_series([[m.chances[seat] for m in self.verdicts] for seat in range(players)],
                               self.names, self.verdicts, self.total)

    def show_review(self, review: MatchReview, names: list[str], kept: bool) -> None:
        """The finished review; `kept` says it was read from the saved match, not worked out now."""
        self.names, self.total, self.verdicts = names, len(review.moves), list(review.moves)
        self.moves.clear()
        for verdict in review.moves:
            self._add_row(verdict)
        self.progress.hide()
        self.cancel_button.hide()
        def graded(seat: int, grade: str) -> int:
            return sum(1 for m in review.moves if m.seat == seat and m.grade == grade)

        counts = [self.tr("{name}: inaccuracies {inaccuracies}, mistakes {mistakes}, blunders {blunders}").format(
            name=names[seat], inaccuracies=graded(seat, "inaccuracy"), mistakes=graded(seat, "mistake"),
            blunders=graded(seat, "blunder")) for seat in review.judged_seats]
        said = self.tr("Kept with the saved match.") if kept else self.tr("Kept with the match when it is saved.")
        self.status.setText(" ".join(["; ".join(counts) + ".", said]))
        self._fit_words()
        self._show_legend()
        self.graph.show_series([review.series(seat) for seat in range(review.players)], names, list(review.moves),
                               len(review.moves))

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit_words()

    def _fit_words(self) -> None:
        """The status and the legend ask for the height their wrapped lines take at the dock's width:
        a wrapped label asks for one line's, so under the rules dock the graph and the list were
        squeezed over each other below their own minimums."""
        for label in (self.status, self.legend):
            height = label.heightForWidth(label.width())
            if height > 0 and height != label.minimumHeight():
                label.setMinimumHeight(height)

    def show_message(self, text: str) -> None:
        self.progress.hide()
        self.cancel_button.hide()
        self.status.setText(text)
        self._fit_words()

    def mark(self, moves: int) -> None:
        """The board shows the position after `moves` moves: mark it on the graph and the list."""
        self.graph.mark(moves)
        for row in range(self.moves.topLevelItemCount()):
            item = self.moves.topLevelItem(row)
            if item is not None and item.data(0, Qt.ItemDataRole.UserRole) == moves:
                self.moves.setCurrentItem(item)
                self.moves.scrollToItem(item)

    def _add_row(self, verdict: MoveVerdict) -> None:
        if verdict.grade:
            words = self.tr("{grade} −{points}").format(
                grade=translate("GameReviewDock", GRADE_NAMES[verdict.grade]), points=round(verdict.loss * 100))
        elif verdict.judged and verdict.best_label and verdict.best != verdict.action:
            words = self.tr("Good")
        elif verdict.judged:
            words = self.tr("Best move")
        else:
            words = ""
        item = QTreeWidgetItem([str(verdict.move + 1), "", verdict.label, words])   # the player by their colour dot
        item.setData(0, Qt.ItemDataRole.UserRole, verdict.move + 1)
        item.setIcon(1, colour_dot(verdict.seat))
        if verdict.grade:
            item.setForeground(3, QColor(GRADE_COLOURS[verdict.grade]))
        after = self.tr("{name}'s move. Their win chance after it: {chance} ({low}–{high})").format(
            name=self.names[verdict.seat], chance=percent(verdict.chance), low=percent(verdict.low),
            high=percent(verdict.high))
        if verdict.judged and verdict.best_label:
            after += "\n" + self.tr("The best move found: {best}, {chance}").format(
                best=verdict.best_label, chance=percent(verdict.best_chance))
            if not verdict.grade and verdict.best != verdict.action:
                after += "\n" + self.tr("The move played is within the analysis's error of it.")
        for column in range(4):
            item.setToolTip(column, after)
        self.moves.addTopLevelItem(item)

    def _show_legend(self) -> None:
        players = " ".join(f"<span style='color:{player_colour(seat).name()}'>━━</span> {escape(name)}"
                           for seat, name in enumerate(self.names))
        grades = ", ".join(
            f"<span style='color:{GRADE_COLOURS[grade]}'>●</span> " + self.tr("{grade} from {points} points").format(
                grade=translate("GameReviewDock", GRADE_NAMES[grade]), points=round(threshold * 100))
            for grade, threshold in zip(GRADES, THRESHOLDS, strict=True))
        self.legend.setText(self.tr("Each line is a player's chance of winning after every move. {players}<br>"
                                    "A move is graded by the win chance it gave away against the best move "
                                    "found: {grades} (only when more than the analysis's own error).").format(
            players=players, grades=grades))
        self._fit_words()
