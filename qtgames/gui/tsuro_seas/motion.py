"""What a Tsuro of the Seas move looks like: the engine's events as animation steps on the board
that already shows the state after them (`widgets/animation.py`).

Ships glide along the wakes their `ship_sailed` event followed; a placed tile fades in; daikaiju
drop in, walk, turn, leave or are destroyed; a removed tile fades out; a ship that goes out sinks
and the board says why. Pieces the state no longer shows (a sunk ship, a removed tile, a daikaiju
gone) are drawn for their steps and taken away by the step in which they disappear.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF
from PySide6.QtWidgets import QGraphicsItem, QGraphicsPixmapItem, QGraphicsScene

from ...engine.core import Event
from ...engine.tsuro_seas.routes import legs
from ...engine.tsuro_seas.state import TsuroState
from ..widgets.animation import Step
from .art import daikaiju_pixmap, tile_pixmap
from .layout import HullItem, about_centre, piece_item, square_rect
from .routes import legs_path

# Beats (the board's pace unit: one wake tile sailed) each kind of step takes.
FADE_IN = 0.4
TURN = 0.6
DROP = 0.8
FADE_OUT = 0.8
KAIJU_Z = 3
TILE_Z = 1


@dataclass
class Drawn:
    """The pieces the board drew for the state after the move, by seat, daikaiju and square."""

    hulls: dict[int, HullItem] = field(default_factory=dict)
    kaiju: dict[int, QGraphicsPixmapItem] = field(default_factory=dict)
    tiles: dict[int, QGraphicsPixmapItem] = field(default_factory=dict)


class MoveScript:
    """Turns one action's events into steps over the pieces the board drew."""

    def __init__(self, scene: QGraphicsScene, state: TsuroState, names: list[str], drawn: Drawn,
                 notify: Callable[[str], None]) -> None:
        self.scene, self.state, self.names, self.notify = scene, state, names, notify
        self.size = state.geometry.size
        self.drawn = Drawn(dict(drawn.hulls), dict(drawn.kaiju), dict(drawn.tiles))
        self._extra: set[QGraphicsItem] = set()   # drawn for the steps only

    def steps(self, events: list[Event], told: Callable[[Event], str]) -> list[Step]:
        """The steps of `events`, in order; `told` gives an event's sentence as the log shows it
        ("" for one told elsewhere, on a card)."""
        makers: dict[str, Callable[[Event], Step | None]] = {
            "tile_placed": self._tile_placed, "ship_sailed": self._sailed, "kaiju_placed": self._kaiju_placed,
            "kaiju_moved": self._kaiju_moved, "kaiju_turned": self._kaiju_turned, "tile_removed": self._tile_removed,
            "kaiju_left_board": self._kaiju_gone, "kaiju_destroyed": self._kaiju_gone,
            "ship_out": lambda event: self._sunk(event, told(event)),
            "ship_destroyed": lambda event: self._sunk(event, told(event)),
        }
        steps = []
        for event in events:
            maker = makers.get(event.kind)
            step = maker(event) if maker is not None else None
            if step is not None:
                steps.append(step)
        return steps

    # ------------------------------------------------------------ pieces drawn for the steps

    def _extra_piece(self, item: QGraphicsItem) -> None:
        self.scene.addItem(item)
        self._extra.add(item)

    def _take_away(self, item: QGraphicsItem) -> Callable[[], None]:
        """The clean-up of the step in which `item` disappears: away with it if drawn for the steps."""
        def done() -> None:
            if item in self._extra and item.scene() is self.scene:
                self.scene.removeItem(item)
        return done

    def _hull(self, seat: int, position: int) -> HullItem:
        """The seat's drawn ship, or one drawn at `position` for a ship the state no longer shows."""
        if seat not in self.drawn.hulls:
            self.drawn.hulls[seat] = HullItem(self.size, position, seat, self.names[seat] if seat < len(self.names)
                                              else "")
            self._extra_piece(self.drawn.hulls[seat])
        return self.drawn.hulls[seat]

    def _kaiju_item(self, kaiju: int, square: int) -> QGraphicsPixmapItem:
        if kaiju not in self.drawn.kaiju:
            spec = self.state.data.daikaiju[kaiju]
            pixmap = daikaiju_pixmap(spec.rotation_number, spec.gold_arrow, self.state.kaiju_facing[kaiju])
            self.drawn.kaiju[kaiju] = piece_item(pixmap, square_rect(self.size, square))
            self.drawn.kaiju[kaiju].setZValue(KAIJU_Z)
            self._extra_piece(self.drawn.kaiju[kaiju])
        return self.drawn.kaiju[kaiju]

    # ------------------------------------------------------------ one step per event kind

    def _tile_placed(self, event: Event) -> Step | None:
        item = self.drawn.tiles.get(event.data["square"])
        return None if item is None else Step(FADE_IN, item.setOpacity)   # None: removed in this move

    def _sailed(self, event: Event) -> Step:
        path = event.data["path"]
        hull = self._hull(event.data["seat"], path[0])
        route = legs_path(self.size, legs(path))

        def draw(t: float) -> None:
            hull.sail_to(route.pointAtPercent(t), route.angleAtPercent(t))

        return Step(len(path) - 1, draw)

    def _sunk(self, event: Event, sentence: str) -> Step:
        """A ship going out sinks where it is, and the board says why (the engine's sentence), unless
        a card says it."""
        seat = event.data["seat"]
        hull = self._hull(seat, self.state.ships[seat])
        told = [False]

        def draw(t: float) -> None:
            hull.setOpacity(1.0 - t)
            if t > 0 and not told[0]:
                told[0] = True
                if sentence:
                    self.notify(sentence)

        return Step(FADE_OUT, draw, self._take_away(hull))

    def _kaiju_placed(self, event: Event) -> Step:
        item = self._kaiju_item(event.data["kaiju"], event.data["square"])
        corner = square_rect(self.size, event.data["square"]).topLeft()

        def draw(t: float) -> None:
            item.setPos(corner)
            item.setOpacity(t)
            about_centre(item, size=1.8 - 0.8 * t)

        return Step(DROP, draw)

    def _kaiju_moved(self, event: Event) -> Step:
        item = self._kaiju_item(event.data["kaiju"], event.data["square"])
        start = square_rect(self.size, event.data["square"]).topLeft()
        end = square_rect(self.size, event.data["target"]).topLeft()

        def draw(t: float) -> None:
            item.setPos(QPointF(start.x() + (end.x() - start.x()) * t, start.y() + (end.y() - start.y()) * t))

        return Step(1, draw)

    def _kaiju_turned(self, event: Event) -> Step:
        """A quarter turn clockwise, drawn by turning the picture of the facing the state shows."""
        item = self._kaiju_item(event.data["kaiju"], event.data["square"])
        after = (event.data["facing"] - self.state.kaiju_facing[event.data["kaiju"]]) * 90.0

        def draw(t: float) -> None:
            about_centre(item, angle=after - 90.0 * (1.0 - t))

        return Step(TURN, draw)

    def _kaiju_gone(self, event: Event) -> Step:
        """A daikaiju leaving the board or destroyed by another fades where it stood."""
        item = self._kaiju_item(event.data["kaiju"], event.data["square"])
        return Step(FADE_OUT, lambda t: item.setOpacity(1.0 - t), self._take_away(item))

    def _tile_removed(self, event: Event) -> Step:
        connections = self.state.data.rotated[event.data["tile"]][event.data["rotation"]]
        item = piece_item(tile_pixmap(connections), square_rect(self.size, event.data["square"]))
        item.setZValue(TILE_Z)
        self._extra_piece(item)
        return Step(FADE_OUT, lambda t: item.setOpacity(1.0 - t), self._take_away(item))
