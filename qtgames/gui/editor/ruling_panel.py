""""Test a ruling": what may be done in the edited position, why not the rest, and what happens.

The verdicts come from `engine/core/ruling.py`, so the reasons are the very sentences and rule
IDs a player sees when a move is refused. Applying an action shows its result on the board
without editing the scenario (`ScenarioDocument.try_out`: Save still writes the position as laid
out); "Step back" returns to the position before it. What changed reads
in the game's words ("Ship 3 on C4"), each change's path in the position format in its tooltip.
The steps taken since the last hand edit, and an action the rules refused after them, can be
saved as a ruling report (the test suite's case format); an opened report is replayed here, with
its recorded answer and whether this version of the rules still gives it.
"""

from __future__ import annotations

import html
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QUrl, Signal
from PySide6.QtGui import QBrush, QColor, QTextDocumentFragment
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.core.messages import player
from ...engine.core.ruling import (
    Change,
    RefusedStep,
    RulingStep,
    ruling_case,
    ruling_question,
    try_ruling,
    verdicts,
)
from ...engine.core.ruling_report import RulingReport, rejudge
from ...storage import write_atomic
from ..i18n import ruled
from ..widgets.move_log import RuleLinkList
from ..widgets.plain_text import plain_tip
from ..widgets.rule_links import NON_BREAKING_HYPHEN, linked_rules, rule_tooltip
from .change_words import ChangeWords
from .document import ScenarioDocument
from .tools import EditorTools

VERDICT_ROLE = Qt.ItemDataRole.UserRole
MAX_CAPTION_EVENTS = 4   # a picture's caption tells the first events of an action; the rest is for the report


