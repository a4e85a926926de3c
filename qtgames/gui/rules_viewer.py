"""Help → Rules: each game's rules text with its rule IDs, searchable, one click from any citation.

The page is built from `engine.core.rulebook` paragraphs rather than from the markdown as a whole,
so every rule ID gets an anchor to scroll to, the rule a player came for can be marked, and a
search can show only the paragraphs that match. The component data's tables become tables of
the document (`QTextTable`), its listings preformatted blocks. The texts' notes on their own
making (which working file a text translates) are for developers and stay out; a short preface
for players takes their place. The viewer is docked beside the board, so the rule stays in sight
while the player moves (and can be torn off as a window of its own).
"""

from __future__ import annotations

import html
import re
from collections.abc import Callable

from PySide6.QtCore import QObject, Qt, QTimer, QUrl, Slot
from PySide6.QtGui import QDesktopServices, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QComboBox,
    QDockWidget,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMainWindow,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.core import get_game
from ..engine.core.rulebook import FENCE, TABLE_ROW, RuleEntry, game_of_rule, rulebook
from .i18n import translate
from .registry import registered_games
from .widgets.dock_place import place_dock
from .widgets.rule_links import RULE_SCHEME, linkify, rule_of_url

CONTEXT_LINES = 4
DOCK_MIN_WIDTH = 340
DOCK_MAX_WIDTH = 560
# A paragraph without rule IDs that names a file (a code span with a path or a file name) tells
# how the text was made: which working file it translates, where the data live in the source.
DEVELOPMENT_NOTE = re.compile(r"`[^`]*(?:/|\.(?:md|txt|json))`")
TABLE_RULE = re.compile(r"^\|[\s:|-]+\|$")   # the |---|---| line under a table's heading row
MARKED_BACKGROUND = "#fff1b8"
FOUND_BACKGROUND = "#ffd84d"
STYLE = """
h1 { color: #0b3d5c; }
h2 { color: #0b3d5c; margin-top: 18px; }
a { color: #0a6fb0; text-decoration: none; }
.id { font-weight: bold; color: #0b3d5c; }
"""


def inline_markdown(escaped: str) -> str:
    """The rules texts' inline marks (bold, italic, code) on escaped text, as HTML."""
    escaped = re.sub(r"\*\*(.+?)\*\*", r"<b>\1</b>", escaped)
    escaped = re.sub(r"(?<![\w*])\*(?!\s)(.+?)(?<!\s)\*(?![\w*])", r"<i>\1</i>", escaped)
    return re.sub(r"`(.+?)`", r"<code>\1</code>", escaped)


def highlight(markup: str, query: str) -> str:
    """Mark the query's words in the text between tags (never inside a tag or link target)."""
    words = [re.escape(html.escape(word)) for word in query.split() if word]
    if not words:
        return markup
    pattern = re.compile("|".join(words), re.IGNORECASE)
    parts = re.split(r"(<[^>]+>)", markup)
    return "".join(part if part.startswith("<") else
                   pattern.sub(lambda m: f'<span style="background-color:{FOUND_BACKGROUND}">{m.group(0)}</span>', part)
                   for part in parts)


def is_development_note(entry: RuleEntry) -> bool:
    return not entry.ids and bool(DEVELOPMENT_NOTE.search(entry.text))


def rich(text: str, query: str) -> str:
    """A line of a rules text as HTML: its rule IDs links, its inline marks, the query's words found."""
    return highlight(inline_markdown(linkify(text)), query)


def table_html(rows: list[str], query: str) -> str:
    """Markdown table rows as an HTML table (the first row its heading), which QTextDocument
    turns into a `QTextTable`."""
    cells = [[cell.strip() for cell in row.strip().strip("|").split("|")] for row in rows if not TABLE_RULE.match(row)]
    parts = ['<table border="1" cellspacing="0" cellpadding="3">']
    for number, row in enumerate(cells):
        tag = "th" if number == 0 else "td"
        parts.append("<tr>" + "".join(f"<{tag}>{rich(cell, query)}</{tag}>" for cell in row) + "</tr>")
    return "".join(parts) + "</table>"


def body_html(text: str, query: str, paragraph: str = "<p>") -> str:
    """A paragraph's lines as HTML: text lines one paragraph (`paragraph` opens it) joined by
    breaks, table rows a table, ``` blocks preformatted."""
    blocks: list[tuple[str, list[str]]] = []   # (kind, lines): "text", "table" or "pre"
    fenced = False
    for line in text.split("\n"):
        if line.startswith(FENCE):
            fenced = not fenced
            blocks.append(("pre" if fenced else "text", []))
            continue
        kind = "pre" if fenced else "table" if line.startswith(TABLE_ROW) else "text"
        if not blocks or blocks[-1][0] != kind:
            blocks.append((kind, []))
        blocks[-1][1].append(line)
    parts = []
    for kind, lines in blocks:
        if kind == "table":
            parts.append(table_html(lines, query))
        elif kind == "pre":
            parts.append('<pre style="white-space: pre-wrap">' + highlight(html.escape("\n".join(lines)), query) + "</pre>")
        elif lines:
            parts.append(paragraph + "<br>".join(rich(line, query) for line in lines) + "</p>")
    return "".join(parts)


