"""The Entdecker board: the 10x7 sea with its starting circles, cards, ship and units, the players'
points and gold along its foot, and the human's clicks on it (a starting circle, a discovered
square's circle, where to lay a card).

Like the Tsuro board it only draws the state it is given and emits engine actions; the panel
offers the choices that have no place on the board (declaring, stacks, building, tokens). What a
choice costs comes from the engine (`costs.py`); what just happened is shown from the engine's
events (`moments.py`).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QPointF, QRectF, Qt, Signal
from PySide6.QtGui import (
    QBrush,
    QColor,
    QFont,
    QKeyEvent,
    QMouseEvent,
    QPen,
    QPolygonF,
)
from PySide6.QtWidgets import (
    QGraphicsEllipseItem,
    QGraphicsPathItem,
    QGraphicsPixmapItem,
    QGraphicsPolygonItem,
    QGraphicsRectItem,
    QGraphicsSceneHoverEvent,
    QGraphicsSceneMouseEvent,
    QGraphicsSimpleTextItem,
    QWidget,
)

from ...engine.entdecker.consequences import fee_at
from ...engine.entdecker.state import (
    UNIT_NAMES,
    EntdeckerState,
    Phase,
    Place,
    StartCircle,
    StartSquare,
)
from ..analysis.marks import best_places
from ..analysis.panel import percent
from ..game_ui import TableView
from ..i18n import ruled, translate
from ..widgets import colours
from ..widgets.board_view import BoardView
from ..widgets.plain_text import plain_tip, tip_with_line
from .art import card_pixmap, route_anchor, unit_path
from .costs import WORDS
from .geometry import (
    MARGIN,
    OUT,
    SQUARE,
    STRIP,
    STRIP_MIN_PX,
    STRIP_PX,
    at,
    box_rect,
    circle_at,
    circle_centre,
    seat_rect,
    ship_centre,
    square_at,
    square_rect,
    strip_top,
    unit_centre,
)
from .moments import steps_for

HINT = QColor("#ff4081")
FEE = QColor("#c62828")
CHANCE = QColor(27, 27, 27, 215)   # the analysis's win chance: the hand tiles' and the choices' dark badge
Z_CARD, Z_TARGET, Z_PREVIEW, Z_UNIT, Z_CHOICE, Z_SHIP, Z_BADGE, Z_HINT = 1, 4, 3, 5, 6, 7, 8, 9


def unit_item(kind: int, owner: int) -> QGraphicsPathItem:
    """A unit as the board shows it: its shape (scout, fort, settlement) in its owner's colour."""
    item = QGraphicsPathItem(unit_path(kind, SQUARE * 0.42))
    item.setBrush(colours.player_colour(owner))
    item.setPen(QPen(QColor("#1a1a1a"), 2))
    item.setZValue(Z_UNIT)
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
    """A clickable ring: a starting circle or a discovered square's circle the ship may start on.

    Only the ring is drawn, so a unit standing on the square stays in sight under it; hovering
    says what starting here costs (the engine's fee and what is left to declare)."""

    def __init__(self, board: EntdeckerBoard, centre: QPointF, radius: float, action: Any, tip: str) -> None:
        super().__init__(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius)
        self.board = board
        self.action = action
        self.tip = tip
        self.setPen(QPen(colours.HIGHLIGHT, 3))
        self.setBrush(QBrush(QColor(255, 224, 102, 40)))
        self.setCursor(Qt.CursorShape.PointingHandCursor)
        self.setToolTip(plain_tip(tip))
        self.setZValue(Z_CHOICE)
        self.setAcceptHoverEvents(True)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.actionChosen.emit(self.action)

    def hoverEnterEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.previewStatus.emit(self.tip, True)

    def hoverLeaveEvent(self, event: QGraphicsSceneHoverEvent) -> None:
        self.board.previewStatus.emit("", True)


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
        self.setZValue(Z_TARGET)

    def mousePressEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.try_square(self.square)

    def mouseDoubleClickEvent(self, event: QGraphicsSceneMouseEvent) -> None:
        self.board.place_preview()


