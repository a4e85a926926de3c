"""The two Magellan boards: six explorers with their fields I, II, III, the money bags and crowns
printed on each field (both halves of a split Vasco da Gama B field), the players' ships, and
the explorer whose card is up for auction.

The board only shows; every Magellan choice (bids, payments, halves …) is a button in the panel,
because none of them is a place to click on the board.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import QBrush, QColor, QFont, QPainter, QPen
from PySide6.QtWidgets import (
    QGraphicsItem,
    QGraphicsPathItem,
    QGraphicsRectItem,
    QGraphicsSimpleTextItem,
    QStyleOptionGraphicsItem,
    QWidget,
)

from ...engine.core.messages import sentence
from ...engine.magellan.data import BoardField
from ...engine.magellan.state import (
    LEFT,
    NO_HALF,
    PHASE_NAMES,
    RIGHT,
    MagellanState,
    Stage,
)
from ..game_ui import TableView
from ..i18n import translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from .art import (
    BAG,
    BAG_EDGE,
    CROWN,
    CROWN_EDGE,
    bag_path,
    crown_path,
    draw_badge,
    hull_path,
    sail_path,
)

MARGIN = 16.0
HEADER = 30.0
NAME_W = 206.0
FIELD_W = 172.0
FIELD_H = 108.0
GAP = 8.0
BADGE = 28.0
SHIP = 40.0
PARCHMENT = QColor("#efe1bd")
PARCHMENT_EDGE = QColor("#8c6d3f")
PLATE = QColor("#1e4d6b")
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


def field_rect(state: MagellanState, explorer: int, index: int) -> QRectF:
    """Where an explorer's field I, II or III lies: board 1 above board 2, one row per explorer."""
    board = state.data.explorers[explorer].board
    row = [e for e in range(len(state.fields)) if state.data.explorers[e].board == board].index(explorer)
    top = MARGIN + board * (HEADER + 3 * (FIELD_H + GAP) + 2 * GAP) + HEADER + row * (FIELD_H + GAP)
    return QRectF(MARGIN + NAME_W + GAP + index * (FIELD_W + GAP), top, FIELD_W, FIELD_H)


def half_rect(rect: QRectF, half: int) -> QRectF:
    if half == NO_HALF:
        return rect
    width = rect.width() / 2
    return QRectF(rect.left() + (0 if half == LEFT else width), rect.top(), width, rect.height())


def plate_rect(state: MagellanState, explorer: int) -> QRectF:
    """The explorer's name plate, left of its field I."""
    return QRectF(MARGIN, field_rect(state, explorer, 0).top(), NAME_W, FIELD_H)


def field_at(state: MagellanState, point: QPointF) -> tuple[int, int, int] | None:
    """The (explorer, field, half) under a scene point; half is NO_HALF on a field not split."""
    for explorer, fields in enumerate(state.fields):
        for index, field in enumerate(fields):
            rect = field_rect(state, explorer, index)
            if rect.contains(point):
                if not field.halves:
                    return explorer, index, NO_HALF
                return explorer, index, LEFT if point.x() < rect.center().x() else RIGHT
    return None


def plate_at(state: MagellanState, point: QPointF) -> int | None:
    """The explorer whose name plate is under a scene point."""
    return next((e for e in range(len(state.fields)) if plate_rect(state, e).contains(point)), None)


def ship_spots(state: MagellanState, explorer: int, index: int) -> list[QPointF]:
    """Where each ship of `state.ships[explorer][index]` is drawn, in that list's order: side by
    side along the bottom of its field, or of its half on a split field."""
    rect = field_rect(state, explorer, index)
    ships = state.ships[explorer][index]
    spots = [QPointF() for _ in ships]
    for half in (NO_HALF, LEFT, RIGHT):
        here = [i for i, (_, at) in enumerate(ships) if at == half]
        area = half_rect(rect, half)
        step = min(SHIP + 6, (area.width() - 12) / max(1, len(here)))
        start = area.center().x() - step * (len(here) - 1) / 2
        for slot, i in enumerate(here):
            spots[i] = QPointF(start + slot * step, rect.bottom() - SHIP * 0.32)
    return spots


def ship_rect(spot: QPointF) -> QRectF:
    """The hull and sail of a ship drawn at `spot`."""
    return hull_path(SHIP).boundingRect().united(sail_path(SHIP).boundingRect()).translated(spot)