class RulingPanel(QWidget):
    """The legal actions (✓) and the refused ones (✗ with rule and reason) of the edited position."""

    saveCaseRequested = Signal()
    verdictHighlighted = Signal(object)   # the Verdict under the cursor (selected or pointed at), or None
    ruleRequested = Signal(QUrl)          # a rule ID clicked: the link to the rule

    def __init__(self, document: ScenarioDocument, tools: EditorTools, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.document = document
        self.change_words = ChangeWords(tools)   # the game's words for a position's paths and values
        self.steps: list[RulingStep] = []
        self.refused: RefusedStep | None = None   # the action refused after the steps, if one was asked about
        self.question = ""   # the last action asked about, in words: what a saved report is titled
        self._stepping = False
        layout = QVBoxLayout(self)
        self.report = QLabel()
        self.report.setObjectName("ruling-report")
        self.report.setWordWrap(True)
        self.report.setTextFormat(Qt.TextFormat.RichText)
        self.report.setFrameShape(QLabel.Shape.StyledPanel)
        self.report.hide()
        layout.addWidget(self.report)
        self.heading = QLabel()
        self.heading.setObjectName("ruling-heading")
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        for label in (self.report, self.heading):
            label.linkActivated.connect(lambda href: self.ruleRequested.emit(QUrl(href)))
        self.verdicts = RuleLinkList()
        self.verdicts.setObjectName("ruling-verdicts")
        self.verdicts.itemDoubleClicked.connect(self.apply_item)
        self.verdicts.linkActivated.connect(self.ruleRequested)
        self.verdicts.itemEntered.connect(self._highlight)
        self.verdicts.currentItemChanged.connect(lambda item, _previous: self._highlight(item))
        layout.addWidget(self.verdicts, 2)
        buttons = QHBoxLayout()
        self.apply_button = QPushButton(self.tr("Apply"))
        self.apply_button.setObjectName("ruling-apply")
        self.apply_button.setToolTip(self.tr("Carry out the selected legal action and show what the rules make happen"))
        self.apply_button.clicked.connect(self.apply_selected)
        self.back_button = QPushButton(self.tr("Step back"))
        self.back_button.setObjectName("ruling-back")
        self.back_button.clicked.connect(self.step_back)
        self.save_button = QPushButton(self.tr("Save as test case…"))
        self.save_button.setObjectName("ruling-save")
        self.save_button.clicked.connect(self.saveCaseRequested)
        for button in (self.apply_button, self.back_button, self.save_button):
            buttons.addWidget(button)
        layout.addLayout(buttons)
        self.result = RuleLinkList()
        self.result.setObjectName("ruling-result")
        self.result.linkActivated.connect(self.ruleRequested)
        self.result.setToolTip(self.tr("Apply an action to see its events (with rule IDs) and what changed."))
        layout.addWidget(self.result, 2)
        document.changed.connect(self._on_changed)
        self._on_changed()

    def _on_changed(self) -> None:
        if not self._stepping:
            self.steps, self.refused = [], None   # a hand edit starts a new ruling
            self.result.clear()
            self.report.hide()
        self._list_verdicts()
        self._enable_buttons()

    def _enable_buttons(self) -> None:
        self.back_button.setEnabled(bool(self.steps) or self.refused is not None)
        self.save_button.setEnabled(bool(self.steps) or self.refused is not None)

    def _list_verdicts(self) -> None:
        self.verdicts.clear()
        document = self.document
        if not document.playable:
            self.heading.setText(self.tr("Fix the position's problems first: only a valid position can be asked "
                                         "about."))
            self.apply_button.setEnabled(False)
            return
        rules, state = document.rules, document.state
        decision = rules.decision(state)
        if decision is None:
            self.heading.setText(self.tr("The game is over in this position: nothing more to decide."))
            self.apply_button.setEnabled(False)
            return
        self.heading.setText(self.tr("<b>{player}</b> decides ({rule}): {prompt}").format(
            player=html.escape(player(decision.player), quote=False), rule=linked_rules(decision.rule),
            prompt=html.escape(decision.prompt, quote=False)))
        self.heading.setToolTip(rule_tooltip(decision.rule))
        for verdict in verdicts(rules, state):
            if verdict.legal:
                item = QListWidgetItem(f"✓ {verdict.label}")
                item.setForeground(QBrush(QColor("#1b6e35")))
            else:
                item = QListWidgetItem(f"✗ {verdict.label} — {ruled(verdict.rule, verdict.reason)}")
                item.setForeground(QBrush(QColor("#8a8a8a")))
                item.setToolTip(rule_tooltip(verdict.rule or ""))
            item.setData(VERDICT_ROLE, verdict)
            self.verdicts.addItem(item)
        self.apply_button.setEnabled(True)

    def _highlight(self, item: QListWidgetItem | None) -> None:
        self.verdictHighlighted.emit(None if item is None else item.data(VERDICT_ROLE))

    def apply_selected(self) -> None:
        self.apply_item(self.verdicts.currentItem())

    def apply_item(self, item: QListWidgetItem | None) -> None:
        """Apply the verdict's action if it is legal; an illegal one says why not (and is what a
        saved report asks about)."""
        if item is not None:
            self.ask(item.data(VERDICT_ROLE).action)

    def ask(self, action: Any) -> None:
        """The rules' answer to `action` in the shown position: applied (one undo step), or refused."""
        document = self.document
        answer = try_ruling(document.rules, document.state, action)
        label = document.rules.describe_action(document.state, action)
        self.question = ruling_question(document.rules, document.state, action)
        if isinstance(answer, RefusedStep):
            self.refused = answer
            self._enable_buttons()
            self._show([self.tr("Action: {action}").format(action=label),
                        self.tr("Not allowed — {rule}: {reason}").format(rule=answer.rule, reason=answer.message)])
            return
        self.refused = None
        self.steps.append(answer)
        self._step(lambda: document.try_out(answer.after))
        self._enable_buttons()
        self._show([self.tr("Action: {action}").format(action=label), self.tr("Events:")]
                   + [f"  {event}" for event in answer.events]
                   + (["  " + self.tr("(none)")] if not answer.events else []) + [self.tr("What changed:")])
        for words, changes in self.change_words.lines(answer):
            item = QListWidgetItem("  " + words)
            item.setToolTip(plain_tip("\n".join(map(_raw, changes))))
            self.result.addItem(item)

    def show_report(self, report: RulingReport) -> None:
        """Replay an opened report's actions on its position (shown from its first position) and
        say its recorded answer and whether these rules still give it (FormatError: an action
        this version cannot read)."""
        verdict = rejudge(report)
        rules = report.rules
        for i, data in enumerate(report.actions):
            self.ask(rules.action_from_json(data, f"actions[{i}]"))
        if report.refused is not None:
            recorded = self.tr("refused — {rule}: {reason}").format(rule=report.refused[0], reason=report.refused[1])
        else:
            recorded = self.tr("legal, with %n events", "", len(report.events))
        holds = ("<span style='color:#1b7f3a'>✓ " + self.tr("Still holds under this version of the rules.")
                 if verdict.holds else "<span style='color:#b3261e'>✗ "
                 + self.tr("Changed: now {answer}").format(answer=linked_rules(html.escape(verdict.now)))) + "</span>"
        title = html.escape(report.title) or self.tr("untitled")
        self.report.setText(self.tr("<b>Ruling report</b> «{title}»<br>Recorded answer: {answer}<br>{holds}").format(
            title=title, answer=linked_rules(html.escape(recorded)), holds=holds))
        self.report.setToolTip(plain_tip("\n".join(verdict.details)))
        self.report.show()

    def answer_text(self) -> str:
        """The opened report's answer as shown (recorded, and whether it still holds), in plain words
        (its rule IDs with the hyphens they are written with)."""
        if self.report.isHidden():
            return ""
        return QTextDocumentFragment.fromHtml(self.report.text()).toPlainText().replace(NON_BREAKING_HYPHEN, "-")

    def caption(self) -> str:
        """The answer on show in a few lines, for the caption of a picture of the board: an opened
        report's, else the last action asked about with its refusal or its events ("" when none was)."""
        if not self.report.isHidden():
            return self.answer_text()
        if self.refused is None and not self.steps:
            return ""
        lines = [self.result.item(row).text() for row in range(self.result.count())]
        if self.refused is not None:
            return "\n".join(lines[:2])
        return "\n".join(lines[:1] + [str(event) for event in self.steps[-1].events[:MAX_CAPTION_EVENTS]])

    def _show(self, lines: list[str]) -> None:
        self.result.clear()
        self.result.addItems(lines)

    def result_text(self) -> str:
        """The shown result, line by line (what a reader sees, paths aside)."""
        return "\n".join(self.result.item(row).text() for row in range(self.result.count()))

    def step_back(self) -> None:
        if self.refused is not None:
            self.refused = None   # nothing was applied: the position is the one before it already
            self._enable_buttons()
            self._show([self.tr("Stepped back from the refused action.")])
            return
        if not self.steps:
            return
        step = self.steps.pop()
        self._step(lambda: self.document.try_out(step.before) if self.steps else self.document.end_trial())
        self._enable_buttons()
        self._show([self.tr("Stepped back to the position before the last applied action.")])

    def _step(self, edit: Callable[[], None]) -> None:
        """Make an edit that belongs to the ruling being stepped through (it does not start a new one)."""
        self._stepping = True
        try:
            edit()
        finally:
            self._stepping = False

    def save_case(self, path: Path) -> None:
        """Write the applied steps, and the refused action after them if one was asked about, as a
        ruling report titled with the last question asked (see docs/scenario-format.md)."""
        document = self.document
        case = ruling_case(document.rules, document.options.to_json(), self.steps, self.question, self.refused,
                           document.notes)
        write_atomic(path, json.dumps(case, indent=1, ensure_ascii=False) + "\n")


def _raw(change: Change) -> str:
    """A change as data: its path in the position format and its values as the file writes them."""
    before, after = (json.dumps(value, ensure_ascii=False, separators=(", ", ": ")) for value in
                     (change.before, change.after))
    if change.before is None:
        return f"{change.path}: added {after}"
    if change.after is None:
        return f"{change.path}: removed {before}"
    return f"{change.path}: {before} → {after}"
