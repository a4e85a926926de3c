"""Rule IDs as links: any label, log line or text that cites a rule lets the player open it.

The links use a URL scheme of our own; the main window registers itself with QDesktopServices
as that scheme's handler, so a label only needs `setOpenExternalLinks(True)` to lead to the
rules viewer, wherever it sits in the widget tree.
"""

from __future__ import annotations

import html
import re

from PySide6.QtCore import Qt, QUrl
from PySide6.QtWidgets import QLabel, QWidget

from ...engine.core.options import RuleOptions
from ...engine.core.rulebook import RULE_ID, find_rule

RULE_SCHEME = "qtgames-rule"
# Shown in a rule ID's place in wrapped text: Qt breaks a line after an ordinary hyphen, which
# left "(TS-" at the end of one line of a card and "D5)" on the next.
NON_BREAKING_HYPHEN = "\u2011"
REFUSED_STYLE = "color: #b00020; font-weight: bold;"
TOOLTIP_CHARACTERS = 400


def rule_url(rule_id: str) -> QUrl:
    return QUrl(f"{RULE_SCHEME}:{rule_id}")


def rule_of_url(url: QUrl) -> str | None:
    """The rule ID a link of ours names, None for any other link."""
    if url.scheme() != RULE_SCHEME or not RULE_ID.fullmatch(url.path()):
        return None
    return url.path()


def linkify(text: str) -> str:
    """Plain text as HTML whose rule IDs are links."""
    return RULE_ID.sub(lambda m: f'<a href="{RULE_SCHEME}:{m.group(0)}">{m.group(0)}</a>', html.escape(text))


def unbroken_rules(text: str) -> str:
    """Text whose rule IDs cannot break across lines (their hyphens non-breaking: display only,
    never a link's target or a searched text)."""
    return RULE_ID.sub(lambda m: m.group(0).replace("-", NON_BREAKING_HYPHEN), text)


def linked_rules(markup: str, colour: str = "") -> str:
    """Rich text (already escaped) whose rule IDs are links to the rule, each kept on one line."""
    style = f' style="color: {colour};"' if colour else ""
    return RULE_ID.sub(lambda m: f'<a href="{RULE_SCHEME}:{m.group(0)}"{style}>{unbroken_rules(m.group(0))}</a>',
                       markup)


def option_rule(options: type[RuleOptions], name: str) -> str:
    """The rule a game's rule option is about (its `OptionInfo.rule`), for a label that cites it."""
    return next(info.rule for info in options.describe() if info.name == name)


def rule_tooltip(rule_id: str, characters: int = TOOLTIP_CHARACTERS) -> str:
    """The rule's own words, shortened for a tooltip; empty for an ID the texts do not know."""
    text = _rule_words(rule_id)
    if len(text) > characters:
        text = text[:characters].rsplit(" ", 1)[0] + " …"
    return text


# Where one sentence of a rule ends and the next begins ("… field I. Phase II: …"; not "e.g. one").
_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-Z(])")


def rule_sentences(rule_id: str, characters: int) -> str:
    """The rule's first whole sentences that fit in `characters` (the first one however long):
    a guide cites what the rule says, never a sentence cut off with "…"."""
    said = ""
    for sentence in _SENTENCE_END.split(_rule_words(rule_id)):
        if said and len(said) + 1 + len(sentence) > characters:
            break
        said = f"{said} {sentence}".lstrip()
    return said


def _rule_words(rule_id: str) -> str:
    """The rule's text as the rules file writes it, without its Markdown marks; "" for an unknown ID."""
    entry = find_rule(rule_id)
    return "" if entry is None else re.sub(r"\*\*|`", "", entry.text)


class VerdictLabel(QLabel):
    """The one-line verdict on a previewed move: red when the rules refuse, its rule ID a link."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWordWrap(True)
        self.setTextFormat(Qt.TextFormat.RichText)
        self.setOpenExternalLinks(True)   # handled by our scheme's handler, never a browser
        self.plain = ""

    def show_verdict(self, text: str, legal: bool) -> None:
        self.plain = text
        self.setText(linkify(text))
        self.setStyleSheet("" if legal else REFUSED_STYLE)
        rules = RULE_ID.findall(text)
        self.setToolTip(rule_tooltip(rules[0]) if rules else "")

    def clear_verdict(self) -> None:
        self.show_verdict("", True)