class FieldItem(QGraphicsItem):
    """One printed field: its number, money bag and crown (per half when split) and its action."""

    def __init__(self, rect: QRectF, index: int, field: BoardField, lit: bool) -> None:
        super().__init__()
        self.rect, self.index, self.field, self.lit = rect, index, field, lit
        if field.halves:
            left, right = field.halves
            tip = translate("MagellanBoard", "Field {field}: left half {left_bags} money bags, {left_crowns} crowns, "
                                             "draw {draw}; right half {right_bags} money bags, {right_crowns} "
                                             "crowns").format(
                field=PHASE_NAMES[index], left_bags=left.bags, left_crowns=left.crowns, draw=left.draw,
                right_bags=right.bags, right_crowns=right.crowns)
        else:
            tip = translate("MagellanBoard", "Field {field}: {bags} money bags, {crowns} crowns").format(
                field=PHASE_NAMES[index], bags=field.bags, crowns=field.crowns)
        text = _action_text(field, NO_HALF)
        self.setToolTip(tip + (f" — {text}" if text else ""))

    def boundingRect(self) -> QRectF:
        return self.rect.adjusted(-4, -4, 4, 4)

    def paint(self, painter: QPainter, option: QStyleOptionGraphicsItem, widget: QWidget | None = None) -> None:
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setPen(QPen(colours.HIGHLIGHT, 4) if self.lit else QPen(PARCHMENT_EDGE, 1.5))
        painter.setBrush(PARCHMENT)
        painter.drawRoundedRect(self.rect, 8, 8)
        font = QFont()
        font.setPixelSize(15)
        font.setBold(True)
        painter.setFont(font)
        painter.setPen(PARCHMENT_EDGE)
        painter.drawText(self.rect.adjusted(7, 4, 0, 0), Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop,
                         PHASE_NAMES[self.index])
        if self.field.halves:
            middle = self.rect.center().x()
            painter.setPen(QPen(PARCHMENT_EDGE, 1, Qt.PenStyle.DashLine))
            painter.drawLine(QPointF(middle, self.rect.top() + 26), QPointF(middle, self.rect.bottom() - 4))
            for half, printed in enumerate(self.field.halves):
                self._numbers(painter, half_rect(self.rect, half), printed.bags, printed.crowns,
                              _action_text(self.field, half))
        else:
            self._numbers(painter, self.rect, self.field.bags, self.field.crowns, _action_text(self.field, NO_HALF))

    def _numbers(self, painter: QPainter, rect: QRectF, bags: int, crowns: int, action: str) -> None:
        size = BADGE if rect.width() > FIELD_W / 2 else BADGE * 0.8
        right = rect.right() - 6
        draw_badge(painter, crown_path(size), CROWN, CROWN_EDGE, crowns, QPointF(right - size, rect.top() + 5), size)
        draw_badge(painter, bag_path(size), BAG, BAG_EDGE, bags, QPointF(right - 2 * size - 4, rect.top() + 5), size)
        if action:
            font = QFont()
            font.setPixelSize(11)
            painter.setFont(font)
            painter.setPen(QColor("#4a3a1e"))
            painter.drawText(QRectF(rect.left() + 4, rect.top() + size + 8, rect.width() - 8, 28),
                             Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap,
                             action)


def _action_text(field: BoardField, half: int) -> str:
    if field.action == "draw":
        return translate("MagellanBoard", "Draw {count} at once").format(count=field.draw)
    if field.action == "halves":
        if half == NO_HALF:
            return translate("MagellanBoard", "Left half draws at once, right half scores")
        drawn = field.halves[half].draw
        return (translate("MagellanBoard", "Draw {count} at once").format(count=drawn) if drawn
                else translate("MagellanBoard", "Scores at the end"))
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
        self.setToolTip(translate("MagellanBoard", "Ship of player {seat} on {where}").format(
            seat=seat + 1, where=where.format(explorer=name, field=PHASE_NAMES[index])))
        sail = QGraphicsPathItem(sail_path(SHIP), self)
        sail.setBrush(QColor("#fbf6e9"))
        sail.setPen(QPen(QColor("#1a1a1a"), 1.2))
        number = QGraphicsSimpleTextItem(str(seat + 1), self)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        number.setFont(font)
        number.setBrush(QColor("#1a1a1a"))
        box = number.boundingRect()
        # The sail's centroid: the widest part of the triangle that a digit fits in.
        number.setPos(SHIP * 0.075 - box.width() / 2, -SHIP * 0.24 - box.height() / 2)


