"""The Tsuro of the Seas board: the 7x7 sea, tiles, ships and daikaiju, and the human's input.

The board draws whatever state it is given and turns clicks, the wheel and keys into
engine actions (`actionChosen`). It never decides legality itself: `explain` (the match
host's `why_illegal`) says whether a previewed placement is allowed and why not, and the
routes a previewed tile would send the ships on are the engine's (`placement_routes`).
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import QBrush, QColor, QFont, QKeyEvent, QMouseEvent, QPen, QWheelEvent
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine.core import Event
from ...engine.tsuro_seas.events import kaiju_label
from ...engine.tsuro_seas.routes import placement_routes
from ...engine.tsuro_seas.rules import square_refusal
from ...engine.tsuro_seas.state import ChooseStart, PlaceTile, Relocate, TsuroState
from ..game_ui import TableView
from ..i18n import ruled
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.move_log import with_names
from .art import daikaiju_pixmap, inward, tile_pixmap
from .layout import (
    DIE_OUT,
    MARGIN,
    MARK_OUT,
    NAME_OUT,
    SQUARE,
    HullItem,
    outside,
    piece_item,
    position_point,
    square_rect,
)
from .motion import KAIJU_Z, TILE_Z, Drawn, MoveScript
from .routes import RouteItem

HINT_COLOUR = QColor("#7CFC00")


class PreviewItem(QGraphicsPixmapItem):
    """The tile the human is about to place: click to rotate, double-click to place."""

    def __init__(self, board: TsuroBoard, rect: QRectF, connections: tuple[int, ...], legal: bool) -> None:
        super().__init__()
        self.board = board
        self.legal = legal
        piece_item(tile_pixmap(connections, "legal" if legal else "illegal"), rect, self)
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(5)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        if event.button() == Qt.MouseButton.LeftButton:
            self.board.rotate_preview(1)
        elif event.button() == Qt.MouseButton.RightButton:
            self.board.rotate_preview(-1)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.place_preview()


# Arrow keys walk the offered starting marks in the order the rules list them (around the board);
# by key code, as QKeyEvent.key() gives it (Qt.Key is an IntEnum).
MARK_STEPS: dict[int, int] = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}


class MarkItem(QGraphicsEllipseItem):
    """A starting mark the human may choose now (to start, or to start again beside a daikaiju),
    drawn outside the board's edge so it never hides a daikaiju on the edge square."""

    def __init__(self, board: TsuroBoard, centre: QPointF, action: Any, label: str) -> None:
        r = 9.0
        super().__init__(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        self.board, self.action = board, action
        self.setBrush(QBrush(colours.HIGHLIGHT))
        self.setPen(QPen(QColor("#7a5c00"), 2))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(8)
        self.setToolTip(label)   # the engine's words: "Start at A2, left edge, upper mark"

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.actionChosen.emit(self.action)

    def set_focused(self, focused: bool) -> None:
        """The keyboard's choice among the marks: a thick dark ring (Enter takes it)."""
        self.setPen(QPen(QColor("#111111") if focused else QColor("#7a5c00"), 4 if focused else 2))
        self.setScale(1.4 if focused else 1.0)
        self.setTransformOriginPoint(self.rect().center())


class TsuroBoard(BoardView):
    """The view of one Tsuro of the Seas game."""

    tilePreviewed = Signal(int, int)   # the hand tile shown in front of the ship, and its rotation

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: TsuroState | None = None
        self.names: list[str] = []
        # The engine's label for an action in the shown state (set by the game's screen).
        self.describe: Callable[[Any], str] = str
        self.placing = False
        self.selected_tile: int | None = None
        self.rotation = 0
        self.routes: list[RouteItem] = []
        self._preview: PreviewItem | None = None
        self._hint: Any = None
        self._hint_on_tile: QGraphicsSimpleTextItem | None = None   # goes with the preview it marks
        self._drawn = Drawn()
        self._marks: list[MarkItem] = []
        self._mark_focus = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # keyboard play: arrows, R, Enter

    # ------------------------------------------------------------ drawing

    def show_state(self, view: TableView) -> None:
        """Redraw everything from the view's state; offer its legal choices when a human decides now."""
        state: TsuroState = view.state
        legal, interactive = view.legal, view.interactive
        self.state, self.names = state, list(view.names)
        self.placing = interactive and any(isinstance(a, PlaceTile) for a in legal)
        if not self.placing or self.selected_tile not in state.hands[state.active]:
            self.selected_tile = None
        self.animations.finish()   # what still moves belongs to the scene about to be cleared
        self.scene().clear()
        self._preview, self.routes, self._hint, self._hint_on_tile = None, [], None, None
        size = state.geometry.size
        self.scene().setSceneRect(0, 0, 2 * MARGIN + size * SQUARE, 2 * MARGIN + size * SQUARE)
        self._draw_sea(state)
        self._draw_pieces(state)
        self._marks = []
        for action in legal if interactive else []:
            if isinstance(action, (ChooseStart, Relocate)):
                self._marks.append(self._mark_item(state, action))
                self.scene().addItem(self._marks[-1])
        self._mark_focus = min(self._mark_focus, max(0, len(self._marks) - 1))
        if self._marks:
            self._marks[self._mark_focus].set_focused(True)
        self._update_preview()
        self.fit()

    def _name(self, seat: int) -> str:
        return self.names[seat] if seat < len(self.names) else self.tr("Player {seat}").format(seat=seat + 1)

    def _mark_item(self, state: TsuroState, action: ChooseStart | Relocate) -> MarkItem:
        position = state.geometry.start_marks[action.mark]
        centre = outside(position_point(state.geometry.size, position), position & 7, MARK_OUT)
        return MarkItem(self, centre, action, self.describe(action))

    def _draw_pieces(self, state: TsuroState) -> None:
        size = state.geometry.size
        self._drawn = Drawn()
        for square, tile in enumerate(state.tiles):
            if tile >= 0:
                item = piece_item(tile_pixmap(state.connections[square]), square_rect(size, square))
                item.setZValue(TILE_Z)
                self.scene().addItem(item)
                self._drawn.tiles[square] = item
        for kaiju, square in enumerate(state.kaiju_square):
            if square >= 0:
                spec = state.data.daikaiju[kaiju]
                item = piece_item(daikaiju_pixmap(spec.rotation_number, spec.gold_arrow, state.kaiju_facing[kaiju]),
                                  square_rect(size, square))
                item.setZValue(KAIJU_Z)
                item.setToolTip((self.tr("Daikaiju {name}: the gold arrow acts before the other {number}") if
                                 spec.gold_arrow else self.tr("Daikaiju {name}")).format(
                                     name=kaiju_label(kaiju), number=spec.rotation_number))
                self.scene().addItem(item)
                self._drawn.kaiju[kaiju] = item
        for seat in range(state.players):
            if state.ships[seat] >= 0 and state.alive[seat]:
                hull = HullItem(size, state.ships[seat], seat, self._name(seat), seat == state.active)
                self.scene().addItem(hull)
                self._drawn.hulls[seat] = hull

    def _draw_sea(self, state: TsuroState) -> None:
        scene = self.scene()
        size = state.geometry.size
        sea = QRectF(MARGIN, MARGIN, size * SQUARE, size * SQUARE)
        scene.addRect(sea.adjusted(-4, -4, 4, 4), QPen(QColor("#2b6f8f"), 3), QBrush(colours.SEA_DEEP))
        grid = QPen(colours.SEA_GRID, 1.2)
        for i in range(1, size):
            scene.addLine(sea.left() + i * SQUARE, sea.top(), sea.left() + i * SQUARE, sea.bottom(), grid)
            scene.addLine(sea.left(), sea.top() + i * SQUARE, sea.right(), sea.top() + i * SQUARE, grid)
        self._draw_names(sea, size)
        self._draw_dice(state, sea)
        tick = QPen(QColor("#e8f4fa"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for position in state.geometry.start_marks:   # short white marks just outside the edge
            p = position_point(size, position)
            dx, dy = inward(position & 7)
            scene.addLine(p.x() - dx * 9, p.y() - dy * 9, p.x() - dx * 3, p.y() - dy * 3, tick)

    def _draw_names(self, sea: QRectF, size: int) -> None:
        """Square names, the move log's ("C4"), the same on opposite sides: letters along the top
        and the bottom, numbers down both sides."""
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        colour = QColor("#b9d3e6")
        for i in range(size):
            x, y = sea.left() + (i + 0.5) * SQUARE, sea.top() + (i + 0.5) * SQUARE
            letter, number = chr(ord("A") + i), str(i + 1)
            for centre, text in ((QPointF(x, sea.top() - NAME_OUT), letter), (QPointF(x, sea.bottom() + NAME_OUT),
                                                                             letter),
                                 (QPointF(sea.left() - NAME_OUT, y), number), (QPointF(sea.right() + NAME_OUT, y),
                                                                               number)):
                self._label(text, centre, colour, font).setToolTip(
                    self.tr("Squares are named by column letter and row number, as in the move log"))

    def _draw_dice(self, state: TsuroState, sea: QRectF) -> None:
        """The printed dice numbers where the dice point (gold: a column, blue: a row), as small
        dice, set apart from the square names; one line has no number, as on the printed board."""
        font = QFont()
        font.setPixelSize(14)
        font.setBold(True)
        for die, line in enumerate(state.data.die_to_line, start=1):
            middle = (line + 0.5) * SQUARE
            gold = self._die(str(die), QPointF(sea.left() + middle, sea.top() - DIE_OUT), colours.GOLD, font)
            gold.setToolTip(self.tr("Gold die {die}: a new daikaiju comes to this column").format(die=die))
            blue = self._die(str(die), QPointF(sea.left() - DIE_OUT, sea.top() + middle), colours.BLUE_DIE, font)
            blue.setToolTip(self.tr("Blue die {die}: a new daikaiju comes to this row").format(die=die))
        legend = self._label(self.tr("dice"), QPointF(sea.left() - DIE_OUT, sea.top() - DIE_OUT), colours.GOLD, font)
        legend.setToolTip(self.tr("The gold die picks a column and the blue die a row: that square gets a new "
                                  "daikaiju. The square names are the letters and numbers further out."))

    def _die(self, text: str, centre: QPointF, colour: QColor, font: QFont) -> QGraphicsRectItem:
        face = QGraphicsRectItem(QRectF(centre.x() - 12, centre.y() - 12, 24, 24))
        face.setBrush(QBrush(colour))
        face.setPen(QPen(QColor("#1b2a33"), 1.5))
        self.scene().addItem(face)
        number = QGraphicsSimpleTextItem(text, face)
        number.setFont(font)
        number.setBrush(QColor("#1b2a33"))
        box = number.boundingRect()
        number.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        return face

    def _label(self, text: str, centre: QPointF, colour: QColor, font: QFont) -> QGraphicsSimpleTextItem:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(colour)
        box = item.boundingRect()
        item.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        self.scene().addItem(item)
        return item

    # ------------------------------------------------------------ animation

    def animate(self, events: list[Event]) -> None:
        """Play the move that led to the state on the board, from its events (`motion.py`)."""
        if self.state is None:
            return
        script = MoveScript(self.scene(), self.state, self.names, self._drawn, self.notify)
        self.animations.play(script.steps(events, lambda event: "" if self.told_on_card(event) else
                                          with_names(event.text, self.names)))

    # ------------------------------------------------------------ placing a tile

    def select_tile(self, tile: int) -> None:
        if not self.placing:
            return
        self.selected_tile = tile
        self.rotation = 0
        self._update_preview()
        self.setFocus()

    def show_hint(self, action: Any) -> None:
        """Put the suggested move on the board: the tile previewed as suggested, marked "Hint", with
        its routes; or the suggested starting mark ringed and marked."""
        self._hint = action
        if isinstance(action, PlaceTile) and self.placing:
            self.selected_tile = action.tile
            self.rotation = action.rotation
            self._update_preview()
        for index, mark in enumerate(self._marks):
            if mark.action == action:
                mark.setBrush(QBrush(HINT_COLOUR))
                mark.setToolTip(self.tr("Suggested by the hint"))
                self._hint_badge(mark.sceneBoundingRect())
                self._focus_mark(index)   # Enter takes the suggestion

    def _hint_badge(self, near: QRectF, beside_tile: bool = False) -> QGraphicsSimpleTextItem:
        """"Hint" in green over a suggested mark, or beside a suggested tile, on a dark box: it may lie
        on a daikaiju or on wakes. Beside a tile it takes the first side (below, right, left, above)
        where it covers no ship and no route label: below the tile it covered the player's own ship
        whenever that ship sailed in from below."""
        font = QFont()
        font.setPixelSize(13)
        font.setBold(True)
        badge = self._label(self.tr("Hint"), QPointF(near.center().x(), near.top() - 10), HINT_COLOUR, font)
        badge.setZValue(12)
        backing = QGraphicsRectItem(badge.boundingRect().adjusted(-5, -1, 5, 1), badge)
        backing.setBrush(QBrush(QColor(6, 28, 42, 225)))
        backing.setPen(QPen(HINT_COLOUR, 1.2))
        backing.setFlag(QGraphicsItem.GraphicsItemFlag.ItemStacksBehindParent)
        if beside_tile:
            taken = [hull.sceneBoundingRect() for hull in self._drawn.hulls.values()]
            taken += [frame.sceneBoundingRect() for route in self.routes if (frame := route.label.parentItem())]
            box = backing.sceneBoundingRect()
            across, down = 10 + box.width() / 2, 10 + box.height() / 2
            sides = [QPointF(near.center().x(), near.bottom() + down), QPointF(near.right() + across, near.center().y()),
                     QPointF(near.left() - across, near.center().y()), QPointF(near.center().x(), near.top() - down)]
            for centre in sides:
                badge.moveBy(centre.x() - box.center().x(), centre.y() - box.center().y())
                box = backing.sceneBoundingRect()
                if not any(box.intersects(other) for other in taken):
                    break
            else:
                badge.moveBy(sides[0].x() - box.center().x(), sides[0].y() - box.center().y())
        return badge

    def rotate_preview(self, quarters: int) -> None:
        if self.selected_tile is None:
            return
        self.rotation = (self.rotation + quarters) % 4
        self._update_preview()

    def place_preview(self) -> None:
        if self.selected_tile is not None and self.placing:
            self.actionChosen.emit(PlaceTile(self.selected_tile, self.rotation))

    def _update_preview(self) -> None:
        self.clear_placement()
        state = self.state
        if state is None or self.selected_tile is None or not self.placing:
            return
        action = PlaceTile(self.selected_tile, self.rotation)
        refusal = self.explain(action)
        self.show_placement(action, refusal is None)
        self.tilePreviewed.emit(action.tile, action.rotation)
        outcomes = "; ".join(f"{item.label.text()}" for item in self.routes)
        if refusal is not None:
            self.previewStatus.emit(self.tr("{refusal} — {outcomes}").format(refusal=ruled(refusal.rule, refusal.message),
                                                                            outcomes=outcomes), False)
        else:
            self.previewStatus.emit(self.tr("Legal — {outcomes}. Double-click the tile, press Enter or click "
                                            "Place.").format(outcomes=outcomes), True)

    def show_placement(self, action: PlaceTile, legal: bool) -> None:
        """Draw `action`'s tile in front of the active ship and the route of every ship it moves."""
        self.clear_placement()
        state = self.state
        assert state is not None
        size = state.geometry.size
        front = state.ships[state.active] >> 3
        self._preview = PreviewItem(self, square_rect(size, front), state.data.rotated[action.tile][action.rotation],
                                    legal)
        self.scene().addItem(self._preview)
        for route in placement_routes(state, action.tile, action.rotation):
            item = RouteItem(route, size, self._name(route.seat))
            self.scene().addItem(item)
            self.routes.append(item)
        self._keep_labels_apart()
        if self._hint == action:   # once the route labels have their places: it keeps clear of them
            self._hint_on_tile = self._hint_badge(self._preview.sceneBoundingRect(), beside_tile=True)

    def _keep_labels_apart(self) -> None:
        """Route labels inside the scene, not on top of one another, and not under a ship (ships
        are drawn over routes: a hull at a route's end hid the first words of its label)."""
        bounds = self.scene().sceneRect()
        room = bounds.adjusted(-0.5, -0.5, 0.5, 0.5)   # a label moved onto the edge may stick out by a rounding
        placed: list[QRectF] = [hull.sceneBoundingRect() for hull in self._drawn.hulls.values()]
        for item in self.routes:
            frame = item.label.parentItem()
            assert frame is not None
            box = frame.sceneBoundingRect()
            dx = min(0.0, bounds.right() - box.right()) + max(0.0, bounds.left() - box.left())
            dy = min(0.0, bounds.bottom() - box.bottom()) + max(0.0, bounds.top() - box.top())
            frame.moveBy(dx, dy)
            start = frame.pos()
            # Away from what it covers, one way only (towards the middle first, then the other way):
            # choosing the way anew at each step sent a label up and down between two ships for ever.
            towards_middle = -(box.height() + 2) if box.center().y() > bounds.center().y() else box.height() + 2
            for step in (towards_middle, -towards_middle):
                frame.setPos(start)
                while _covers(frame, placed) and room.contains(frame.sceneBoundingRect()):
                    frame.moveBy(0, step)
                if room.contains(frame.sceneBoundingRect()) and not _covers(frame, placed):
                    break
            else:
                frame.setPos(start)   # no free place in its column: it stays where its route ends
            placed.append(frame.sceneBoundingRect())

    def clear_placement(self) -> None:
        """Take the previewed tile and its routes off the board."""
        for item in [self._preview, self._hint_on_tile, *self.routes]:
            if item is not None and item.scene() is self.scene():
                self.scene().removeItem(item)
        self._preview, self._hint_on_tile, self.routes = None, None, []

    # ------------------------------------------------------------ input and size

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_R:
            self.rotate_preview(-1 if event.modifiers() & Qt.KeyboardModifier.ShiftModifier else 1)
        elif key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            if self._marks:
                self.actionChosen.emit(self._marks[self._mark_focus].action)
            else:
                self.place_preview()
        elif key in MARK_STEPS and self._marks:
            self._focus_mark((self._mark_focus + MARK_STEPS[key]) % len(self._marks))
        else:
            super().keyPressEvent(event)

    def _focus_mark(self, index: int) -> None:
        self._marks[self._mark_focus].set_focused(False)
        self._mark_focus = index
        self._marks[index].set_focused(True)
        self.ensureVisible(self._marks[index])

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click on a square where no tile can go says why (the engine's rule), and one in front of
        the ship before a tile is chosen says to choose one: both did nothing, silently."""
        super().mousePressEvent(event)
        state = self.state
        if state is None or not self.placing or self.itemAt(event.position().toPoint()) in (self._preview, *self._marks):
            return
        point = self.mapToScene(event.position().toPoint())
        col, row = math.floor((point.x() - MARGIN) / SQUARE), math.floor((point.y() - MARGIN) / SQUARE)
        size = state.geometry.size
        if not (0 <= col < size and 0 <= row < size):
            return
        refusal = square_refusal(state, row * size + col)
        if refusal is not None:
            self.previewStatus.emit(ruled(refusal.rule, refusal.message), False)
        elif self.selected_tile is None:
            self.previewStatus.emit(self.tr("Choose a tile in your hand first (1–3): it shows here, in front of your "
                                            "ship."), False)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.selected_tile is not None and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.rotate_preview(1 if event.angleDelta().y() < 0 else -1)
            event.accept()
        else:
            super().wheelEvent(event)


def _covers(item: QGraphicsItem, placed: list[QRectF]) -> bool:
    """Whether `item` lies over any of the `placed` rectangles (scene coordinates)."""
    return any(item.sceneBoundingRect().intersects(other) for other in placed)
