"""The analysis panel: every move the player to decide could make, with its chance of winning, the
95% interval of that chance, its rank, the likely continuation and the facts the rules make
computable, refining while the analysis runs.

It draws an `Analysis` as the engine returned it (`engine/ai/analysis.py`) and ranks or scores
nothing itself. Hovering a move points at it on the board, as a hint does.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QRectF, QSize, Qt, Signal
from PySide6.QtGui import QColor, QEnterEvent, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import (
    QDockWidget,
    QFrame,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.ai.analysis import Analysis, Candidate
from ...engine.core.protocol import Fact

BAR_COLOUR = QColor("#2e7d32")
INTERVAL_COLOUR = QColor("#1b1b1b")
PREFERRED_WIDTH = 320


def percent(value: float) -> str:
    return f"{round(value * 100)}%"


def fact_value(fact: Fact) -> str:
    return percent(fact.value) if fact.percent else f"{fact.value:.1f}"


class ChanceBar(QWidget):
    """A win chance as a bar from 0 to 100%, its 95% interval as a whisker over it."""

    def __init__(self, chance: float, low: float, high: float, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.chance, self.low, self.high = chance, low, high
        self.setMinimumSize(80, 14)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def paintEvent(self, event: QPaintEvent) -> None:
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        whole = QRectF(self.rect()).adjusted(0.5, 2.5, -0.5, -2.5)
        painter.setPen(QPen(self.palette().mid().color(), 1))
        painter.setBrush(self.palette().base())
        painter.drawRect(whole)
        painter.setPen(Qt.PenStyle.NoPen)
        painter.setBrush(BAR_COLOUR)
        painter.drawRect(QRectF(whole.left(), whole.top(), whole.width() * self.chance, whole.height()))
        painter.setPen(QPen(INTERVAL_COLOUR, 2))
        middle = whole.center().y()
        left, right = whole.left() + whole.width() * self.low, whole.left() + whole.width() * self.high
        painter.drawLine(int(left), int(middle), int(right), int(middle))
        for x in (left, right):
            painter.drawLine(int(x), int(whole.top() + 2), int(x), int(whole.bottom() - 2))
        painter.end()


class CandidateRow(QFrame):
    """One candidate: rank, label, chance bar and numbers, facts and the likely continuation."""

    hovered = Signal(object)   # the candidate's action, or None when the pointer leaves

    def __init__(self, candidate: Candidate, names: list[str], seat: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.candidate = candidate
        self.setObjectName("analysis-candidate")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(6, 4, 6, 4)
        layout.setSpacing(2)
        top = QHBoxLayout()
        rank = QLabel(self.tr("{rank}.").format(rank=candidate.rank))
        rank.setObjectName("analysis-rank")
        label = QLabel(candidate.label)
        label.setWordWrap(True)
        label.setTextFormat(Qt.TextFormat.PlainText)
        top.addWidget(rank)
        top.addWidget(label, 1)
        layout.addLayout(top)
        chances = QHBoxLayout()
        self.bar = ChanceBar(candidate.chance, candidate.low, candidate.high)
        numbers = QLabel(self.tr("{chance} win chance ({low}–{high})").format(
            chance=percent(candidate.chance), low=percent(candidate.low), high=percent(candidate.high)))
        numbers.setObjectName("analysis-chance")
        chances.addWidget(self.bar, 1)
        chances.addWidget(numbers)
        layout.addLayout(chances)
        details = []
        if candidate.facts:
            facts = " · ".join(self.tr("{fact} {value}").format(fact=fact.label, value=fact_value(fact))
                               for fact in candidate.facts)
            details.append(self.tr("Exact over the dice: {facts}").format(facts=facts)
                           if all(fact.exact for fact in candidate.facts)
                           else self.tr("On average over the sampled worlds: {facts}").format(facts=facts))
        if candidate.line:
            steps = [self.tr("{player}: {move}").format(player=names[step.seat], move=step.label)
                     if step.seat == seat else step.label for step in candidate.line]
            details.append(self.tr("Then likely: {steps}").format(steps=" → ".join(steps)))
        if details:
            more = QLabel("\n".join(details))
            more.setObjectName("analysis-details")
            more.setWordWrap(True)
            more.setTextFormat(Qt.TextFormat.PlainText)
            more.setStyleSheet("color: palette(dark);")
            layout.addWidget(more)
        self.setToolTip(self.tr("Worked out from {playouts} games played on after this move, in worlds that "
                                "agree with what the player can see.").format(playouts=candidate.playouts))

    def enterEvent(self, event: QEnterEvent) -> None:
        self.hovered.emit(self.candidate.action)
        super().enterEvent(event)

    def leaveEvent(self, event: Any) -> None:
        self.hovered.emit(None)
        super().leaveEvent(event)


class AnalysisView(QWidget):
    """The candidates of one decision, refining: the table's panel and the editor's dialog show it."""

    stopRequested = Signal()
    candidateHovered = Signal(object)   # an action to point at on the board, or None

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        layout = QVBoxLayout(self)
        self.headline = QLabel()
        self.headline.setObjectName("analysis-headline")
        self.headline.setWordWrap(True)
        self.headline.setTextFormat(Qt.TextFormat.PlainText)
        layout.addWidget(self.headline)
        explain = QLabel(self.tr(
            "Win chance: how often a player won from positions like the one after the move, in the AI's own "
            "games (with 3 or more players, their expected share of the win). The black line is its 95% "
            "interval: the true chance lies there 19 times in 20."))
        explain.setWordWrap(True)
        explain.setStyleSheet("color: palette(dark);")
        layout.addWidget(explain)
        progress_row = QHBoxLayout()
        self.progress = QProgressBar()
        self.progress.setObjectName("analysis-progress")
        self.progress.setTextVisible(False)
        self.stop_button = QPushButton(self.tr("Stop"))
        self.stop_button.setObjectName("analysis-stop")
        self.stop_button.setToolTip(self.tr("Stop refining: the chances shown stay as they are."))
        self.stop_button.clicked.connect(self.stopRequested)
        progress_row.addWidget(self.progress, 1)
        progress_row.addWidget(self.stop_button)
        layout.addLayout(progress_row)
        self.rows = QWidget()
        self.rows_layout = QVBoxLayout(self.rows)
        self.rows_layout.setContentsMargins(0, 0, 0, 0)
        self.rows_layout.addStretch(1)
        scroll = QScrollArea()
        scroll.setWidgetResizable(True)
        scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        scroll.setWidget(self.rows)
        layout.addWidget(scroll, 1)
        self.footer = QLabel()
        self.footer.setObjectName("analysis-footer")
        self.footer.setWordWrap(True)
        self.footer.setStyleSheet("color: palette(dark);")
        layout.addWidget(self.footer)
        self.setMinimumWidth(300)
        self.analysis: Analysis | None = None

    def sizeHint(self) -> QSize:
        """As wide as a row needs, not as its longest sentence would like: the board keeps its room
        (the labels wrap; the player may widen the dock)."""
        return QSize(PREFERRED_WIDTH, super().sizeHint().height())

    def candidate_rows(self) -> list[CandidateRow]:
        return self.rows.findChildren(CandidateRow)

    def show_message(self, text: str) -> None:
        """No analysis to show: say why (nobody at this screen decides, the game is over …)."""
        self.analysis = None
        self._clear_rows()
        self.headline.setText(text)
        self.progress.hide()
        self.stop_button.hide()
        self.footer.clear()

    def show_started(self, headline: str, budget: int) -> None:
        self.analysis = None
        self._clear_rows()
        self.headline.setText(headline)
        self.progress.setRange(0, budget)
        self.progress.setValue(0)
        self.progress.show()
        self.stop_button.show()
        self.footer.setText(self.tr("Thinking…"))

    def show_analysis(self, analysis: Analysis, names: list[str]) -> None:
        """Draw `analysis` (a snapshot while it refines, or the last one)."""
        self.analysis = analysis
        self._clear_rows()
        for candidate in analysis.candidates:
            row = CandidateRow(candidate, names, analysis.seat)
            row.hovered.connect(self.candidateHovered)
            self.rows_layout.insertWidget(self.rows_layout.count() - 1, row)
        if analysis.legal == 1:
            only = QLabel(self.tr("Only one legal move: there is nothing to choose; its chance is shown."))
            only.setObjectName("analysis-only-move")
            only.setWordWrap(True)
            self.rows_layout.insertWidget(0, only)
        if analysis.left_out:
            left = QLabel(self.tr("Not examined further, as they looked worse one move ahead: {moves}").format(
                moves="; ".join(o.label for o in analysis.left_out)))
            left.setObjectName("analysis-left-out")
            left.setWordWrap(True)
            left.setTextFormat(Qt.TextFormat.PlainText)
            self.rows_layout.insertWidget(self.rows_layout.count() - 1, left)
        self.progress.setValue(min(analysis.playouts, self.progress.maximum()))
        running = not analysis.finished
        self.progress.setVisible(running)
        self.stop_button.setVisible(running)
        known = self.tr("the best two are known to ±{points} win-chance points").format(
            points=round(analysis.limit.precision * 100))
        reasons = {"running": self.tr("refining…"), "precision": known,
                   "budget": self.tr("all playouts spent"), "time": self.tr("out of time"),
                   "cancelled": self.tr("stopped")}
        how = (self.tr("chances calibrated on the AI's games") if analysis.calibrated else
               self.tr("chances as measured on the AI's games") if analysis.measured else
               self.tr("raw chances, not calibrated"))
        used = (self.tr("Everything as laid out was used; only the dice to come were sampled.") if analysis.laid_out
                else self.tr("Only what {name} can see was used.").format(name=names[analysis.seat]))
        self.footer.setText(self.tr("{playouts} playouts in {worlds} sampled worlds, {seconds} s: {reason}; {how}. "
                                    "{used}").format(
            playouts=f"{analysis.playouts:,}", worlds=f"{analysis.worlds:,}", seconds=f"{analysis.seconds:.1f}",
            reason=reasons.get(analysis.stopped, analysis.stopped), how=how, used=used))

    def _clear_rows(self) -> None:
        while self.rows_layout.count() > 1:
            item = self.rows_layout.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.setParent(None)   # gone at once: a snapshot's rows never mix with the next one's
                widget.deleteLater()


class AnalysisPanel(QDockWidget):
    """The view in a dock beside the table (Play → Analysis, key A)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("analysis-panel")
        self.setWindowTitle(self.tr("Analysis"))
        self.view = AnalysisView()
        self.setWidget(self.view)
