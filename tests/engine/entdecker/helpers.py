"""Hand-made Entdecker positions for the rule tests: cards put where a test needs them."""

from __future__ import annotations

from qtgames.engine.core import Event, get_game
from qtgames.engine.entdecker.data import load_data
from qtgames.engine.entdecker.moves import legal_actions
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.engine.entdecker.state import (  # noqa: F401  (re-exported for tests)
    Declare,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Place,
    StartCircle,
)

GAME = get_game("entdecker")
DATA = load_data()


def fresh(players: int = 2, seed: int = 1, **options: object) -> EntdeckerState:
    return GAME.new_state(players, EntdeckerOptions(**options), seed)  # type: ignore[arg-type]


def sq(state: EntdeckerState, name: str) -> int:
    return next(s for s in range(state.board.squares) if state.board.square_name(s) == name)


def circle_above(state: EntdeckerState, name: str) -> int:
    """The starting circle on the north side of a top-row square."""
    square = sq(state, name)
    return next(i for i, c in enumerate(state.board.circles) if c.square == square and c.side == 0)


def take(state: EntdeckerState, shape: str, event: str | None = None) -> int:
    """Remove a card of that shape (and event) from the stacks, keeping every card in one place;
    solid land is only in reserve pile 6 (no draw card is all land), so it comes from there."""
    for pile in state.stacks + state.reserve:
        for tile in pile:
            spec = state.specs[tile]
            if spec.shape == shape and spec.event == event:
                pile.remove(tile)
                return tile
    raise LookupError(f"no {shape} card with event {event} left in the stacks or reserve piles")


def put(state: EntdeckerState, name: str, shape: str, quarters: int = 0, event: str | None = None) -> int:
    """Lay a card from the stacks on a square, as if discovered earlier."""
    tile = take(state, shape, event)
    square = sq(state, name)
    state.tiles[square], state.quarters[square] = tile, quarters
    state.looks[square] = state.tile_looks[tile][quarters]
    state.legal_cache = state.shore_starts = state.open_circles = None   # what the engine keeps is worked out anew
    return tile


def lay(state: EntdeckerState, name: str, shape: str, quarters: int = 0) -> int:
    """Lay a card as if discovered earlier in this turn: a hole it makes is filled at the turn's
    end (EN-X7). (A hole beside cards `put` there "earlier" would have been filled back then.)"""
    tile = put(state, name, shape, quarters)
    state.placed_now.append(sq(state, name))
    return tile


def on_top(state: EntdeckerState, shape: str, event: str | None = None, stack: int = 0) -> int:
    tile = take(state, shape, event)
    state.stacks[stack].append(tile)
    state.legal_cache = None
    return tile


def unit(state: EntdeckerState, name: str, owner: int, kind: int, part: int = 0) -> None:
    square = sq(state, name)
    state.unit_owner[square], state.unit_kind[square], state.unit_part[square] = owner, kind, part
    state.supply[owner][kind] -= 1
    state.legal_cache = None


def play(state: EntdeckerState, *actions: EntdeckerAction) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(GAME.apply(state, action))
    return events


def draw_and_place(state: EntdeckerState, stack: int = 0, choose: Place | None = None) -> list[Event]:
    """Draw from a stack and, if the card fits in several ways, place it as asked (else the first way)."""
    events = play(state, Draw(stack))
    if state.phase == Phase.PLACE:
        events += play(state, choose or legal_actions(state)[0])
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def quiet_turn(state: EntdeckerState, start: EntdeckerAction | None = None) -> list[Event]:
    """A turn that changes nothing a test looks at: one open-sea card turned over (EN-X5 asks for
    one) beside the first free starting circle, or `start`, and the turn ended."""
    seat = state.active
    on_top(state, "open_sea")
    events = play(state, start or legal_actions(state)[0], Declare(1))
    events += draw_and_place(state)
    if state.active == seat and state.phase == Phase.EXPLORE:
        events += play(state, EndTurn())
    return events
