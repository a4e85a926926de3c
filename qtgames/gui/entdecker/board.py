"""The Entdecker board: the 10x7 sea with its starting circles, cards, ship and units, and
the human's clicks on it (a starting circle, a discovered square's circle, where to lay a card).

Like the Tsuro board it only draws the state it is given and emits engine actions; the panel
offers the choices that have no place on the board (declaring, stacks, building, tokens).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QEasingCurve, QPointF, QRectF, Qt, QVariantAnimation
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPainterPath,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsRectItem,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine.entdecker.state import (
    UNIT_NAMES,
    EntdeckerState,
    Phase,
    Place,
    StartCircle,
    StartSquare,
)
from ..game_ui import TableView
from ..i18n import translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from .art import card_pixmap, part_anchor, route_anchor, unit_path

SQUARE = 72.0
MARGIN = 44.0
_OUT = ((0.0, -1.0), (1.0, 0.0), (0.0, 1.0), (-1.0, 0.0))   # outward from each side


def square_rect(state: EntdeckerState, square: int) -> QRectF:
    row, col = divmod(square, state.board.columns)
    return QRectF(MARGIN + col * SQUARE, MARGIN + row * SQUARE, SQUARE, SQUARE)


def circle_centre(state: EntdeckerState, circle: int) -> QPointF:
    spec = state.board.circles[circle]
    centre = square_rect(state, spec.square).center()
    dx, dy = _OUT[spec.side]
    return QPointF(centre.x() + dx * (SQUARE / 2 + MARGIN * 0.45), centre.y() + dy * (SQUARE / 2 + MARGIN * 0.45))


def at(rect: QRectF, xy: tuple[float, float]) -> QPointF:
    return QPointF(rect.left() + xy[0] * rect.width(), rect.top() + xy[1] * rect.height())


def square_at(state: EntdeckerState, point: QPointF) -> int | None:
    """The square under a scene point, or None off the sea."""
    columns, rows = state.board.columns, state.board.rows
    col, row = int((point.x() - MARGIN) // SQUARE), int((point.y() - MARGIN) // SQUARE)
    return row * columns + col if 0 <= col < columns and 0 <= row < rows else None


def circle_at(state: EntdeckerState, point: QPointF) -> int | None:
    """The starting circle under a scene point (a little beyond its ring, for a finger's slack), or None."""
    for index in range(len(state.board.circles)):
        centre = circle_centre(state, index)
        if (centre.x() - point.x()) ** 2 + (centre.y() - point.y()) ** 2 <= (MARGIN * 0.3) ** 2:
            return index
    return None


def unit_centre(state: EntdeckerState, square: int, part: int) -> QPointF:
    """Where a unit on land part `part` of `square` stands; the square's middle where the card has no
    such part (an editor shows a misplaced unit there)."""
    rect = square_rect(state, square)
    look = state.looks[square]
    if look is None or part >= len(look.parts):
        return rect.center()
    return at(rect, part_anchor(look, part))


def ship_centre(state: EntdeckerState) -> QPointF | None:
    """Where the ship is drawn: on its starting circle or its card's sea route; None off the board."""
    if state.ship_circle >= 0:
        return circle_centre(state, state.ship_circle)
    look = state.looks[state.ship_square] if state.ship_square >= 0 else None
    if look is None:
        return None
    return at(square_rect(state, state.ship_square), route_anchor(look, state.ship_route))


def unit_item(kind: int, owner: int) -> QGraphicsPathItem:
    """A unit as the board shows it: its shape (scout, fort, settlement) in its owner's colour."""
    item = QGraphicsPathItem(unit_path(kind, SQUARE * 0.42))
    item.setBrush(colours.player_colour(owner))
    item.setPen(QPen(QColor("#1a1a1a"), 2))
    item.setZValue(5)
    item.setToolTip(translate("EntdeckerBoard", "{unit} of player {seat}").format(
        unit=translate("Unit", UNIT_NAMES[kind]).capitalize(), seat=owner + 1))
    return item


def ship_polygons(size: float) -> list[tuple[QPolygonF, QColor]]:
    """The ship's hull and sail around (0, 0), `size` half a hull wide, with their colours."""
    s = size
    hull = QPolygonF([QPointF(-s, 0), QPointF(s, 0), QPointF(s * 0.6, s * 0.45), QPointF(-s * 0.6, s * 0.45)])
    sail = QPolygonF([QPointF(-s * 0.1, -s * 0.05), QPointF(-s * 0.1, -s * 1.1), QPointF(s * 0.7, -s * 0.05)])
    return [(hull, QColor("#6d4c41")), (sail, QColor("#fafafa"))]


class ChoiceItem(QGraphicsEllipseItem):
    """A clickable ring: a starting circle or a discovered square's circle the ship may start on."""

    def __init__(self, board: EntdeckerBoard, centre: QPointF, radius: float, action: Any, tip: str) -> None:
        super().__init__(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        self.board = board
        self.action = action
        self.setPen(QPen(colours.HIGHLIGHT, 3))
        self.setBrush(QBrush(QColor(255, 224, 102, 90)))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(tip)
        self.setZValue(6)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.actionChosen.emit(self.action)


class TargetItem(QGraphicsRectItem):
    """A square the drawn card can go on: click to preview it there, click again to turn it."""

    def __init__(self, board: EntdeckerBoard, rect: QRectF, square: int) -> None:
        super().__init__(rect.adjusted(3, 3, -3, -3))
        self.board = board
        self.square = square
        pen = QPen(colours.HIGHLIGHT, 3, Qt.PenStyle.DashLine)
        self.setPen(pen)
        self.setBrush(QBrush(QColor(255, 224, 102, 50)))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(translate("EntdeckerBoard", "The card fits here: click to try it, click again to turn it, "
                                                   "double-click to place"))
        self.setZValue(4)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.try_square(self.square)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.place_preview()


class EntdeckerBoard(BoardView):
    """The view of one Entdecker game."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._animations: list[QVariantAnimation] = []
        self.state: EntdeckerState | None = None
        self.interactive = False
        self.places: list[Place] = []
        self.preview: Place | None = None
        self._preview_item: QGraphicsPixmapItem | None = None

    # ------------------------------------------------------------ drawing

    def show_state(self, view: TableView) -> None:
        state: EntdeckerState = view.state
        legal, interactive = view.legal, view.interactive
        self.state = state
        self.interactive = interactive
        self.places = [a for a in legal if isinstance(a, Place)] if interactive else []
        if self.preview not in self.places:
            # Show the drawn card at once where it first fits: the player sees what came up.
            self.preview = self.places[0] if self.places else None
        scene = self.scene()
        for animation in self._animations:
            animation.stop()
            animation.deleteLater()   # a child of the board: kept, every move's animation would stay one
        self._animations.clear()
        scene.clear()
        self._preview_item = None
        columns, rows = state.board.columns, state.board.rows
        scene.setSceneRect(0, 0, 2 * MARGIN + columns * SQUARE, 2 * MARGIN + rows * SQUARE)
        self._draw_sea(state)
        for square, tile in enumerate(state.tiles):
            look = state.looks[square]
            if tile >= 0 and look is not None:
                item = scene.addPixmap(card_pixmap(look, state.specs[tile].event))
                item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
                item.setScale(SQUARE / item.pixmap().width())
                item.setPos(square_rect(state, square).topLeft())
                if square in state.placed_now:
                    frame = scene.addRect(square_rect(state, square).adjusted(1, 1, -1, -1),
                                          QPen(QColor("#fff3c4"), 2))
                    frame.setZValue(2)
        self._draw_circles(state, legal if interactive else [])
        self._draw_units(state)
        self._draw_ship(state)
        if interactive:
            for action in legal:
                if isinstance(action, StartSquare):
                    look = state.looks[action.square]
                    assert look is not None
                    centre = at(square_rect(state, action.square), route_anchor(look, action.route))
                    scene.addItem(ChoiceItem(self, centre, SQUARE * 0.16, action, self.tr("Start the ship here")))
            for square in sorted({p.square for p in self.places}):
                scene.addItem(TargetItem(self, square_rect(state, square), square))
        self._show_preview()
        self.fit()

    def _draw_sea(self, state: EntdeckerState) -> None:
        scene = self.scene()
        columns, rows = state.board.columns, state.board.rows
        sea = QRectF(MARGIN, MARGIN, columns * SQUARE, rows * SQUARE)
        scene.addRect(sea, QPen(Qt.PenStyle.NoPen), QBrush(colours.SEA_DEEP))
        grid = QPen(colours.SEA_GRID, 1)
        for c in range(columns + 1):
            scene.addLine(MARGIN + c * SQUARE, MARGIN, MARGIN + c * SQUARE, MARGIN + rows * SQUARE, grid)
        for r in range(rows + 1):
            scene.addLine(MARGIN, MARGIN + r * SQUARE, MARGIN + columns * SQUARE, MARGIN + r * SQUARE, grid)
        font = QFont()
        font.setPointSizeF(9)
        for square in range(state.board.squares):
            if state.tiles[square] < 0:
                label = QGraphicsSimpleTextItem(state.board.square_name(square))
                label.setFont(font)
                label.setBrush(QColor("#4f7f9c"))
                rect = square_rect(state, square)
                label.setPos(rect.left() + 4, rect.top() + 3)
                scene.addItem(label)

    def _draw_circles(self, state: EntdeckerState, legal: list[Any]) -> None:
        scene = self.scene()
        offered = {a.circle: a for a in legal if isinstance(a, StartCircle)}
        dash = QPen(QColor("#8fc1e3"), 1.5, Qt.PenStyle.DashLine)
        for index, circle in enumerate(state.board.circles):
            centre = circle_centre(state, index)
            edge = square_rect(state, circle.square).center()
            dx, dy = _OUT[circle.side]
            scene.addLine(centre.x(), centre.y(), edge.x() + dx * SQUARE / 2, edge.y() + dy * SQUARE / 2, dash)
            radius = MARGIN * 0.22
            scene.addEllipse(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius,
                             QPen(QColor("#8fc1e3"), 1.5), QBrush(QColor("#1d5f8a")))
            if index in offered:
                scene.addItem(ChoiceItem(self, centre, radius * 1.35, offered[index],
                                         self.tr("Start the ship here, beside {square}").format(
                                             square=state.board.square_name(circle.square))))

    def _draw_units(self, state: EntdeckerState) -> None:
        for square, owner in enumerate(state.unit_owner):
            if owner < 0 or state.looks[square] is None:
                continue
            item = unit_item(state.unit_kind[square], owner)
            item.setPos(unit_centre(state, square, state.unit_part[square]))
            self.scene().addItem(item)

    def _draw_ship(self, state: EntdeckerState) -> None:
        centre = ship_centre(state)
        if state.phase == Phase.OVER or centre is None:
            return
        for polygon, colour in ship_polygons(SQUARE * 0.22):
            item = self.scene().addPolygon(polygon, QPen(QColor("#222"), 1.5), QBrush(colour))
            item.setPos(centre)
            item.setZValue(7)
            item.setToolTip(self.tr("The ship"))

    # ------------------------------------------------------------ placing a drawn card

    def try_square(self, square: int) -> None:
        """First click on a square previews the card there; further clicks turn it (legal ways only)."""
        ways = [p for p in self.places if p.square == square]
        if not ways:
            return
        if self.preview in ways:
            self.preview = ways[(ways.index(self.preview) + 1) % len(ways)]
        else:
            self.preview = ways[0]
        self._show_preview()

    def rotate_preview(self) -> None:
        if self.preview is not None:
            self.try_square(self.preview.square)

    def place_preview(self) -> None:
        if self.preview is not None:
            self.actionChosen.emit(self.preview)

    def _show_preview(self) -> None:
        if self._preview_item is not None:
            self.scene().removeItem(self._preview_item)
            self._preview_item = None
        state = self.state
        if state is None or self.preview is None or state.drawn < 0:
            return
        look = state.tile_looks[state.drawn][self.preview.quarters]
        item = self.scene().addPixmap(card_pixmap(look, None))
        item.setScale(SQUARE / item.pixmap().width())
        item.setPos(square_rect(state, self.preview.square).topLeft())
        item.setOpacity(0.9)
        item.setZValue(3)
        item.setToolTip(self.tr("Click to turn, double-click or press Enter to place"))
        self._preview_item = item
        self.previewStatus.emit(self.tr("Click the card to turn it; double-click or press Enter to place it."), True)

    def show_hint(self, action: Any) -> None:
        state = self.state
        if state is None:
            return
        if isinstance(action, Place):
            self.preview = action
            self._show_preview()
        centre = None
        if isinstance(action, StartCircle):
            centre = circle_centre(state, action.circle)
        elif isinstance(action, (StartSquare, Place)):
            centre = square_rect(state, action.square).center()
        if centre is not None:
            ring = self.scene().addEllipse(centre.x() - SQUARE * 0.4, centre.y() - SQUARE * 0.4, SQUARE * 0.8,
                                           SQUARE * 0.8, QPen(QColor("#ff4081"), 4))
            ring.setZValue(8)
            ring.setToolTip(self.tr("Suggested by the hint"))

    def animate(self, events: list[Any]) -> None:
        """Light up each island as it is scored and fly its points off towards the score track.

        The redraw already shows the result; this only makes a scoring impossible to miss.
        """
        if self.state is None or self.animation_ms_per_tile <= 0:
            return
        for event in events:
            if event.kind == "island_scored":
                self._celebrate(event.data["squares"], event.data["points"])

    def _celebrate(self, squares: list[int], points: dict[int, int]) -> None:
        assert self.state is not None
        state, scene = self.state, self.scene()
        glow = QPainterPath()
        for square in squares:
            glow.addRect(square_rect(state, square))
        outline = scene.addPath(glow.simplified(), QPen(colours.HIGHLIGHT, 5), QBrush(QColor(255, 224, 102, 70)))
        outline.setZValue(9)
        centre = glow.boundingRect().center()
        target = QPointF(scene.sceneRect().right(), scene.sceneRect().top())   # the panel's score list
        labels = []
        font = QFont()
        font.setPointSizeF(SQUARE * 0.3)
        font.setBold(True)
        for rank, (seat, gained) in enumerate(sorted(points.items(), key=lambda kv: -kv[1])):
            label = QGraphicsSimpleTextItem(f"+{gained}")
            label.setFont(font)
            label.setBrush(colours.player_colour(seat))
            label.setPen(QPen(QColor("#fff8e1"), 2))
            label.setZValue(10)
            scene.addItem(label)
            labels.append((label, QPointF(centre.x() + rank * SQUARE * 0.7, centre.y())))
        animation = QVariantAnimation(self)
        animation.setDuration(self.animation_ms_per_tile * 4)
        animation.setStartValue(0.0)
        animation.setEndValue(1.0)
        animation.setEasingCurve(QEasingCurve.Type.InCubic)

        def step(value: float) -> None:
            outline.setOpacity(1.0 - value)
            for label, start in labels:
                label.setPos(start + (target - start) * value)
                label.setOpacity(1.0 - 0.6 * value)

        def done() -> None:
            for item in [outline, *(label for label, _ in labels)]:
                scene.removeItem(item)

        animation.valueChanged.connect(step)
        animation.finished.connect(done)
        step(0.0)
        animation.start()
        self._animations.append(animation)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click that no offered choice took is explained: which rule rules that spot out."""
        super().mousePressEvent(event)
        if not event.isAccepted() and self.interactive and self.state is not None:
            action = self._action_at(self.mapToScene(event.position().toPoint()))
            refusal = self.explain(action) if action is not None else None
            if refusal is not None:
                self.previewStatus.emit(f"{refusal.rule}: {refusal.message}", False)

    def _action_at(self, point: QPointF) -> Any:
        """What a click at `point` would ask for in the current phase (None: nothing there)."""
        state = self.state
        assert state is not None
        circle = circle_at(state, point) if state.phase == Phase.START else None
        if circle is not None:
            return StartCircle(circle)
        square = square_at(state, point)
        if square is None:
            return None
        if state.phase == Phase.PLACE:
            return Place(square, 0)
        if state.phase == Phase.START:
            return StartSquare(square, 0)
        return None

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            self.place_preview()
        elif event.key() == Qt.Key.Key_R:
            self.rotate_preview()
        else:
            super().keyPressEvent(event)

