"""The Tsuro of the Seas board: the 7x7 sea, tiles, ships and daikaiju, and the human's input.

The board draws whatever state it is given and turns clicks, the wheel and keys into
engine actions (`actionChosen`). It never decides legality itself: `explain` (the match
host's `why_illegal`) says whether a previewed placement is allowed and why not.
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, QPointF, QRectF, Qt
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QPainterPath,
    QPen,
    QPixmap,
    QWheelEvent,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine.tsuro_seas.state import ChooseStart, PlaceTile, Relocate, TsuroState
from ..game_ui import TableView
from ..i18n import translate
from ..widgets import colours
from ..widgets.animation import Step
from ..widgets.board_view import BoardView
from .art import (
    add_wake,
    daikaiju_pixmap,
    inward,
    point_at,
    ship_polygon,
    tile_pixmap,
)

SQUARE = 84.0
MARGIN = 46.0
ROTATION_NAMES = (QT_TRANSLATE_NOOP("TsuroBoard", "north"), QT_TRANSLATE_NOOP("TsuroBoard", "east"),
                  QT_TRANSLATE_NOOP("TsuroBoard", "south"), QT_TRANSLATE_NOOP("TsuroBoard", "west"))


def square_rect(size: int, square: int) -> QRectF:
    row, col = divmod(square, size)
    return QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)


def piece_item(pixmap: QPixmap, rect: QRectF, item: QGraphicsPixmapItem | None = None) -> QGraphicsPixmapItem:
    """Place a pre-rendered piece on a square, smoothly scaled to it."""
    item = item or QGraphicsPixmapItem()
    item.setPixmap(pixmap)
    item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
    item.setScale(rect.width() / pixmap.width())
    item.setPos(rect.topLeft())
    return item


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


# Arrow keys walk the offered starting marks in the order the rules list them (around the board).
MARK_STEPS = {Qt.Key.Key_Right: 1, Qt.Key.Key_Down: 1, Qt.Key.Key_Left: -1, Qt.Key.Key_Up: -1}


class MarkItem(QGraphicsEllipseItem):
    """A starting mark the human may choose now (to start, or to start again beside a daikaiju)."""

    def __init__(self, board: TsuroBoard, centre: QPointF, action: Any) -> None:
        r = 9.0
        super().__init__(centre.x() - r, centre.y() - r, 2 * r, 2 * r)
        self.board, self.action = board, action
        self.setBrush(QBrush(colours.HIGHLIGHT))
        self.setPen(QPen(QColor("#7a5c00"), 2))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setZValue(8)
        self.setToolTip(translate("TsuroBoard", "Put your ship here"))

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.actionChosen.emit(self.action)

    def set_focused(self, focused: bool) -> None:
        """The keyboard's choice among the marks: a thick dark ring (Enter takes it)."""
        self.setPen(QPen(QColor("#111111") if focused else QColor("#7a5c00"), 4 if focused else 2))
        self.setScale(1.4 if focused else 1.0)
        self.setTransformOriginPoint(self.rect().center())


