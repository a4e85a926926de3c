"""The editor's analysis tools refuse a position that breaks a rule: the engine cannot build it, so
there is nothing to analyse or check. They say so in a sentence naming the rule (the Problems pane
lists every one) and open nothing."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from ...engine.core.scenario import Scenario
from ..i18n import translate


def broken_rule(scenario: Scenario) -> str | None:
    """The sentence naming the first rule the scenario's position breaks, if it breaks one."""
    if not scenario.problems:
        return None
    problem = scenario.problems[0]
    return translate("AnalysisRefusal", "The position breaks rule {rule} ({problem}): fix it first.").format(
        rule=problem.rule, problem=problem.message)


def refuse_illegal(scenario: Scenario, title: str, parent: QWidget) -> bool:
    """Tell the user the first rule the scenario's position breaks, if it breaks one; whether it did."""
    sentence = broken_rule(scenario)
    if sentence is not None:
        QMessageBox.information(parent, title, sentence)
    return sentence is not None
