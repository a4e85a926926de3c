"""The shared pieces the games' moments are made of: a card over the board that reads alike at any
board size and leaves nothing behind, and steps that move together."""

from __future__ import annotations

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsScene, QGraphicsTextItem

from qtgames.gui.widgets.animation import Step, together
from qtgames.gui.widgets.board_view import BoardView
from qtgames.gui.widgets.event_card import EventCard, card_step


def test_steps_together_last_as_long_as_the_longest_each_at_its_own_share() -> None:
    seen: dict[str, list[float]] = {"short": [], "long": []}
    cleaned: list[str] = []
    short = Step(1.0, seen["short"].append, lambda: cleaned.append("short"))
    long = Step(4.0, seen["long"].append, lambda: cleaned.append("long"))
    both = together(short, long)
    assert both.beats == 4.0
    for t in (0.0, 0.125, 0.5, 1.0):
        both.draw(t)
    assert seen["short"] == [0.0, 0.5, 1.0, 1.0], "the short one ends at a quarter of the long one"
    assert seen["long"] == [0.0, 0.125, 0.5, 1.0]
    both.done()
    assert cleaned == ["short", "long"]


def test_an_event_card_reads_alike_on_any_board_and_is_gone_at_its_end(qtbot) -> None:  # type: ignore[no-untyped-def]
    view = BoardView()
    qtbot.addWidget(view)
    view.resize(300, 300)
    view.show()
    scene: QGraphicsScene = view.scene()
    scene.setSceneRect(0, 0, 3000, 3000)   # a board ten times the view: scaled to a tenth
    view.fit()
    card = EventCard("Storm", "Storm! Ada's turn ends at once.", "EN-E1")
    step = card_step(scene, card, QPointF(1500, 1500))
    step.draw(0.0)
    assert card.scene() is scene and card.opacity() == 0.0, "queued: not seen before its turn"
    step.draw(0.5)
    assert card.opacity() == 1.0
    on_screen = card.deviceTransform(view.viewportTransform()).mapRect(card.rect())
    assert view.transform().m11() < 0.2 and on_screen.width() == card.rect().width(), \
        "drawn in screen pixels, not scaled down with the board"
    text = next(item for item in card.childItems() if isinstance(item, QGraphicsTextItem))
    assert text.toPlainText() == "Storm! Ada's turn ends at once."
    assert card.plain_text() == "Storm\nStorm! Ada's turn ends at once."
    step.draw(1.0)
    step.done()
    assert card.scene() is None and card.opacity() == 0.0