def entry_html(entry: RuleEntry, marked: bool, query: str) -> str:
    anchors = "".join(f'<a name="{rule_id}"></a>' for rule_id in entry.ids)
    style = f' style="background-color:{MARKED_BACKGROUND}"' if marked else ""
    body = body_html(entry.text, query, f"<p{style}>")
    if entry.ids:
        first = entry.ids[0]
        body = body.replace(f'<a href="{RULE_SCHEME}:{first}">{first}</a>', f'<span class="id">{first}</span>', 1)
    return body.replace(f"<p{style}>", f"<p{style}>{anchors}", 1)


def preface() -> str:
    """What a player needs to read the texts: the IDs, the rulings, the data's source tags."""
    return "<p><i>" + html.escape(translate(
        "RulesViewer", "Every rule has an ID. The move log and every refused move cite it: click an ID there to "
                       "come here. “Ruling” marks a choice where the rulebook is silent; where a table could "
                       "choose otherwise, it is an option under Advanced on the start page.")) + "</i></p>" + \
        "<p><i>" + html.escape(translate(
            "RulesViewer", "The component data at the end say where each number comes from: [seed] the rulebook, "
                           "[public] public sources, [transcribed] a single public source, [reconstructed] or "
                           "[placeholder] chosen where no source gives it. If you own the game, a data file of "
                           "your own can correct them: the start page's “About the component data” says "
                           "where it goes.")) + "</i></p>"


def rules_html(game: str, query: str = "", marked: str | None = None) -> tuple[str, int]:
    """The game's rules as HTML and the number of rule paragraphs shown (all, or those matching)."""
    book = rulebook(game)
    marked_entry = book.entry(marked) if marked else None
    parts = [f"<h1>{html.escape(book.title)}</h1>"] + ([] if query else [preface()])
    shown = 0
    for section in book.sections:
        entries = [e for e in section.entries if not is_development_note(e) and (not query or e.matches(query))]
        if not entries:
            continue
        parts.append(f"<h2>{html.escape(section.title)}</h2>")
        for entry in entries:
            parts.append(entry_html(entry, entry is marked_entry, query))
            shown += bool(entry.ids)
    if query and shown == 0:
        parts.append("<p>" + translate("RulesViewer",
                                       "No rule mentions “{query}”.").format(query=html.escape(query)) + "</p>")
    return "".join(parts), shown


class RulesViewer(QWidget):
    """The rules of one game at a time: a game chooser, a search field and the text."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rules-viewer")
        self.setWindowTitle(self.tr("Rules"))
        self.marked: str | None = None
        layout = QVBoxLayout(self)
        top = QHBoxLayout()
        self.game_box = QComboBox()
        for game in registered_games():
            self.game_box.addItem(get_game(game).title, game)
        self.game_box.currentIndexChanged.connect(lambda _index: self._show(scroll_to=None))
        self.search = QLineEdit()
        self.search.setPlaceholderText(self.tr("Search the rules: words or a rule ID"))
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(lambda _text: self._show(scroll_to=None))
        self.count = QLabel()
        top.addWidget(self.game_box)
        top.addWidget(self.search, 1)
        top.addWidget(self.count)
        layout.addLayout(top)
        self.browser = QTextBrowser()
        self.browser.setOpenLinks(False)
        self.browser.document().setDefaultStyleSheet(STYLE)
        self.browser.anchorClicked.connect(self._follow)
        layout.addWidget(self.browser, 1)
        QShortcut(QKeySequence.StandardKey.Find, self, self.search.setFocus)
        self._show(scroll_to=None)

    @property
    def game(self) -> str:
        return str(self.game_box.currentData())

    def show_game(self, game: str) -> None:
        """Open at the top of a game's rules (Help → Rules from that game's table)."""
        self.marked = None
        self._select(game)
        self._show(scroll_to=None)

    def show_rule(self, rule_id: str) -> bool:
        """Open the rule's game, clear any search, mark the rule's paragraph and scroll to it."""
        game = game_of_rule(rule_id)
        entry = None if game is None else rulebook(game).entry(rule_id)
        if game is None or entry is None:
            return False
        self.marked = rule_id
        self.search.blockSignals(True)
        self.search.clear()
        self.search.blockSignals(False)
        self._select(game)
        self._show(scroll_to=entry.ids[0])
        return True

    def shown_text(self) -> str:
        return self.browser.toPlainText()

    def _select(self, game: str) -> None:
        self.game_box.blockSignals(True)
        self.game_box.setCurrentIndex(self.game_box.findData(game))
        self.game_box.blockSignals(False)

    def _show(self, scroll_to: str | None) -> None:
        query = self.search.text().strip()
        markup, shown = rules_html(self.game, query, self.marked)
        self.browser.setHtml(markup)
        self.count.setText(self.tr("%n rules match", "", shown) if query else self.tr("%n rules", "", shown))
        self.setWindowTitle(self.tr("Rules — {game}").format(game=self.game_box.currentText()))
        if scroll_to:
            self._scroll_to(scroll_to)
            # again once a window shown for the first time has laid the page out at its size
            QTimer.singleShot(0, lambda: self._scroll_to(scroll_to))

    def _scroll_to(self, anchor: str) -> None:
        """The anchor's paragraph a few lines down, so the text before it gives the context."""
        self.browser.scrollToAnchor(anchor)
        bar = self.browser.verticalScrollBar()
        bar.setValue(bar.value() - CONTEXT_LINES * self.browser.fontMetrics().lineSpacing())

    def _follow(self, url: QUrl) -> None:
        rule = rule_of_url(url)
        if rule is not None:
            self.show_rule(rule)


