"""The turn of Entdecker: setup and what each action sets off.

Every state change cites its rule in an event; every refusal is a `RuleViolation` with the
rule's ID (`refusals.py`). Chance (shuffles, the spinner) comes only from `state.rng`.
"""

from __future__ import annotations

from typing import cast

from ..core.rng import Rng
from ..core.rules import Event, make_event
from .board import board as make_board
from .consequences import fee_at
from .data import EntdeckerData
from .moves import build_cost, discover, entries, entry_side, explore_actions, placements
from .options import EntdeckerOptions
from .state import (
    SCOUT,
    UNIT_NAMES,
    Build,
    Declare,
    DeclineToken,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Place,
    PlayPersonal,
    Recall,
    StartCircle,
    StartSquare,
    TakeToken,
)
from .tiles import look_table
from .turn_end import end_turn, enter_start, income, score_islands

# ---------------------------------------------------------------- setup (EN-C, EN-R1)


def new_game(data: EntdeckerData, players: int, options: EntdeckerOptions, seed: int) -> EntdeckerState:
    rng = Rng(seed)
    draw = data.draw_tiles()
    personal: list[list[int]] = [[] for _ in range(players)]
    if options.personal_tiles:
        for hand in personal:
            for shape in data.personal_shapes:
                tile = _personal_tile(data, draw, shape)
                draw.remove(tile)
                hand.append(tile)
    rng.shuffle(draw)
    stacks = deal(draw, data.stacks)
    tokens = list(range(len(data.tokens)))
    rng.shuffle(tokens)
    squares = data.columns * data.rows
    state = EntdeckerState(
        data, make_board(data.columns, data.rows), options, players, rng,
        specs=list(data.tiles), tile_looks=list(look_table(data.tiles)),
        tiles=[-1] * squares, quarters=[0] * squares, looks=[None] * squares, stacks=stacks,
        reserve=[data.reserve_tiles(klass) for klass in range(1, 7)], boxed=[],
        token_piles=deal(tokens, data.token_piles), tokens=[[] for _ in range(players)],
        gold=[data.gold_start] * players, score=[0] * players,
        supply=[[data.unit_count[name] for name in UNIT_NAMES] for _ in range(players)],
        personal=personal, unit_owner=[-1] * squares, unit_kind=[0] * squares, unit_part=[0] * squares,
    )
    events = [make_event("setup", "EN-C2", stacks=[len(s) for s in stacks], personal=options.personal_tiles)]
    income(state, events)
    enter_start(state, events)
    state.setup_events = events
    return state


def _personal_tile(data: EntdeckerData, draw: list[int], shape: str) -> int:
    """Ruling EN-V4: a plain draw tile of that shape, else a plain one of the same kind of edges."""
    klass = next(t.klass for t in data.tiles if t.shape == shape)
    plain = [t for t in draw if data.tiles[t].back == "plain"]
    for found in ([t for t in plain if data.tiles[t].shape == shape], [t for t in plain if data.tiles[t].klass == klass]):
        if found:
            return found[0]
    raise ValueError(f"no plain draw tile left for a personal {shape} tile")


def deal(items: list[int], piles: int) -> list[list[int]]:
    """Split into `piles` parts as equal as possible, the larger ones first (19, 19, 19, 19, 18)."""
    size, extra = divmod(len(items), piles)
    out, start = [], 0
    for i in range(piles):
        end = start + size + (1 if i < extra else 0)
        out.append(items[start:end])
        start = end
    return out


# ---------------------------------------------------------------- applying actions


def apply(state: EntdeckerState, action: EntdeckerAction) -> list[Event]:
    """Carry out an action already found legal (`refusals.check`)."""
    state.legal_cache = None
    events: list[Event] = []
    # A chain of isinstance tests, the commonest first: compiled, each is a native type check and
    # each handler a C call, where a table of handlers by class called them through Python's
    # protocol (issue 36).
    if isinstance(action, Draw):
        _draw(state, action, events)
    elif isinstance(action, Place):
        _place_drawn(state, action, events)
    elif isinstance(action, EndTurn):
        _end_turn(state, action, events)
    elif isinstance(action, Declare):
        _declare(state, action, events)
    elif isinstance(action, StartCircle):
        _start_on_circle(state, action, events)
    elif isinstance(action, StartSquare):
        _start_on_square(state, action, events)
    elif isinstance(action, Build):
        _build(state, action, events)
    elif isinstance(action, Recall):
        _recall(state, action, events)
    elif isinstance(action, TakeToken):
        _take(state, action, events)
    elif isinstance(action, DeclineToken):
        _decline(state, action, events)
    elif isinstance(action, PlayPersonal):
        _play_personal(state, action, events)
    else:
        raise TypeError(f"not an Entdecker action: {action!r}")
    return events