class MagellanBoard(BoardView):
    """The view of one Magellan game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: MagellanState | None = None

    def show_state(self, view: TableView) -> None:
        """Redraw from the view's state: every choice is made in the side panel, none on the board."""
        state: MagellanState = view.state
        self.state = state
        scene = self.scene()
        scene.clear()
        width = 2 * MARGIN + NAME_W + 3 * (FIELD_W + GAP)
        height = 2 * MARGIN + 2 * (HEADER + 3 * (FIELD_H + GAP)) + 2 * GAP
        scene.setSceneRect(0, 0, width, height)
        self._draw_headers(state)
        up = state.card if state.stage in _AUCTION_STAGES else -1
        for explorer, fields in enumerate(state.fields):
            self._draw_plate(state, explorer, explorer == up)
            for index, field in enumerate(fields):
                scene.addItem(FieldItem(field_rect(state, explorer, index), index, field,
                                        explorer == up and index == state.phase))
                self._draw_ships(state, explorer, index)
        self.fit()

    def _draw_headers(self, state: MagellanState) -> None:
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        for board, name in enumerate(state.data.board_names):
            first = next(e for e in range(len(state.fields)) if state.data.explorers[e].board == board)
            top = field_rect(state, first, 0).top() - HEADER
            label = QGraphicsSimpleTextItem(self.tr("{board} · side {side}").format(board=sentence(name),
                                                                                    side=state.options.sides[board]))
            label.setFont(font)
            label.setBrush(QColor("#d7e9f5"))
            label.setPos(MARGIN + 4, top + 4)
            self.scene().addItem(label)

    def _draw_plate(self, state: MagellanState, explorer: int, up: bool) -> None:
        """The explorer's name plate; while its card is in play it glows and says so."""
        rect = field_rect(state, explorer, 0)
        plate = QGraphicsRectItem(plate_rect(state, explorer))
        plate.setBrush(QBrush(QColor("#7a5a12") if up else PLATE))
        plate.setPen(QPen(colours.HIGHLIGHT, 4) if up else QPen(QColor("#3d7396"), 1.5))
        self.scene().addItem(plate)
        name = QGraphicsSimpleTextItem(state.data.explorers[explorer].name, plate)
        font = QFont()
        font.setPixelSize(16)
        font.setBold(True)
        name.setFont(font)
        room = plate.rect().width() - 14
        while name.boundingRect().width() > room and font.pixelSize() > 11:   # "Christopher Columbus"
            font.setPixelSize(font.pixelSize() - 1)
            name.setFont(font)
        name.setBrush(QColor("#ffffff"))
        name.setPos(MARGIN + 8, rect.top() + 10)
        left = len(state.decks[state.phase]) if state.stage != Stage.OVER else 0
        lines = [self.tr("side {side}").format(side=state.options.sides[state.data.explorers[explorer].board])]
        if up:
            lines += [self.tr("UP FOR AUCTION"),
                      self.tr("%n more in phase {phase}'s deck", "", left).format(phase=PHASE_NAMES[state.phase])]
            plate.setToolTip(self.tr("{explorer}'s phase {phase} card is up for auction").format(
                explorer=state.data.explorers[explorer].name, phase=PHASE_NAMES[state.phase]))
        detail = QGraphicsSimpleTextItem("\n".join(lines), plate)
        small = QFont()
        small.setPixelSize(12)
        small.setBold(up)
        detail.setFont(small)
        detail.setBrush(colours.HIGHLIGHT if up else QColor("#b9d3e6"))
        detail.setPos(MARGIN + 8, rect.top() + 36)

    def _draw_ships(self, state: MagellanState, explorer: int, index: int) -> None:
        name = state.data.explorers[explorer].name
        for (seat, half), spot in zip(state.ships[explorer][index], ship_spots(state, explorer, index), strict=True):
            item = ShipItem(seat, explorer, index, half, name)
            item.setPos(spot)
            self.scene().addItem(item)

    def show_hint(self, action: Any) -> None:
        """The hint's words are in the status bar; the board has no place for a Magellan choice."""

    def animate(self, events: list[Any]) -> None:
        """Nothing moves: the redraw already shows the new ship or the auction's next card."""
