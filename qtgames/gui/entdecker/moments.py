"""What the Entdecker board shows for a moment after a move, made from the engine's events: the
card laid and the ship sailing onto it, an event's card over the board (storm, pirates, gold,
natives, ruins), a card that fits nowhere shown face up on its way to the box, a dead end, gold
paid, and an island outlined while its points fly to the players' scores.

Each moment is a `Step` of the board's one animation queue (`widgets/animation.py`): the board
already shows the state after the move, and every step draws from how it was to that state.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QBrush, QColor, QFont, QPainterPath, QPen, QPixmap
from PySide6.QtWidgets import QGraphicsSimpleTextItem

from ...engine.core import Event
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets import colours
from ..widgets.animation import Step, together
from ..widgets.event_card import CARD_BEATS, EventCard, card_step, fade
from ..widgets.move_log import with_names
from .art import card_pixmap, token_pixmap
from .geometry import SQUARE, box_rect, seat_rect, ship_centre, square_rect

if TYPE_CHECKING:
    from ...engine.entdecker.state import EntdeckerState
    from .board import EntdeckerBoard

# The card's title per event kind (context "EntdeckerMoments"); its words are the engine's sentence.
TITLES = {
    "storm": QT_TRANSLATE_NOOP("EntdeckerMoments", "Storm"),
    "pirates": QT_TRANSLATE_NOOP("EntdeckerMoments", "Pirates"),
    "gold": QT_TRANSLATE_NOOP("EntdeckerMoments", "Gold"),
    "ruins": QT_TRANSLATE_NOOP("EntdeckerMoments", "Ruins"),
    "hostile": QT_TRANSLATE_NOOP("EntdeckerMoments", "Hostile natives"),
    "friendly": QT_TRANSLATE_NOOP("EntdeckerMoments", "Friendly natives"),
    "friendly_no_tokens": QT_TRANSLATE_NOOP("EntdeckerMoments", "Friendly natives"),
    "native_token": QT_TRANSLATE_NOOP("EntdeckerMoments", "A gift of the natives"),
    "no_way_on": QT_TRANSLATE_NOOP("EntdeckerMoments", "Dead end"),
    "unplayable": QT_TRANSLATE_NOOP("EntdeckerMoments", "The card fits nowhere"),
    "to_reserve": QT_TRANSLATE_NOOP("EntdeckerMoments", "The card fits nowhere"),
    "last_card": QT_TRANSLATE_NOOP("EntdeckerMoments", "The last card"),
    "cannot_pay": QT_TRANSLATE_NOOP("EntdeckerMoments", "No gold for a card"),
    "discovery": QT_TRANSLATE_NOOP("EntdeckerMoments", "A discovery"),
}
BAD = {"storm", "pirates", "no_way_on", "unplayable", "to_reserve", "cannot_pay"}   # framed in red
GAIN, LOSS = QColor("#ffe066"), QColor("#ff8a80")
SAIL_BEATS, APPEAR_BEATS, FLY_BEATS = 1.5, 1.0, 4.0


def steps_for(board: EntdeckerBoard, events: list[Event]) -> list[Step]:
    """One step per event worth showing, in the order they happened."""
    state = board.state
    assert state is not None
    scores = _scores_before(state, events)
    steps: list[Step] = []
    here = state.ship_square   # the card the last event happened on
    for event in events:
        kind, data = event.kind, event.data
        if kind == "placed":
            here = data["square"]
            steps.append(together(_appear(board, here), _sail(board)))
        elif kind in ("filled", "made_tile"):
            steps.append(_appear(board, data["square"]))
        elif kind in ("start_fee", "built"):
            square = data["square"]
            paid = data["fee"] if kind == "start_fee" else data["cost"]
            moves = [_fly(board, square_rect(state, square).center(), data["player"], f"−{paid}", LOSS)]
            if kind == "built" and square in board.unit_items:   # not if its island was scored at once
                moves.append(_fade_in(board.unit_items[square]))
            steps.append(together(*moves))
        elif kind == "island_scored":
            steps.append(_island(board, data, scores))
        elif kind in TITLES:
            steps.append(_card(board, event, here, scores))
            if kind == "unplayable":
                steps.append(_to_box(board, data["tile"], data["squares"]))
    return steps


def _scores_before(state: EntdeckerState, events: list[Event]) -> list[int]:
    """Each seat's points before these events: the state's, less what they gained."""
    scores = list(state.score)
    for seat, gained in _gains(events):
        scores[seat] -= gained
    return scores


def _gains(events: list[Event]) -> list[tuple[int, int]]:
    found = []
    for event in events:
        if event.kind == "island_scored":
            found += list(event.data["points"].items())
        elif event.kind in ("ruins", "token_bonus"):
            found.append((event.data["player"], event.data["points"]))
    return found


def _appear(board: EntdeckerBoard, square: int) -> Step:
    """A card comes up on its square."""
    item = board.card_items.get(square)
    return _fade_in(item) if item is not None else Step(0, lambda t: None)


def _fade_in(item: Any) -> Step:
    return Step(APPEAR_BEATS, lambda t: item.setOpacity(t))


def _sail(board: EntdeckerBoard) -> Step:
    """The ship from where it stood to the card it sails onto."""
    ship, before, state = board.ship, board.ship_before, board.state
    after = ship_centre(state) if state is not None else None
    if ship is None or before is None or after is None:
        return Step(0, lambda t: None)

    def draw(t: float) -> None:
        ship.setPos(before + (after - before) * t)

    return Step(SAIL_BEATS, draw)


def _fly(board: EntdeckerBoard, start: QPointF, seat: int, text: str, colour: QColor,
         arrived: Callable[[bool], None] | None = None) -> Step:
    """A number flies from `start` to the seat's place on the strip; `arrived(True)` once it is there."""
    state = board.state
    assert state is not None
    label = QGraphicsSimpleTextItem(text)
    font = QFont()
    font.setPixelSize(round(SQUARE * 0.34))
    font.setBold(True)
    label.setFont(font)
    label.setBrush(colours.player_colour(seat) if colour is GAIN else colour)
    label.setPen(QPen(QColor("#10202b"), 1.5))
    label.setZValue(20)
    box = label.boundingRect()
    start = start - QPointF(box.width() / 2, box.height() / 2)
    target = seat_rect(state, seat).center() - QPointF(box.width() / 2, box.height() / 2)
    scene = board.scene()

    def draw(t: float) -> None:
        if label.scene() is None:
            scene.addItem(label)
        label.setPos(start + (target - start) * (t * t))
        label.setOpacity(fade(min(1.0, 0.5 + t / 2)) if t > 0 else 0.0)
        if arrived is not None:
            arrived(t >= 1.0)

    def done() -> None:
        if label.scene() is not None:
            label.scene().removeItem(label)

    return Step(FLY_BEATS, draw, done)


