"""How to play: a game's guide shown a page at a time, each page a moment of the demo game drawn
by the game's own board, its few words, and the rules the engine applied there in the rulebook's
own words, one click from the rules viewer.

The demo game is played by the engine's greedy AI from the guide's seed, so every page shows a
real position and the same one each time (`guide.py` says what a guide declares).
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from dataclasses import dataclass

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine.ai.play import play_match
from ..engine.core import get_game
from ..engine.core.rulebook import RuleEntry, find_rule
from .game_ui import GameBoard, TableView
from .guide import Guide, Moment
from .i18n import ruled, translate
from .registry import ui_for
from .widgets.board_view import BoardView
from .widgets.colours import BOARD_FRAME
from .widgets.rule_links import linkify, rule_sentences

DIAGRAM_HEIGHT = 300   # px: the page, its words and rules fit a 1024 × 700 screen
# Cited on a page, each by its whole sentences within RULE_CHARACTERS: the rules viewer has the rest.
MOST_RULES = 3
RULE_CHARACTERS = 170


@dataclass(frozen=True, slots=True)
class ShownPage:
    title: str
    text: str
    rules: list[str]
    diagram: QPixmap


def moments(game_key: str, guide: Guide) -> Iterator[Moment]:
    """Every position of the guide's demo game, from the set-up table to the end."""
    game = get_game(game_key)
    session = play_match(game, ["greedy"] * guide.players, game.Options(), guide.seed).session
    states = [step.before for step in session.steps] + [session.state]
    events = [session.setup_events] + [step.events for step in session.steps]
    for moves, (state, led_to) in enumerate(zip(states, events, strict=True)):
        yield Moment(state, game.decision(state), led_to, moves)


def shown_pages(game_key: str) -> list[ShownPage]:
    """The guide's pages, each with its moment drawn: raises LookupError if the demo game never
    reaches a page's moment (a test plays every guide)."""
    guide = ui_for(game_key).guide()
    found: dict[int, tuple[Moment, list[str]]] = {}
    for moment in moments(game_key, guide):
        for number, page in enumerate(guide.pages):
            if number not in found and (rules := page.pick(moment)) is not None:
                found[number] = (moment, rules)
        if len(found) == len(guide.pages):
            break
    missing = [page.title for number, page in enumerate(guide.pages) if number not in found]
    if missing:
        raise LookupError(f"{game_key}'s demo game (seed {guide.seed}) never shows: {', '.join(missing)}")
    screen = ui_for(game_key).screen(lambda action: "")
    screen.board.animation_ms_per_tile = 0
    shown = [ShownPage(translate(guide.context, page.title), translate(guide.context, page.text),
                       distinct_rules(found[number][1]), diagram(screen.board, game_key, found[number][0],
                                                                 guide.players))
             for number, page in enumerate(guide.pages)]
    for widget in (screen.board, screen.panel):   # wired to each other, they would keep each other alive
        assert isinstance(widget, QWidget)
        widget.deleteLater()
    return shown


def distinct_rules(rules: list[str]) -> list[str]:
    """The first few rules whose words differ: a sub-rule the texts state within its parent
    (cited by its letter, written in its parent) shows once."""
    shown: list[str] = []
    seen: list[RuleEntry | None] = []
    for rule in rules:
        entry = find_rule(rule)
        if entry is None or entry not in seen:
            shown.append(rule)
            seen.append(entry)
    return shown[:MOST_RULES]


def diagram(board: GameBoard, game_key: str, moment: Moment, players: int) -> QPixmap:
    """The moment as the board draws it for the first seat, rendered from the board's scene; when
    that seat decides, with the choices the board offers it (the starting marks, say)."""
    game = get_game(game_key)
    names = [translate("Guide", "Player {seat}").format(seat=seat + 1) for seat in range(players)]
    decision = moment.decision
    deciding = decision is not None and decision.player == 0
    legal = game.legal_actions(moment.state) if deciding else []
    board.show_state(TableView(game.observation(moment.state, 0), 0, names, decision,
                               decision.prompt if decision else "", legal, deciding))
    assert isinstance(board, BoardView)   # as every game's board is
    scene = board.scene()
    source = scene.sceneRect()
    width = round(DIAGRAM_HEIGHT * source.width() / source.height())
    pixmap = QPixmap(width * 2, DIAGRAM_HEIGHT * 2)   # drawn at twice the size: crisp on high-DPI screens
    pixmap.setDevicePixelRatio(2.0)
    pixmap.fill(BOARD_FRAME)
    painter = QPainter(pixmap)
    painter.setRenderHints(QPainter.RenderHint.Antialiasing | QPainter.RenderHint.SmoothPixmapTransform)
    scene.render(painter, QRectF(0, 0, width, DIAGRAM_HEIGHT), source)
    painter.end()
    return pixmap


def cited_rule(rule: str) -> str:
    """The rulebook's words for a rule, its first whole sentences, its ID (and any it names) a link."""
    words = rule_sentences(rule, RULE_CHARACTERS)
    return linkify(words if rule in words else ruled(rule, words))


class HowToPlay(QDialog):
    """The guide of one game, a page at a time; rule IDs are links to the rules viewer."""

    def __init__(self, game_key: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("how-to-play")
        self.game_key = game_key
        self.setWindowTitle(self.tr("How to play {game}").format(game=get_game(game_key).title))
        self.pages = shown_pages(game_key)
        self.at = 0
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setObjectName("guide-heading")
        layout.addWidget(self.heading)
        self.picture = QLabel()
        self.picture.setObjectName("guide-diagram")
        self.picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
        layout.addWidget(self.picture)
        self.text = QLabel()
        self.text.setObjectName("guide-text")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        layout.addWidget(self.text)
        self.rules = QLabel()
        self.rules.setObjectName("guide-rules")
        self.rules.setWordWrap(True)
        self.rules.setOpenExternalLinks(True)   # our scheme's handler opens the rules viewer
        layout.addWidget(self.rules)
        layout.addStretch(1)
        buttons = QHBoxLayout()
        self.position = QLabel()
        self.back = QPushButton(self.tr("Back"))
        self.back.setObjectName("guide-back")
        self.back.clicked.connect(lambda: self.turn_to(self.at - 1))
        self.next = QPushButton()
        self.next.setObjectName("guide-next")
        self.next.setDefault(True)
        self.next.clicked.connect(lambda: self.turn_to(self.at + 1) if self.at + 1 < len(self.pages) else self.accept())
        buttons.addWidget(self.position)
        buttons.addStretch(1)
        buttons.addWidget(self.back)
        buttons.addWidget(self.next)
        layout.addLayout(buttons)
        self.setMinimumWidth(max(560, max(page.diagram.width() for page in self.pages) // 2 + 40))
        self.turn_to(0)

    def turn_to(self, number: int) -> None:
        self.at = max(0, min(number, len(self.pages) - 1))
        page = self.pages[self.at]
        self.heading.setText(f"<h2>{html.escape(page.title)}</h2>")
        self.picture.setPixmap(page.diagram)
        self.text.setText(page.text)
        cited = "".join(f"<li>{cited_rule(rule)}</li>" for rule in page.rules)
        self.rules.setText("<b>" + html.escape(self.tr("The rules at this moment")) + f"</b><ul>{cited}</ul>")
        self.position.setText(self.tr("Page {page} of {pages}").format(page=self.at + 1, pages=len(self.pages)))
        self.back.setEnabled(self.at > 0)
        last = self.at == len(self.pages) - 1
        self.next.setText(self.tr("Close") if last else self.tr("Next"))