class EntdeckerBoard(BoardView):
    """The view of one Entdecker game."""

    hinted = Signal(object)   # every hint's action: the panel says it in words, and marks a stack or a choice

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.state: EntdeckerState | None = None
        self.names: list[str] = []
        self.interactive = False
        self.places: list[Place] = []
        self.preview: Place | None = None
        self._hinted_start: StartCircle | StartSquare | None = None   # ringed by a hint: Enter takes it
        self._preview_item: QGraphicsPixmapItem | None = None
        # What `moments` moves: the pieces as drawn, and where the ship stood before this redraw.
        self.card_items: dict[int, QGraphicsPixmapItem] = {}
        self.unit_items: dict[int, QGraphicsPathItem] = {}
        self.score_items: dict[int, QGraphicsSimpleTextItem] = {}
        self.ship: QGraphicsPolygonItem | None = None
        self.ship_before: QPointF | None = None
        self._chances: dict[Any, float] = {}   # the analysis's, by action, marked where each move acts
        self._chance_items: list[QGraphicsRectItem] = []
        self._legal: list[Any] = []   # the moves the player at the screen may make now (none while others move)

    # ------------------------------------------------------------ drawing

    def show_state(self, view: TableView) -> None:
        state: EntdeckerState = view.state
        legal, interactive = view.legal, view.interactive
        self.ship_before = self.ship.pos() if self.ship is not None else None
        self.state, self.names = state, view.names
        self.interactive = interactive
        placing = bool(self.places)
        self.places = [a for a in legal if isinstance(a, Place)] if interactive else []
        if self.preview not in self.places:
            # Show the drawn card at once where it first fits: the player sees what came up.
            self.preview = self.places[0] if self.places else None
        self.animations.finish()   # what still moves belongs to the scene about to be cleared
        scene = self.scene()
        scene.clear()
        self._preview_item = None
        self._hinted_start = None
        self.card_items, self.unit_items, self.score_items = {}, {}, {}
        self.ship = None
        columns = state.board.columns
        scene.setSceneRect(0, 0, 2 * MARGIN + columns * SQUARE, strip_top(state) + STRIP)
        self._draw_sea(state)
        self._draw_cards(state)
        self._draw_circles(state, legal if interactive else [])
        self._draw_units(state)
        self._draw_ship(state)
        self._draw_strip(state)
        if interactive:
            self._offer_squares(state, legal)
            for square in sorted({p.square for p in self.places}):
                scene.addItem(TargetItem(self, square_rect(state, square), square))
        self._show_preview()
        self._chance_items = []
        self._legal = legal if interactive else []
        self._mark_chances()
        self.fit()
        if self.places and not placing:
            self.setFocus()   # a card to lay: R and Enter work at once, whatever was clicked to draw it

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

    def _draw_cards(self, state: EntdeckerState) -> None:
        scene = self.scene()
        for square, tile in enumerate(state.tiles):
            look = state.looks[square]
            if tile < 0 or look is None:
                continue
            item = scene.addPixmap(card_pixmap(look, state.specs[tile].event))
            item.setTransformationMode(Qt.TransformationMode.SmoothTransformation)
            item.setScale(SQUARE / item.pixmap().width())
            item.setPos(square_rect(state, square).topLeft())
            item.setZValue(Z_CARD)
            self.card_items[square] = item
            if square in state.placed_now:
                frame = QGraphicsRectItem(QRectF(1, 1, item.pixmap().width() - 2, item.pixmap().height() - 2), item)
                frame.setPen(QPen(QColor("#fff3c4"), 2 / item.scale()))

    def _draw_circles(self, state: EntdeckerState, legal: list[Any]) -> None:
        scene = self.scene()
        offered = {a.circle: a for a in legal if isinstance(a, StartCircle)}
        dash = QPen(QColor("#8fc1e3"), 1.5, Qt.PenStyle.DashLine)
        for index, circle in enumerate(state.board.circles):
            centre = circle_centre(state, index)
            edge = square_rect(state, circle.square).center()
            dx, dy = OUT[circle.side]
            scene.addLine(centre.x(), centre.y(), edge.x() + dx * SQUARE / 2, edge.y() + dy * SQUARE / 2, dash)
            radius = MARGIN * 0.22
            scene.addEllipse(centre.x() - radius, centre.y() - radius, 2 * radius, 2 * radius,
                             QPen(QColor("#8fc1e3"), 1.5), QBrush(QColor("#1d5f8a")))
            if index in offered:
                scene.addItem(ChoiceItem(self, centre, radius * 1.35, offered[index],
                                         WORDS.start(state, offered[index], self.names)))

    def _offer_squares(self, state: EntdeckerState, legal: list[Any]) -> None:
        """From round 2 the circles of discovered squares are offered too, each costly one with its fee on a badge."""
        for action in legal:
            if not isinstance(action, StartSquare):
                continue
            look = state.looks[action.square]
            assert look is not None
            centre = at(square_rect(state, action.square), route_anchor(look, action.route))
            text = WORDS.start(state, action, self.names)
            self.scene().addItem(ChoiceItem(self, centre, SQUARE * 0.2, action, text))
            fee = fee_at(state, action.square)
            if fee is not None:
                unit = self.unit_items.get(action.square)
                self._badge(_clear_corner(square_rect(state, action.square), [centre] + ([unit.pos()] if unit else [])),
                            f"−{fee.gold}", text)
                if unit is not None:   # its own tip would hide the ring's under the pointer
                    unit.setToolTip(tip_with_line(unit.toolTip(), text))

    def show_chances(self, chances: dict[Any, float]) -> None:
        """The analysis panel's chances where each move acts: the best few squares the drawn card
        can go on (a square's best turn) and circles to start from (`gui/analysis/marks.py`); the
        panel marks its own choices. Empty takes them off."""
        self._chances = dict(chances)
        for item in self._chance_items:
            self.scene().removeItem(item)
        self._chance_items = []
        self._mark_chances()

    def _mark_chances(self) -> None:
        """Only a legal move's chance is marked: chances kept from a position left behind mark nothing."""
        state = self.state
        if state is None or not self._chances:
            return
        offered = set(self._legal)
        marked = best_places({a: c for a, c in self._chances.items() if a in offered}, _place_of)
        for (kind, index), chance in marked.items():
            if kind == "circle":
                centre = circle_centre(state, index) + QPointF(0, -MARGIN * 0.42)
            else:
                rect = square_rect(state, index)
                centre = QPointF(rect.center().x(), rect.bottom() - SQUARE * 0.14)
            tip = self.tr("Win chance of the best move here, as the analysis found it")
            self._chance_items.append(self._badge(centre, percent(chance), tip, CHANCE))

    def _badge(self, centre: QPointF, label: str, tip: str, fill: QColor = FEE) -> QGraphicsRectItem:
        """A tag on the board: red, what this choice costs beyond the usual; dark, its win chance."""
        text = QGraphicsSimpleTextItem(label)
        font = QFont()
        font.setPixelSize(round(SQUARE * 0.22))
        font.setBold(True)
        text.setFont(font)
        text.setBrush(QColor("#ffffff"))
        box = text.boundingRect()
        tag = QGraphicsRectItem(QRectF(centre.x() - box.width() / 2 - 4, centre.y() - box.height() / 2,
                                       box.width() + 8, box.height()))
        tag.setBrush(fill)
        tag.setPen(QPen(QColor("#ffffff"), 1.5))
        tag.setZValue(Z_BADGE)
        tag.setToolTip(plain_tip(tip))
        text.setParentItem(tag)
        text.setPos(centre.x() - box.width() / 2, centre.y() - box.height() / 2)
        self.scene().addItem(tag)
        return tag

    def _draw_units(self, state: EntdeckerState) -> None:
        for square, owner in enumerate(state.unit_owner):
            if owner < 0 or state.looks[square] is None:
                continue
            item = unit_item(state.unit_kind[square], owner)
            item.setPos(unit_centre(state, square, state.unit_part[square]))
            self.scene().addItem(item)
            self.unit_items[square] = item

    def _draw_ship(self, state: EntdeckerState) -> None:
        centre = ship_centre(state)
        if state.phase == Phase.OVER or centre is None:
            return
        (hull_shape, hull_colour), (sail_shape, sail_colour) = ship_polygons(SQUARE * 0.22)
        hull = QGraphicsPolygonItem(hull_shape)
        sail = QGraphicsPolygonItem(sail_shape, hull)
        for part, colour in ((hull, hull_colour), (sail, sail_colour)):
            part.setPen(QPen(QColor("#222"), 1.5))
            part.setBrush(QBrush(colour))
        hull.setPos(centre)
        hull.setZValue(Z_SHIP)
        hull.setToolTip(self.tr("The ship"))
        self.scene().addItem(hull)
        self.ship = hull

    def _draw_strip(self, state: EntdeckerState) -> None:
        """Each player's points and gold below the board, where scored points fly to, and the box."""
        scene = self.scene()
        for seat in range(state.players):
            rect = seat_rect(state, seat)
            plate = scene.addRect(rect, QPen(colours.player_colour(seat), 2 if seat == state.active else 1),
                                  QBrush(QColor("#0d3550")))
            name = self.names[seat] if seat < len(self.names) else self.tr("Player {seat}").format(seat=seat + 1)
            title = _strip_words(f"{seat + 1} · {name}", plate, colours.player_colour(seat).lighter(130), bold=True)
            title.setPos(rect.left() + 6, rect.top() + 2)
            values = _strip_words("", plate, QColor("#e8f4fa"))
            values.setPos(rect.left() + 6, rect.top() + 2 + title.boundingRect().height())
            self.score_items[seat] = values
            self.show_score(seat, state.score[seat])
        box = box_rect(state)
        tray = scene.addRect(box, QPen(QColor("#5b7f95"), 1), QBrush(QColor("#0a2a40")))
        heading = _strip_words(self.tr("Out of the game"), tray, QColor("#b9d3e6"))
        heading.setPos(box.left() + 6, box.top() + 2)
        count = _strip_words(self.tr("%n cards", "", len(state.boxed)), tray, QColor("#b9d3e6"), bold=True)
        count.setPos(box.left() + 6, box.top() + 2 + heading.boundingRect().height())
        tray.setToolTip(self.tr("Cards that fitted nowhere leave the game"))

    def show_score(self, seat: int, points: int) -> None:
        """A seat's points and gold on the strip (`moments` counts points in as they land)."""
        state, item = self.state, self.score_items.get(seat)
        if state is None or item is None:
            return
        def words(count: int) -> str:
            return self.tr("%n points · {gold} gold", "", count)   # "1 point" in English

        # Sized for the widest it gets, so every seat's line keeps one size as points come in.
        item.setText(words(88).format(gold=state.data.gold_max))
        _fit(item, seat_rect(state, seat).width() - 12)
        item.setText(words(points).format(gold=state.gold[seat]))

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
        """Enter: lay the previewed card, or take the start a hint ringed, as a click on it would."""
        if self.preview is not None:
            self.actionChosen.emit(self.preview)
        elif self._hinted_start is not None:
            self.actionChosen.emit(self._hinted_start)

    def _show_preview(self) -> None:
        if self._preview_item is not None:
            self.scene().removeItem(self._preview_item)
            self._preview_item = None
        state = self.state
        if state is None or self.preview is None or state.drawn < 0:
            return
        look = state.tile_looks[state.drawn][self.preview.quarters]
        item = self.scene().addPixmap(card_pixmap(look, state.specs[state.drawn].event))   # its event mark too
        item.setScale(SQUARE / item.pixmap().width())
        item.setPos(square_rect(state, self.preview.square).topLeft())
        item.setOpacity(0.9)
        item.setZValue(Z_PREVIEW)
        item.setToolTip(self.tr("Click to turn, double-click or press Enter to place"))
        self._preview_item = item
        self.previewStatus.emit(self.tr("Click the card to turn it; double-click or press Enter to place it."), True)

    def show_hint(self, action: Any) -> None:
        """Ring the suggested circle or square on the board; a stack or a button is the panel's to
        mark, and the panel says every hint in words (`hinted`)."""
        state = self.state
        if state is None:
            return
        if isinstance(action, Place):
            self.preview = action
            self._show_preview()
        centre = None
        if isinstance(action, (StartCircle, StartSquare)):
            self._hinted_start = action
        if isinstance(action, StartCircle):
            centre = circle_centre(state, action.circle)
        elif isinstance(action, (StartSquare, Place)):
            centre = square_rect(state, action.square).center()
        if centre is not None:
            ring = self.scene().addEllipse(centre.x() - SQUARE * 0.4, centre.y() - SQUARE * 0.4, SQUARE * 0.8,
                                           SQUARE * 0.8, QPen(HINT, 4))
            ring.setZValue(Z_HINT)
            ring.setToolTip(self.tr("Suggested by the hint"))
        self.hinted.emit(action)

    def animate(self, events: list[Any]) -> None:
        """Show what the events did, one moment after another (`moments.py`)."""
        if self.state is not None:
            self.animations.play(steps_for(self, events))

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """A click that no offered choice took is explained: which rule rules that spot out."""
        super().mousePressEvent(event)
        if not event.isAccepted() and self.interactive and self.state is not None:
            action = self._action_at(self.mapToScene(event.position().toPoint()))
            refusal = self.explain(action) if action is not None else None
            if refusal is not None:
                self.previewStatus.emit(ruled(refusal.rule, refusal.message), False)

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


