"""The editor's analysis tools refuse a position that breaks a rule: the engine cannot build it, so
there is nothing to analyse or check. They say so in a sentence naming the rule (the Problems pane
lists every one) and open nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine.core.scenario import Scenario
from ..i18n import translate


def refuse_illegal(scenario: Scenario, title: str, parent: QWidget) -> bool:
    """Tell the user the first rule the scenario's position breaks, if it breaks one; whether it did."""
    if not scenario.problems:
        return False
    problem = scenario.problems[0]
    QMessageBox.information(parent, title, translate("AnalysisRefusal", "The position breaks rule {rule} ({problem}): "
                                                     "fix it first.").format(rule=problem.rule,
                                                                             problem=problem.message))
    return True
