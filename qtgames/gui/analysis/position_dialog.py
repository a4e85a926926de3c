"""Analyse this position (the scenario editor's Play menu): the moves of the player to decide in the
position being edited, with their win chances, as the table's panel shows them.

In the editor everything is open, so the analysis takes the position as laid out, hands and piles
as they are, and samples only the dice to come (`analyse(..., laid_out=True)`). Each start asks the
editor for its position as it is then (Analyse again after an edit analysed the position the dialog
opened with). It runs in a worker process of the dialog's own and can be stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from PySide6.QtCore import Qt
from PySide6.QtGui import QCloseEvent
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QVBoxLayout, QWidget

from ...engine.ai import remote
from ...engine.ai.analysis import Analysis, AnalysisLimit
from ...engine.core import messages
from ...engine.core.scenario import Scenario
from ..i18n import translate
from .legality import broken_rule, refuse_illegal
from .panel import AnalysisView
from .worker import AnalysisWorker


class PositionAnalysisDialog(QDialog):
    """Analyses the editor's position when shown, and again, as it is then, after an edit."""

    def __init__(self, current: Callable[[], Scenario], parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("position-analysis")
        self.setWindowTitle(self.tr("Analyse this position"))
        self.resize(460, 640)
        self.current = current   # the editor's position as it is now
        self.limit = AnalysisLimit()
        self.names: list[str] = []
        self.view = AnalysisView()
        self.view.stopRequested.connect(self.stop)
        self.worker = AnalysisWorker(self)
        self.worker.progressed.connect(lambda _q, report: self._show(report.latest))
        self.worker.answered.connect(lambda _q, analysis: self._show(analysis))
        self.worker.refused.connect(lambda _q, reason: self.view.show_message(reason))
        layout = QVBoxLayout(self)
        layout.addWidget(self.view, 1)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        again = buttons.addButton(self.tr("Analyse again"), QDialogButtonBox.ButtonRole.ActionRole)
        again.setObjectName("position-analysis-again")
        again.clicked.connect(self.start)
        buttons.rejected.connect(self.close)
        layout.addWidget(buttons)

    def start(self) -> None:
        scenario = self.current()
        refused = broken_rule(scenario)
        if refused is not None:
            self.worker.cancel()
            self.view.show_message(refused)
            return
        state = scenario.state()
        decision = scenario.rules.decision(state)
        self.names = [messages.player(seat) for seat in range(scenario.rules.player_count(state))]
        request = remote.AnalysisRequest(state, self.limit, laid_out=True)
        self.worker.ask(remote.analyse_remotely, scenario.rules.info, request)
        headline = (self.tr("{name} to decide: {prompt}").format(name=self.names[decision.player],
                                                                 prompt=decision.prompt)
                    if decision is not None else "")
        self.view.show_started(headline, self.limit.iterations)

    def stop(self) -> None:
        self.worker.cancel()
        if self.view.analysis is not None:
            self.view.show_analysis(replace(self.view.analysis, stopped="cancelled"), self.names)

    def _show(self, analysis: Any) -> None:
        if isinstance(analysis, Analysis):
            self.view.show_analysis(analysis, self.names)

    def closeEvent(self, event: QCloseEvent) -> None:
        self.worker.shutdown()
        super().closeEvent(event)


def analyse_position(current: Callable[[], Scenario], parent: QWidget) -> PositionAnalysisDialog | None:
    """Open the dialog over `parent` and start analysing `current()`; a position that breaks a rule is refused."""
    if refuse_illegal(current(), translate("PositionAnalysisDialog", "Analyse this position"), parent):
        return None
    dialog = PositionAnalysisDialog(current, parent)
    dialog.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)
    dialog.show()
    dialog.start()
    return dialog