def _place_of(action: Any) -> tuple[str, int] | None:
    """Where a move acts on the board: the square a card goes on or a ship starts from, or a
    starting circle (None: a choice on the panel)."""
    if isinstance(action, StartCircle):
        return ("circle", action.circle)
    if isinstance(action, (Place, StartSquare)):
        return ("square", action.square)
    return None


def _clear_corner(rect: QRectF, taken: list[QPointF]) -> QPointF:
    """The corner of a square farthest from what is drawn there (the ring, the unit): a badge
    put there hides neither."""
    inset = SQUARE * 0.2
    corners = [QPointF(x, y) for x in (rect.left() + inset, rect.right() - inset)
               for y in (rect.top() + inset, rect.bottom() - inset)]
    return max(corners, key=lambda c: min((c.x() - p.x()) ** 2 + (c.y() - p.y()) ** 2 for p in taken))


def _strip_words(text: str, parent: QGraphicsRectItem, colour: QColor, bold: bool = False) -> QGraphicsSimpleTextItem:
    item = QGraphicsSimpleTextItem(text, parent)
    font = QFont()
    font.setPixelSize(STRIP_PX)
    font.setBold(bold)
    item.setFont(font)
    item.setBrush(colour)
    _fit(item, parent.rect().width() - 12)
    return item


def _fit(item: QGraphicsSimpleTextItem, width: float) -> None:
    """Make a strip label fit its place: a smaller font down to STRIP_MIN_PX, then "…" (four
    players' names and points share the width of the board)."""
    font = item.font()
    font.setPixelSize(STRIP_PX)
    item.setFont(font)
    while item.boundingRect().width() > width and font.pixelSize() > STRIP_MIN_PX:
        font.setPixelSize(font.pixelSize() - 1)
        item.setFont(font)
    text = item.text()
    while item.boundingRect().width() > width and len(text) > 2:
        text = text[:-1]
        item.setText(text.rstrip() + "…")