class TsuroBoard(BoardView):
    """The view of one Tsuro of the Seas game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: TsuroState | None = None
        self.placing = False
        self.selected_tile: int | None = None
        self.rotation = 0
        self._preview: PreviewItem | None = None
        self._ships: dict[int, QGraphicsPolygonItem] = {}
        self._marks: list[MarkItem] = []
        self._mark_focus = 0
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)   # keyboard play: arrows, R, Enter

    # ------------------------------------------------------------ drawing

    def show_state(self, view: TableView) -> None:
        """Redraw everything from the view's state; offer its legal choices when a human decides now."""
        state: TsuroState = view.state
        legal, interactive = view.legal, view.interactive
        self.state = state
        self.placing = interactive and any(isinstance(a, PlaceTile) for a in legal)
        if not self.placing or self.selected_tile not in state.hands[state.active]:
            self.selected_tile = None
        scene = self.scene()
        self.animations.finish()   # what still moves belongs to the scene about to be cleared
        scene.clear()
        self._preview = None
        size = state.geometry.size
        scene.setSceneRect(0, 0, 2 * MARGIN + size * SQUARE, 2 * MARGIN + size * SQUARE)
        self._draw_sea(state)
        for square, tile in enumerate(state.tiles):
            if tile >= 0:
                scene.addItem(piece_item(tile_pixmap(state.connections[square]), square_rect(size, square)))
        for kaiju, square in enumerate(state.kaiju_square):
            if square >= 0:
                spec = state.data.daikaiju[kaiju]
                kaiju_item = piece_item(daikaiju_pixmap(spec.rotation_number, spec.gold_arrow,
                                                        state.kaiju_facing[kaiju]), square_rect(size, square))
                kaiju_item.setZValue(3)
                kaiju_item.setToolTip((self.tr("Daikaiju {number} (gold arrow)") if spec.gold_arrow else
                                       self.tr("Daikaiju {number}")).format(number=spec.rotation_number))
                scene.addItem(kaiju_item)
        self._draw_ships(state)
        self._marks = []
        if interactive:
            for action in legal:
                if isinstance(action, (ChooseStart, Relocate)):
                    position = state.geometry.start_marks[action.mark]
                    self._marks.append(MarkItem(self, self._point(size, position), action))
                    scene.addItem(self._marks[-1])
        self._mark_focus = min(self._mark_focus, max(0, len(self._marks) - 1))
        if self._marks:
            self._marks[self._mark_focus].set_focused(True)
        self._update_preview()
        self.fit()

    def _draw_sea(self, state: TsuroState) -> None:
        scene = self.scene()
        size = state.geometry.size
        sea = QRectF(MARGIN, MARGIN, size * SQUARE, size * SQUARE)
        scene.addRect(sea.adjusted(-4, -4, 4, 4), QPen(QColor("#2b6f8f"), 3), QBrush(colours.SEA_DEEP))
        grid = QPen(colours.SEA_GRID, 1.2)
        for i in range(1, size):
            scene.addLine(sea.left() + i * SQUARE, sea.top(), sea.left() + i * SQUARE, sea.bottom(), grid)
            scene.addLine(sea.left(), sea.top() + i * SQUARE, sea.right(), sea.top() + i * SQUARE, grid)
        font = QFont()
        font.setBold(True)
        font.setPixelSize(20)
        for die, line in enumerate(state.data.die_to_line, start=1):
            self._label(str(die), QPointF(sea.left() + (line + 0.5) * SQUARE, MARGIN / 2), colours.GOLD, font)
            self._label(str(die), QPointF(MARGIN / 2, sea.top() + (line + 0.5) * SQUARE), colours.BLUE_DIE, font)
        # Square names for the move log ("C4"): letters along the bottom, numbers down the right.
        small = QFont()
        small.setPixelSize(13)
        coords = QColor("#8fb3c7")
        for i in range(size):
            self._label(chr(ord("A") + i), QPointF(sea.left() + (i + 0.5) * SQUARE, sea.bottom() + MARGIN / 2),
                        coords, small)
            self._label(str(i + 1), QPointF(sea.right() + MARGIN / 2, sea.top() + (i + 0.5) * SQUARE), coords, small)
        tick = QPen(QColor("#e8f4fa"), 3, Qt.PenStyle.SolidLine, Qt.PenCapStyle.RoundCap)
        for position in state.geometry.start_marks:
            p = self._point(size, position)
            dx, dy = inward(position & 7)
            scene.addLine(p.x() - dx * 9, p.y() - dy * 9, p.x() - dx * 3, p.y() - dy * 3, tick)

    def _label(self, text: str, centre: QPointF, colour: QColor, font: QFont) -> None:
        item = QGraphicsSimpleTextItem(text)
        item.setFont(font)
        item.setBrush(colour)
        box = item.boundingRect()
        item.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        self.scene().addItem(item)

    def _point(self, size: int, position: int) -> QPointF:
        return point_at(square_rect(size, position >> 3), position & 7)

    def _draw_ships(self, state: TsuroState) -> None:
        self._ships.clear()
        size = state.geometry.size
        for seat in range(state.players):
            position = state.ships[seat]
            if position < 0 or not state.alive[seat]:
                continue
            hull = QGraphicsPolygonItem(ship_polygon(self._point(size, position), inward(position & 7), 30))
            hull.setBrush(colours.player_colour(seat))
            hull.setPen(QPen(QColor("#111111"), 2.2 if seat == state.active else 1.2))
            hull.setZValue(10)
            hull.setToolTip(self.tr("Player {seat}").format(seat=seat + 1))
            self._number(hull, seat)
            self.scene().addItem(hull)
            self._ships[seat] = hull

    @staticmethod
    def _number(hull: QGraphicsPolygonItem, seat: int) -> None:
        """The seat's number on its hull, so ships differ by more than their colour."""
        label = QGraphicsSimpleTextItem(str(seat + 1), hull)
        font = QFont()
        font.setPixelSize(11)
        font.setBold(True)
        label.setFont(font)
        label.setBrush(QColor("#111111") if colours.player_colour(seat).lightness() > 110 else QColor("#ffffff"))
        centre = hull.polygon().boundingRect().center()
        box = label.boundingRect()
        label.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)

    # ------------------------------------------------------------ animation

    def animate(self, events: list[Any]) -> None:
        """Sail each moved ship along its wake (the state already shows where it ends)."""
        if self.state is None:
            return
        steps = [self._sail(self._ships[event.data["seat"]], event.data["path"]) for event in events
                 if event.kind == "ship_sailed" and event.data["seat"] in self._ships]
        self.animations.play([step for step in steps if step is not None])

    def _sail(self, hull: QGraphicsPolygonItem, positions: list[int]) -> Step | None:
        assert self.state is not None
        state = self.state
        size = state.geometry.size
        route = QPainterPath(self._point(size, positions[0]))
        tiles = 0
        for position in positions[:-1]:
            square = position >> 3
            conn = state.connections[square]
            if conn is None:
                break
            add_wake(route, square_rect(size, square), position & 7, conn[position & 7], move=False)
            tiles += 1
        if tiles == 0:
            return None
        end = route.pointAtPercent(1.0)

        def draw(value: float) -> None:
            hull.setPos(route.pointAtPercent(value) - end)

        return Step(tiles, draw)

    # ------------------------------------------------------------ placing a tile

    def select_tile(self, tile: int) -> None:
        if not self.placing:
            return
        self.selected_tile = tile
        self.rotation = 0
        self._update_preview()
        self.setFocus()

    def show_hint(self, action: Any) -> None:
        """Put the suggested move on the board: the tile previewed as suggested, or the mark ringed."""
        if isinstance(action, PlaceTile) and self.placing:
            self.selected_tile = action.tile
            self.rotation = action.rotation
            self._update_preview()
        for item in self.scene().items():
            if isinstance(item, MarkItem) and item.action == action:
                item.setBrush(QBrush(QColor("#7CFC00")))
                item.setToolTip(self.tr("Suggested by the hint"))

    def rotate_preview(self, quarters: int) -> None:
        if self.selected_tile is None:
            return
        self.rotation = (self.rotation + quarters) % 4
        self._update_preview()

    def place_preview(self) -> None:
        if self.selected_tile is not None and self.placing:
            self.actionChosen.emit(PlaceTile(self.selected_tile, self.rotation))

    def _update_preview(self) -> None:
        if self._preview is not None:
            self.scene().removeItem(self._preview)
            self._preview = None
        state = self.state
        if state is None or self.selected_tile is None or not self.placing:
            return
        size = state.geometry.size
        front = state.ships[state.active] >> 3
        action = PlaceTile(self.selected_tile, self.rotation)
        refusal = self.explain(action)
        self._preview = PreviewItem(self, square_rect(size, front), state.data.rotated[action.tile][action.rotation],
                                    refusal is None)
        if refusal is not None:
            self.previewStatus.emit(f"{refusal.rule}: {refusal.message}", False)
        else:
            self.previewStatus.emit(self.tr("Tile {tile} facing {direction}: legal. Double-click it, press Enter or "
                                            "click Place.").format(tile=action.tile,
                                                                   direction=self.tr(ROTATION_NAMES[action.rotation])),
                                    True)
        self.scene().addItem(self._preview)

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
            self._marks[self._mark_focus].set_focused(False)
            self._mark_focus = (self._mark_focus + MARK_STEPS[key]) % len(self._marks)
            self._marks[self._mark_focus].set_focused(True)
            self.ensureVisible(self._marks[self._mark_focus])
        else:
            super().keyPressEvent(event)

    def wheelEvent(self, event: QWheelEvent) -> None:
        if self.selected_tile is not None and not event.modifiers() & Qt.KeyboardModifier.ControlModifier:
            self.rotate_preview(1 if event.angleDelta().y() < 0 else -1)
            event.accept()
        else:
            super().wheelEvent(event)

