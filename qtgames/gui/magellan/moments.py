"""What the Magellan board shows for a moment after a move, made from the engine's events: the
card turned up, who bought it and with which gold cards, the ship sailing to its field, vetoes,
the gold Vasco da Gama draws, the card slid under a Magellan card, James Cook's shown or stolen
gold, Marco Polo's exchange, the end of a phase and Pizarro's plunder.

Each moment is a `Step` of the board's one animation queue (`widgets/animation.py`), drawn from
how it was to the state the board already shows. What the cards show is public: an event carries
a card's value only where the table sees it (a payment, shown gold); drawn cards stay face down.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QPointF
from PySide6.QtGui import QPixmap

from ...engine.core import Event
from ...engine.magellan.events import explorer_name
from ..i18n import QT_TRANSLATE_NOOP, translate
from ..widgets import colours
from ..widgets.animation import Step, together
from ..widgets.event_card import EventCard, card_step, fade
from ..widgets.move_log import with_names
from .art import explorer_face, gold_back_pixmap, gold_card_pixmap
from .geometry import field_rect, plate_rect

if TYPE_CHECKING:
    from ...engine.magellan.state import MagellanState
    from .board import MagellanBoard

TITLES = {   # context "MagellanMoments"; an explorer's own action is titled with the explorer's name
    "veto": QT_TRANSLATE_NOOP("MagellanMoments", "Veto!"),
    "unsold": QT_TRANSLATE_NOOP("MagellanMoments", "Nobody bids"),
    "sold": QT_TRANSLATE_NOOP("MagellanMoments", "Sold"),
    "paid": QT_TRANSLATE_NOOP("MagellanMoments", "Paid"),
    "phase_over": QT_TRANSLATE_NOOP("MagellanMoments", "End of the phase"),
    "plunder_end": QT_TRANSLATE_NOOP("MagellanMoments", "Plunder"),
}
# The events a field's action makes: titled with the explorer whose field it is.
FIELD_ACTIONS = ("shows_gold", "stolen", "drew_gold", "veto_gained", "under", "exchanged", "kept", "plundered")
# What the end of a phase tells, on one card: new gold, money bags, shown gold back, ships boxed.
PHASE_END = ("phase_over", "gold_back", "ships_boxed", "new_deck", "basic_gold", "money_bags", "reshuffled")
SHIP_BEATS, PULSE_BEATS = 2.0, 1.5
CARD_PX = 44


def steps_for(board: MagellanBoard, events: list[Event]) -> list[Step]:
    """One step per moment worth showing, in the order they happened."""
    steps: list[Step] = []
    told: list[Event] = []   # a purchase and its payment, or a phase's end: told on one card
    for event in events:
        kind = event.kind
        if told and _same_card(told, kind):
            told.append(event)
            continue
        if told:
            steps.append(_card(board, told))
            told = []
        if kind == "turned_up":
            steps.append(_pulse(board, event.data["explorer"]))
        elif kind == "ship":
            steps.append(_sail(board, event.data))
        elif kind in TITLES or kind in FIELD_ACTIONS:
            told = [event]
    if told:
        steps.append(_card(board, told))
    return steps


def _same_card(told: list[Event], kind: str) -> bool:
    """Whether an event joins the card being made: a payment its purchase, a phase's news its end."""
    first = told[0].kind
    return (first == "sold" and kind == "paid") or (first == "phase_over" and kind in PHASE_END[1:])


def _card(board: MagellanBoard, told: list[Event]) -> Step:
    """The events' sentences on one card over the board, with the cards they moved."""
    state = board.state
    assert state is not None
    first = told[0]
    explorer = first.data.get("explorer", -1)
    if first.kind in FIELD_ACTIONS and explorer >= 0:
        title = explorer_name(explorer, state.data)
    else:
        title = translate("MagellanMoments", TITLES[first.kind])
    text = "\n".join(with_names(event.text, board.names) for event in told)
    pictures = [picture for event in told for picture in _pictures(state, event)]
    card = EventCard(title, text, first.rule, pictures,
                     colours.player_colour(first.data["player"]) if "player" in first.data else colours.HIGHLIGHT)
    moments = [card_step(board.scene(), card, board.mapToScene(board.viewport().rect().center()))]
    if explorer >= 0:
        moments.append(_pulse(board, explorer))
    return together(*moments)


def _pictures(state: MagellanState, event: Event) -> list[QPixmap]:
    """The cards an event moved, as everybody at the table sees them."""
    data, kind = event.data, event.kind
    crowns = state.data.crowns
    if kind in ("paid", "shows_gold", "exchanged"):
        faces = [gold_card_pixmap(value, crowns[value], CARD_PX) for value in data["cards"]]
        return faces + [gold_back_pixmap(CARD_PX)] * data.get("drawn", 0)
    if kind in ("stolen", "plundered"):
        return [gold_card_pixmap(data["card"], crowns[data["card"]], CARD_PX)]
    if kind == "under":
        card = data["card"]   # side B: one of the paid cards, face up; side A: face down
        return [gold_card_pixmap(card, crowns[card], CARD_PX) if card is not None else gold_back_pixmap(CARD_PX)]
    if kind == "drew_gold":
        return [gold_back_pixmap(CARD_PX)] * data["count"]
    if kind in ("sold", "unsold", "veto"):
        explorer = data["explorer"]
        return [explorer_face(explorer, len(state.fields), explorer_name(explorer, state.data), CARD_PX)]
    return []


def _pulse(board: MagellanBoard, explorer: int) -> Step:
    """The explorer's name plate flashes: its card is turned up, or something happens on its fields."""
    plate = board.plates.get(explorer)
    if plate is None:
        return Step(0, lambda t: None)
    glow = board.scene().addRect(plate.rect().adjusted(-3, -3, 3, 3), colours.HIGHLIGHT)
    glow.setPen(colours.HIGHLIGHT)
    glow.setZValue(4)

    def done() -> None:
        if glow.scene() is not None:
            glow.scene().removeItem(glow)

    return Step(PULSE_BEATS, lambda t: glow.setOpacity(0.8 * fade(t)), done)


def _sail(board: MagellanBoard, data: dict[str, Any]) -> Step:
    """The ship sails in from the explorer's plate (phase I) or on from the field before."""
    state = board.state
    assert state is not None
    explorer, field, seat = data["explorer"], data["field"], data["player"]
    ships = [item for item in board.ships
             if (item.seat, item.explorer, item.field, item.half) == (seat, explorer, field, data["half"])]
    if not ships:
        return Step(0, lambda t: None)
    ship = ships[0]
    end = ship.pos()
    origin = plate_rect(state, explorer) if field == 0 else field_rect(state, explorer, field - 1)
    start = QPointF(origin.center().x(), end.y())

    def draw(t: float) -> None:
        ship.setPos(start + (end - start) * (t * (2 - t)))   # easing out: it comes alongside

    return Step(SHIP_BEATS, draw)