def _points_to(board: EntdeckerBoard, start: QPointF, seat: int, gained: int, scores: list[int]) -> Step:
    """Points fly to a seat's score, which counts them when they land."""
    before = scores[seat]
    scores[seat] += gained
    after = scores[seat]
    return _fly(board, start, seat, f"+{gained}", GAIN, lambda there: board.show_score(seat, after if there else before))


def _to_box(board: EntdeckerBoard, tile: int, squares: list[int]) -> Step:
    """The card that fitted nowhere goes from beside the ship into the box on the strip."""
    state = board.state
    assert state is not None
    item = board.scene().addPixmap(card_pixmap(state.tile_looks[tile][0], state.specs[tile].event))
    full = SQUARE / item.pixmap().width()
    item.setZValue(20)
    start = square_rect(state, squares[0]).topLeft() if squares else box_rect(state).topLeft()
    end = box_rect(state).center()

    def draw(t: float) -> None:
        item.setScale(full * (1.0 - 0.6 * t))
        item.setPos(start + (end - start) * t)
        item.setOpacity(0.0 if t == 0.0 else 1.0 - 0.5 * t)

    def done() -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)

    return Step(SAIL_BEATS, draw, done)


def _outline(board: EntdeckerBoard, squares: list[int], colour: QColor, beats: float) -> Step:
    """The squares an event concerns, outlined while it is told."""
    state = board.state
    assert state is not None
    path = QPainterPath()
    for square in squares:
        path.addRect(square_rect(state, square))
    fill = QColor(colour)
    fill.setAlpha(60)
    item = board.scene().addPath(path.simplified(), QPen(colour, 5), QBrush(fill))
    item.setZValue(9)

    def done() -> None:
        if item.scene() is not None:
            item.scene().removeItem(item)

    return Step(beats, lambda t: item.setOpacity(fade(t)), done)


