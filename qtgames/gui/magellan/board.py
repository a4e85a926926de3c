"""The two Magellan boards: six explorers with their fields I, II, III, the money bags and crowns
printed on each field (both halves of a split Vasco da Gama B field), the players' ships, and
the explorer whose card is up for auction.

The board is laid out to be read at any size the window allows: one explorer a row, the two
boards one above the other (the shape of the space beside the side panel), every word at least
`TEXT_PX` scene pixels, so it stays at 9 pt or more when a 1024×700 window scales the board
down. Every Magellan choice (bids, payments, halves …) is made in the panel; what a move did is
shown over the board for a moment (`moments.py`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFocusEvent, QFont, QPainterPath, QPen
from PySide6.QtWidgets import (
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QGraphicsTextItem,
    QWidget,
)

from ...engine.magellan.data import BoardField
from ...engine.magellan.events import board_name, explorer_name
from ...engine.magellan.state import (
    LEFT,
    NO_HALF,
    PHASE_NAMES,
    Half,
    MagellanState,
    Stage,
)
from ..game_ui import TableView
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.plain_text import plain_tip
from .art import (
    BAG,
    BAG_EDGE,
    CROWN,
    CROWN_EDGE,
    INK,
    bag_path,
    crown_path,
    hull_path,
    sail_path,
)
from .geometry import FIELD_W, SHIP, field_rect, half_rect, plate_rect, scene_size, ship_spots
from .moments import steps_for

BADGE = 34.0
TEXT_PX = 15          # the smallest words on the board (scene pixels)
PARCHMENT = QColor("#efe1bd")
PARCHMENT_EDGE = QColor("#8c6d3f")
PLATE = QColor("#1e4d6b")
HINT = QColor("#ff4081")
# While the card is in play (turned up, bid on, paid, its ship placed) its explorer is highlighted.
_AUCTION_STAGES = (Stage.VETO, Stage.BID, Stage.PAY, Stage.HALF, Stage.STACK, Stage.UNDER)
ACTION_TEXT = {   # translated where shown (context "MagellanBoard")
    "none": "", "exchange": QT_TRANSLATE_NOOP("MagellanBoard", "Exchange up to 3 at phase end"),
    "show_gold": QT_TRANSLATE_NOOP("MagellanBoard", "Show your gold"),
    "steal": QT_TRANSLATE_NOOP("MagellanBoard", "Left neighbour steals 1"),
    "veto": QT_TRANSLATE_NOOP("MagellanBoard", "One veto later in phase I"),
    "magellan_hand": QT_TRANSLATE_NOOP("MagellanBoard", "A card from hand goes under"),
    "magellan_payment": QT_TRANSLATE_NOOP("MagellanBoard", "A paid card goes under"),
    "plunder": QT_TRANSLATE_NOOP("MagellanBoard", "Plunder at scoring"),
}


def words(text: str, parent: Any, px: int = TEXT_PX, bold: bool = False,
          colour: QColor = INK) -> QGraphicsSimpleTextItem:
    """A label on the board, never smaller than the board's smallest words."""
    item = QGraphicsSimpleTextItem(text, parent)
    font = QFont()
    font.setPixelSize(max(TEXT_PX, px))
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(colour)
    return item


class Badge(QGraphicsPathItem):
    """A money bag or crown printed on a field, with its number on it."""

    def __init__(self, shape: QPainterPath, fill: QColor, edge: QColor, number: int, parent: Any) -> None:
        super().__init__(shape, parent)
        self.setBrush(fill)
        self.setPen(QPen(edge, 2))
        size = shape.boundingRect().width()
        label = words(str(number), self, round(size * 0.46), bold=True)
        box = label.boundingRect()
        label.setPos((size - box.width()) / 2, size * 0.67 - box.height() / 2)