class RulesHelp(QObject):
    """Owns the rules viewer of a main window, docked beside the board, and answers every rule
    link in the app.

    The main window's registers itself as the handler of the rule-link scheme with
    QDesktopServices: a label or log line anywhere only has to open the link. Another window
    (the scenario editor) keeps its own viewer beside its own board and sends its links to
    `open_url` itself (`answer_links` False), where `place` puts the dock. The dock is built
    on first use; closed, it keeps its place for the next time.
    """

    def __init__(self, parent: QMainWindow, answer_links: bool = True,
                 place: Callable[[QDockWidget], None] | None = None) -> None:
        super().__init__(parent)
        self._window = parent
        self._answering = answer_links
        self._placer = place
        self.dock: QDockWidget | None = None
        self.viewer: RulesViewer | None = None
        if answer_links:
            QDesktopServices.setUrlHandler(RULE_SCHEME, self, "open_url")  # type: ignore[arg-type]  # the stub's bytes raise

    def release(self) -> None:
        """Stop answering rule links (the window closes; another window may register)."""
        if self._answering:
            QDesktopServices.unsetUrlHandler(RULE_SCHEME)
        if self.dock is not None:
            self.dock.close()

    def window(self) -> RulesViewer:
        """The viewer, shown beside the board (a third of the window wide, the board keeps the rest),
        or over the board where the window has no room beside it (`place_dock`)."""
        if self.dock is None or self.viewer is None:
            self.viewer = RulesViewer()
            self.dock = QDockWidget(self.viewer.windowTitle(), self._window)
            self.dock.setObjectName("rules-dock")
            self.dock.setAllowedAreas(Qt.DockWidgetArea.LeftDockWidgetArea | Qt.DockWidgetArea.RightDockWidgetArea)
            self.dock.setWidget(self.viewer)
            self.viewer.windowTitleChanged.connect(self.dock.setWindowTitle)
            if self._placer is None:
                self._window.addDockWidget(Qt.DockWidgetArea.RightDockWidgetArea, self.dock)
        if not self.dock.isVisible():
            (self._placer or self._place)(self.dock)
        self.dock.show()
        self.dock.raise_()
        return self.viewer

    def _place(self, dock: QDockWidget) -> None:
        """A third of the window wide, beside the board or over it (`place_dock`)."""
        place_dock(self._window, dock, max(DOCK_MIN_WIDTH, min(DOCK_MAX_WIDTH, self._window.width() * 3 // 10)))

    def rebuild(self) -> None:
        """Build the viewer again in the language now installed, showing what it showed."""
        if self.dock is None or self.viewer is None:
            return
        old, visible = self.viewer, self.dock.isVisible()
        self.viewer = RulesViewer()
        self.dock.setWindowTitle(self.viewer.windowTitle())   # showing the same game again changes no title
        self.viewer.windowTitleChanged.connect(self.dock.setWindowTitle)
        self.dock.setWidget(self.viewer)
        old.deleteLater()
        if old.marked:
            self.viewer.show_rule(old.marked)
        else:
            self.viewer.show_game(old.game)
        self.dock.setVisible(visible)

    def show_game(self, game: str) -> None:
        self.window().show_game(game)

    @Slot(QUrl)
    def open_url(self, url: QUrl) -> None:
        rule = rule_of_url(url)
        if rule is not None:
            self.window().show_rule(rule)