def _island(board: EntdeckerBoard, data: dict[str, Any], scores: list[int]) -> Step:
    """A scored island lights up and each player's points fly to their score."""
    state = board.state
    assert state is not None
    squares = data["squares"]
    path = QPainterPath()
    for square in squares:
        path.addRect(square_rect(state, square))
    centre = path.boundingRect().center()
    ranked = sorted(data["points"].items(), key=lambda kv: -kv[1])
    flights = [_points_to(board, centre + QPointF(rank * SQUARE * 0.7, 0), seat, gained, scores)
               for rank, (seat, gained) in enumerate(ranked)]
    return together(_outline(board, squares, colours.HIGHLIGHT, FLY_BEATS), *flights)


def _card(board: EntdeckerBoard, event: Event, here: int, scores: list[int]) -> Step:
    """An event's card over the board with the engine's sentence and rule; its square outlined,
    and what it gave or took flying to the player's place on the strip."""
    state = board.state
    assert state is not None
    kind, data = event.kind, event.data
    squares = _where(event, here)
    accent = colours.ILLEGAL.lighter(150) if kind in BAD else colours.HIGHLIGHT
    card = EventCard(translate("EntdeckerMoments", TITLES[kind]), with_names(event.text, board.names), event.rule,
                     _pictures(state, event, here), accent)
    middle = board.mapToScene(board.viewport().rect().center())
    moves = [card_step(board.scene(), card, middle)]
    if squares:
        moves.append(_outline(board, squares, QColor(accent), CARD_BEATS))
    spot = square_rect(state, squares[0]).center() if squares else middle
    if kind == "pirates":
        moves.append(_fly(board, spot, data["player"], f"−{data['loss']}", LOSS))
    elif kind == "gold":
        moves.append(_fly(board, spot, data["player"], f"+{data['gain']}", GAIN))
    elif kind == "ruins":
        moves.append(_points_to(board, spot, data["player"], data["points"], scores))
    return together(*moves)


def _where(event: Event, here: int) -> list[int]:
    """The squares an event happened on: those a card was tried on, the ship's at a dead end, or
    the card just laid (an event printed on it); none for what concerns the whole table."""
    if "squares" in event.data:
        return list(event.data["squares"])
    if "square" in event.data:
        return [event.data["square"]]
    if event.kind in ("last_card", "cannot_pay", "discovery") or here < 0:
        return []
    return [here]


def _pictures(state: EntdeckerState, event: Event, here: int) -> list[QPixmap]:
    """The card the event is about, face up (the one that fit nowhere, or the one it is printed
    on), or the token it gave."""
    data = event.data
    if "tile" in data:
        tile = data["tile"]
        return [card_pixmap(state.tile_looks[tile][0], state.specs[tile].event)]
    if event.kind in ("discovery", "native_token"):
        return [token_pixmap(state.data.tokens[data["token"]].value)]
    look = state.looks[here] if here >= 0 else None
    if look is None or event.kind in ("last_card", "cannot_pay"):
        return []
    return [card_pixmap(look, state.specs[state.tiles[here]].event)]