def _start_on_circle(state: EntdeckerState, action: StartCircle, events: list[Event]) -> None:
    state.ship_circle, state.ship_square, state.ship_route = action.circle, -1, -1
    state.start_square = -1
    state.phase = Phase.DECLARE
    events.append(make_event("start_circle", "EN-X1", player=state.active, circle=action.circle,
                             square=state.board.circles[action.circle].square))


def _declare(state: EntdeckerState, action: Declare, events: list[Event]) -> None:
    seat = state.active
    state.gold[seat] -= action.amount
    state.budget = action.amount
    state.phase = Phase.EXPLORE
    rule = "EN-V2" if state.options.personal_tiles else "EN-X3"
    events.append(make_event("declared", rule, player=seat, amount=action.amount, gold=state.options.personal_tiles))
    _continue(state, events)


def _draw(state: EntdeckerState, action: Draw, events: list[Event]) -> None:
    tile = state.stacks[action.stack].pop()
    state.budget -= 1
    state.explored = True
    events.append(make_event("turned_over", "EN-X4a", player=state.active, stack=action.stack, tile=tile))
    if not state.stacks[action.stack] and state.cards_left() == 0:    # (counted when this stack ran out)
        state.last_card = True
        events.append(make_event("last_card", "EN-G2"))
    _drawn(state, tile, False, events)


def _play_personal(state: EntdeckerState, action: PlayPersonal, events: list[Event]) -> None:
    seat = state.active
    state.personal[seat].remove(action.tile)
    state.budget -= 2
    state.personal_played = True
    state.explored = True
    events.append(make_event("personal", "EN-V3", player=seat, tile=action.tile))
    _drawn(state, action.tile, True, events)


def _place_drawn(state: EntdeckerState, action: Place, events: list[Event]) -> None:
    tile, personal = state.drawn, state.drawn_personal
    state.drawn = -1
    _place(state, tile, action, personal, events)


def _recall(state: EntdeckerState, action: Recall, events: list[Event]) -> None:
    state.unit_owner[action.square] = -1
    state.supply[state.active][SCOUT] += 1
    events.append(make_event("recalled", "EN-B4", player=state.active, square=action.square))


def _end_turn(state: EntdeckerState, _action: EndTurn, events: list[Event]) -> None:
    events.append(make_event("stopped", "EN-X5", player=state.active, unused=state.budget))
    end_turn(state, events)


def _take(state: EntdeckerState, action: TakeToken, events: list[Event]) -> None:
    _take_token(state, action.pile, events)


def _decline(state: EntdeckerState, _action: DeclineToken, events: list[Event]) -> None:
    events.append(make_event("declined_token", "EN-E3", player=state.active))
    _continue(state, events)


def _start_on_square(state: EntdeckerState, action: StartSquare, events: list[Event]) -> None:
    seat = state.active
    fee = fee_at(state, action.square)
    if fee is not None:
        state.gold[seat] -= fee.gold
        if fee.to_owner:
            state.gold[fee.owner] = min(state.data.gold_max, state.gold[fee.owner] + fee.gold)
        events.append(make_event("start_fee", fee.rule, player=seat, fee=fee.gold, owner=fee.owner, unit=fee.unit,
                                 to_owner=fee.to_owner, square=action.square))
    state.ship_circle, state.ship_square, state.ship_route = -1, action.square, action.route
    state.start_square = action.square
    state.phase = Phase.DECLARE
    events.append(make_event("start_square", "EN-X1", player=seat, square=action.square))


def _drawn(state: EntdeckerState, tile: int, personal: bool, events: list[Event]) -> None:
    """EN-X4b-d: a card that fits goes next to the ship; one that fits nowhere leaves the game."""
    ways = entries(state)
    spots = placements(state, tile, ways)
    if not spots:
        spec = state.specs[tile]
        tried = [square for square, _ in ways]   # where the board shows it did not fit
        if state.options.unplayable_to_reserve and spec.event is None:
            state.reserve[spec.klass - 1].append(tile)
            events.append(make_event("to_reserve", "EN-X4c'", tile=tile, pile=spec.klass, squares=tried))
        else:
            state.boxed.append(tile)
            events.append(make_event("unplayable", "EN-X4c", tile=tile, event=spec.event, squares=tried))
        _continue(state, events, ways)
    elif len(spots) == 1:
        _place(state, tile, spots[0], personal, events)
    else:
        state.drawn, state.drawn_personal = tile, personal
        state.phase = Phase.PLACE
        state.legal_cache = cast(list[EntdeckerAction], spots)   # the choices: these ways to lay it


