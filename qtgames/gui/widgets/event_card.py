"""A card over the board that says what just happened — its title, the engine's sentence with the
rule that made it happen, and the pieces it concerns — shown for a moment as a step of the board's
animations (`animation.Step`): it fades in, stays to be read, fades out and is gone.

It is drawn in screen pixels, whatever the board's scale, so its words read alike on a large board
and a small one; boards put it over the middle of the view, where the eye is.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPen, QPixmap
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsScene,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
)

from . import colours
from .animation import Step

WIDTH = 340.0          # screen pixels
PADDING = 14.0
PICTURE_HEIGHT = 64.0
TITLE_PX = 18
TEXT_PX = 14
CARD_BEATS = 6.0       # long enough to read two lines at the normal pace
FADE = 0.12            # the share of the step spent fading in, and again fading out
CARD_Z = 50.0
INK = QColor("#f4fbff")
BACKGROUND = QColor(6, 38, 58)   # opaque: the board's words under it would blur its own


class EventCard(QGraphicsRectItem):
    """The card itself: title, sentence, pictures (cards, tokens …) and the rule, in a gold frame."""

    def __init__(self, title: str, text: str, rule: str = "", pictures: Sequence[QPixmap] = (),
                 accent: QColor = colours.HIGHLIGHT) -> None:
        super().__init__()
        self.setFlag(QGraphicsItem.GraphicsItemFlag.ItemIgnoresTransformations)
        self.setZValue(CARD_Z)
        self.setBrush(QBrush(BACKGROUND))
        self.setPen(QPen(accent, 2.5))
        self.title = self._words(title, TITLE_PX, bold=True)
        self.text = QGraphicsTextItem()
        self.text.setParentItem(self)   # the constructor's parent would not keep it alive in PySide
        self.text.setDefaultTextColor(INK)
        self.text.setFont(_font(TEXT_PX))
        self.text.setTextWidth(WIDTH - 2 * PADDING)
        self.text.setPlainText(text)
        top = PADDING
        self.title.setPos(PADDING, top)
        top += self.title.boundingRect().height() + 4
        self.text.setPos(PADDING - 4, top)   # a text item pads its own document by 4
        top += self.text.boundingRect().height() + 2
        if pictures:
            top = self._pictures(pictures, top + 4) + 6
        if rule:
            self.rule = self._words(rule, TEXT_PX - 1, bold=True, colour=accent)
            box = self.rule.boundingRect()
            self.rule.setPos(WIDTH - PADDING - box.width(), PADDING + 2)
        height = top + PADDING - 4
        # Centred on its position: the board puts that on the middle of the view.
        for child in self.childItems():
            child.moveBy(-WIDTH / 2, -height / 2)
        self.setRect(QRectF(-WIDTH / 2, -height / 2, WIDTH, height))

    def _words(self, text: str, px: int, bold: bool = False, colour: QColor = INK) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text, self)
        item.setFont(_font(px, bold))
        item.setBrush(colour)
        return item

    def _pictures(self, pictures: Sequence[QPixmap], top: float) -> float:
        """A centred row of pictures scaled to one height; returns the row's bottom."""
        scales = [PICTURE_HEIGHT / max(1, p.height()) for p in pictures]
        widths = [p.width() * s for p, s in zip(pictures, scales, strict=True)]
        room = WIDTH - 2 * PADDING
        gap = 6.0
        shrink = min(1.0, room / (sum(widths) + gap * (len(widths) - 1)))
        left = (WIDTH - shrink * (sum(widths) + gap * (len(widths) - 1))) / 2
        for picture, scale, width in zip(pictures, scales, widths, strict=True):
            item = QGraphicsPixmapItem(picture, self)
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            item.setScale(scale * shrink)
            item.setPos(left, top)
            left += (width + gap) * shrink
        return top + PICTURE_HEIGHT * shrink

    def plain_text(self) -> str:
        """What the card says, for people who cannot see it (and tests)."""
        return f"{self.title.text()}\n{self.text.toPlainText()}"


def _font(px: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPixelSize(px)
    font.setBold(bold)
    return font


def fade(t: float) -> float:
    """Opacity at moment t of a step that comes, stays and goes."""
    return max(0.0, min(1.0, t / FADE, (1.0 - t) / FADE))


def card_step(scene: QGraphicsScene, card: EventCard, at: QPointF, beats: float = CARD_BEATS) -> Step:
    """Show `card` centred on the scene point `at` for `beats`; at its end it has left the scene."""

    def draw(t: float) -> None:
        if card.scene() is None:
            scene.addItem(card)
            card.setPos(at)
        card.setOpacity(fade(t))

    def done() -> None:
        if card.scene() is not None:
            card.scene().removeItem(card)

    return Step(beats, draw, done)