class FieldItem(QGraphicsRectItem):
    """One printed field: its number, money bag and crown (per half when split) and its action."""

    def __init__(self, rect: QRectF, index: int, field: BoardField, lit: bool) -> None:
        super().__init__(rect)
        self.index, self.field, self.lit = index, field, lit
        self.setPen(QPen(colours.HIGHLIGHT, 4) if lit else QPen(PARCHMENT_EDGE, 1.5))
        self.setBrush(PARCHMENT)
        numeral = words(PHASE_NAMES[index], self, 18, bold=True, colour=PARCHMENT_EDGE)
        if field.halves:
            # Split: the numeral on the dividing line, each half's bag and crown towards its own side.
            middle = rect.center().x()
            numeral.setPos(middle - numeral.boundingRect().width() / 2, rect.top() + 2)
            line = QGraphicsPathItem(self)
            path = QPainterPath(QPointF(middle, rect.top() + BADGE + 6))
            path.lineTo(middle, rect.bottom() - 4)
            line.setPath(path)
            line.setPen(QPen(PARCHMENT_EDGE, 1, Qt.PenStyle.DashLine))
            for half, printed in enumerate(field.halves):
                self._numbers(half_rect(rect, half), printed.bags, printed.crowns, _action_text(field, half),
                              at_left=half == LEFT)
        else:
            numeral.setPos(rect.left() + 7, rect.top() + 4)
            self._numbers(rect, field.bags, field.crowns, _action_text(field, NO_HALF))
        self.setToolTip(plain_tip(self._tip(field)))

    def _numbers(self, rect: QRectF, bags: int, crowns: int, action: str, at_left: bool = False) -> None:
        size = BADGE if rect.width() > FIELD_W / 2 else BADGE * 0.8
        left = rect.left() + 4 if at_left else rect.right() - 2 * size - 8
        Badge(bag_path(size), BAG, BAG_EDGE, bags, self).setPos(left, rect.top() + 4)
        Badge(crown_path(size), CROWN, CROWN_EDGE, crowns, self).setPos(left + size + 3, rect.top() + 4)
        if action:
            text = QGraphicsTextItem()
            text.setParentItem(self)   # the constructor's parent would not keep it alive in PySide
            font = QFont()
            font.setPixelSize(TEXT_PX)
            text.setFont(font)
            text.setDefaultTextColor(QColor("#4a3a1e"))
            text.setTextWidth(rect.width() - 4)
            text.setHtml(f"<div align='center'>{action}</div>")
            text.setPos(rect.left() + 2, rect.top() + BADGE + 2)

    def _tip(self, field: BoardField) -> str:
        if field.halves:
            left, right = field.halves
            tip = translate("MagellanBoard", "Field {field}: left half {left_bags} money bags, {left_crowns} crowns, "
                                             "draw {draw}; right half {right_bags} money bags, {right_crowns} "
                                             "crowns").format(
                field=PHASE_NAMES[self.index], left_bags=left.bags, left_crowns=left.crowns, draw=left.draw,
                right_bags=right.bags, right_crowns=right.crowns)
        else:
            tip = translate("MagellanBoard", "Field {field}: {bags} money bags, {crowns} crowns").format(
                field=PHASE_NAMES[self.index], bags=field.bags, crowns=field.crowns)
        text = _action_text(field, NO_HALF)
        return tip + (f" — {text}" if text else "")


def _action_text(field: BoardField, half: int) -> str:
    if field.action == "draw":
        return translate("MagellanBoard", "Draw {count} at once").format(count=field.draw)
    if field.action == "halves":
        if half == NO_HALF:
            return translate("MagellanBoard", "Left half draws at once, right half scores")
        drawn = field.halves[half].draw   # a half's words in two short lines, clear of its ships
        return (translate("MagellanBoard", "Draw {count} now").format(count=drawn) if drawn
                else translate("MagellanBoard", "Scores at end"))
    return translate("MagellanBoard", ACTION_TEXT[field.action]) if field.action in ACTION_TEXT else field.action


class ShipItem(QGraphicsPathItem):
    """A player's ship on a field (or half): a hull in their colour, the seat number on the sail."""

    def __init__(self, seat: int, explorer: int, index: int, half: int, name: str) -> None:
        super().__init__(hull_path(SHIP))
        self.seat, self.explorer, self.field, self.half = seat, explorer, index, half
        self.setBrush(colours.player_colour(seat))
        self.setPen(QPen(QColor("#1a1a1a"), 1.5))
        self.setZValue(5)
        if half == NO_HALF:
            where = translate("MagellanBoard", "{explorer}'s field {field}")
        elif half == LEFT:
            where = translate("MagellanBoard", "{explorer}'s field {field} (left half)")
        else:
            where = translate("MagellanBoard", "{explorer}'s field {field} (right half)")
        self.setToolTip(plain_tip(translate("MagellanBoard", "Ship of player {seat} on {where}").format(
            seat=seat + 1, where=where.format(explorer=name, field=PHASE_NAMES[index]))))
        sail = QGraphicsPathItem(sail_path(SHIP), self)
        sail.setBrush(QColor("#fbf6e9"))
        sail.setPen(QPen(QColor("#1a1a1a"), 1.2))
        number = words(str(seat + 1), self, bold=True, colour=QColor("#1a1a1a"))
        box = number.boundingRect()
        # The sail's centroid: the widest part of the triangle that a digit fits in.
        number.setPos(SHIP * 0.1 - box.width() / 2, -SHIP * 0.25 - box.height() / 2)