def _place(state: EntdeckerState, tile: int, place: Place, personal: bool, events: list[Event]) -> None:
    square = place.square
    entry = entry_side(state, square)
    discover(state, square, tile, place.quarters)
    look = state.tile_looks[tile][place.quarters]
    state.placed_now.append(square)
    state.ship_circle, state.ship_square, state.ship_route = -1, square, look.side_route[entry]
    events.append(make_event("placed", "EN-X4d", player=state.active, tile=tile, square=square,
                             quarters=place.quarters))
    event = state.specs[tile].event
    if event is None or personal or _event(state, event, events):
        _continue(state, events)


def _event(state: EntdeckerState, event: str, events: list[Event]) -> bool:
    """EN-E1..E6, carried out after the card is placed; False when the draw loop does not go on."""
    seat = state.active
    if event == "storm":
        state.storm = True
        events.append(make_event("storm", "EN-E1", player=seat))
        end_turn(state, events)
        return False
    if event == "hostile_natives":
        events.append(make_event("hostile", "EN-E2", player=seat))
    elif event == "friendly_natives":
        if any(state.token_piles):
            state.phase = Phase.NATIVES
            events.append(make_event("friendly", "EN-E3", player=seat))
            return False
        else:
            events.append(make_event("friendly_no_tokens", "EN-E3", player=seat))
    elif event == "pirates":
        loss = (state.gold[seat] + 1) // 2
        state.gold[seat] -= loss
        events.append(make_event("pirates", "EN-E4", player=seat, loss=loss))
    elif event == "ruins":
        state.score[seat] += 3
        events.append(make_event("ruins", "EN-E5", player=seat, points=3))
    elif event == "gold":
        gain = min(3, state.data.gold_max - state.gold[seat])
        state.gold[seat] += gain
        events.append(make_event("gold", "EN-E6", player=seat, gain=gain))
    return True


def _continue(state: EntdeckerState, events: list[Event], ways: list[tuple[int, int]] | None = None) -> None:
    """Back to the draw loop; the turn ends by itself when nothing is left to choose (EN-X6, EN-D5).
    `ways`: `entries`, if known (the ship has not moved since)."""
    state.phase = Phase.EXPLORE
    if state.last_card and not state.options.finish_last_turn:
        end_turn(state, events)
        return
    may_draw = state.budget > 0 and not state.last_card
    if not may_draw:
        ways = []
    elif ways is None:
        ways = entries(state)
    state.legal_cache = explore_actions(state, ways)
    if may_draw and not ways:
        # EN-X6: said when it happens, whether or not a unit may still be built here (EN-B1).
        events.append(make_event("no_way_on", "EN-X6", player=state.active, unused=state.budget,
                                 gold=state.options.personal_tiles, square=state.ship_square,
                                 build=bool(state.legal_cache)))
    if not state.legal_cache:
        state.legal_cache = None
        end_turn(state, events)


def _build(state: EntdeckerState, action: Build, events: list[Event]) -> None:
    seat, square = state.active, state.ship_square
    cost = build_cost(state, action.kind, square)
    assert cost is not None
    state.gold[seat] -= cost
    state.supply[seat][action.kind] -= 1
    state.unit_owner[square], state.unit_kind[square], state.unit_part[square] = seat, action.kind, action.part
    events.append(make_event("built", "EN-B1", player=seat, unit=action.kind, square=square, part=action.part,
                             cost=cost))
    end_turn(state, events)


def _take_token(state: EntdeckerState, pile: int, events: list[Event]) -> None:
    token = state.token_piles[pile].pop()
    value = state.data.tokens[token].value
    if state.phase == Phase.NATIVES:
        state.tokens[state.active].append(token)
        events.append(make_event("native_token", "EN-E3", player=state.active, token=token, pile=pile))
        _continue(state, events)
        return
    seat = state.token_queue.pop(0)
    state.tokens[seat].append(token)
    state.island_tokens.append(value)
    events.append(make_event("discovery", "EN-I3", player=seat, token=token, pile=pile, value=value))
    score_islands(state, events)