class MagellanBoard(BoardView):
    """The view of one Magellan game."""

    hinted = Signal(object)   # a hint's choice the board has no place for (a bid, a payment): the panel shows it
    keysWanted = Signal()     # the board has no keys of its own: given the keyboard, it offers it to the panel

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: MagellanState | None = None
        self.names: list[str] = []
        self.plates: dict[int, QGraphicsRectItem] = {}   # what `moments` lights up and moves
        self.ships: list[ShipItem] = []

    def show_state(self, view: TableView) -> None:
        """Redraw from the view's state: every choice is made in the side panel, none on the board."""
        state: MagellanState = view.state
        self.state, self.names = state, view.names
        self.animations.finish()   # what still moves belongs to the scene about to be cleared
        scene = self.scene()
        scene.clear()
        self.plates, self.ships = {}, []
        scene.setSceneRect(scene_size(state))
        up = state.card if state.stage in _AUCTION_STAGES else -1
        for explorer, fields in enumerate(state.fields):
            self._draw_plate(state, explorer, explorer == up)
            for index, field in enumerate(fields):
                scene.addItem(FieldItem(field_rect(state, explorer, index), index, field,
                                        explorer == up and index == state.phase))
                self._draw_ships(state, explorer, index)
        self.fit()

    def _draw_plate(self, state: MagellanState, explorer: int, up: bool) -> None:
        """The explorer's name plate with its board's side; while its card is in play it glows and says so."""
        rect = plate_rect(state, explorer)
        plate = QGraphicsRectItem(rect)
        plate.setBrush(QBrush(QColor("#7a5a12") if up else PLATE))
        plate.setPen(QPen(colours.HIGHLIGHT, 4) if up else QPen(QColor("#3d7396"), 1.5))
        self.scene().addItem(plate)
        self.plates[explorer] = plate
        called = explorer_name(explorer, state.data)
        name = words(called, plate, 19, bold=True, colour=QColor("#ffffff"))
        room = rect.width() - 12
        font = name.font()
        while name.boundingRect().width() > room and font.pixelSize() > TEXT_PX:   # "Christopher Columbus"
            font.setPixelSize(font.pixelSize() - 1)
            name.setFont(font)
        if name.boundingRect().width() > room:
            name.setText(called.replace(" ", "\n", 1))
        name.setPos(rect.left() + 7, rect.top() + 5)
        board = state.data.explorers[explorer].board
        lines = [self.tr("{board}, side {side}").format(board=board_name(state.data.board_names, board),
                                                        side=state.options.sides[board])]
        if up:
            left = len(state.decks[state.phase])
            lines += [self.tr("UP FOR AUCTION"),
                      self.tr("%n more in the deck", "", left)]
            plate.setToolTip(plain_tip(self.tr("{explorer}'s phase {phase} card is up for auction").format(
                explorer=called, phase=PHASE_NAMES[state.phase])))
        detail = words("\n".join(lines), plate, colour=colours.HIGHLIGHT if up else QColor("#b9d3e6"))
        detail.setPos(rect.left() + 7, rect.top() + 7 + name.boundingRect().height())

    def _draw_ships(self, state: MagellanState, explorer: int, index: int) -> None:
        name = explorer_name(explorer, state.data)
        for (seat, half), spot in zip(state.ships[explorer][index], ship_spots(state, explorer, index), strict=True):
            item = ShipItem(seat, explorer, index, half, name)
            item.setPos(spot)
            self.scene().addItem(item)
            self.ships.append(item)

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.keysWanted.emit()

    def show_hint(self, action: Any) -> None:
        """A suggested half is ringed on the board; a bid, a payment or a button is the panel's to mark."""
        state = self.state
        if state is None:
            return
        if not isinstance(action, Half):
            self.hinted.emit(action)
            return
        area = half_rect(field_rect(state, state.card, state.phase), action.target)
        ring = self.scene().addRect(area.adjusted(3, 3, -3, -3), QPen(HINT, 5))
        ring.setZValue(8)
        ring.setToolTip(self.tr("Suggested by the hint"))

    def animate(self, events: list[Any]) -> None:
        """Show what the events did, one moment after another (`moments.py`)."""
        if self.state is not None:
            self.animations.play(steps_for(self, events))
