"""Why an action is refused: the rule's ID and a sentence a player can act on.

Legality itself is `moves.legal_actions`; this module only explains a refusal (and lists the
actions worth explaining, for rulings), so it may take its time.
"""

from __future__ import annotations

from typing import Final

from ..core.messages import Text
from ..core.rules import RuleViolation, offered
from .moves import build_cost, entries, fits, legal_actions, placements, start_fee
from .state import (
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

_EXPECTED: Final[dict[Phase, tuple[type, ...]]] = {
    Phase.START: (StartCircle, StartSquare, Recall),
    Phase.DECLARE: (Declare,),
    Phase.EXPLORE: (Draw, PlayPersonal, Build, Recall, EndTurn),
    Phase.PLACE: (Place,),
    Phase.NATIVES: (TakeToken, DeclineToken),
    Phase.TOKEN: (TakeToken,),
}
_NOW: Final = {
    Phase.START: ("EN-X1", Text("entdecker-circle-first")),
    Phase.DECLARE: ("EN-X3", Text("entdecker-declare-first")),
    Phase.EXPLORE: ("EN-X4", Text("entdecker-explore-now")),
    Phase.PLACE: ("EN-X4b", Text("entdecker-place-first")),
    Phase.NATIVES: ("EN-E3", Text("entdecker-natives-first")),
    Phase.TOKEN: ("EN-I3", Text("entdecker-token-first")),
}


def check(state: EntdeckerState, action: EntdeckerAction) -> None:
    """Raise `RuleViolation` unless the action is legal now."""
    legal = state.legal_cache
    if not offered(action, legal if legal is not None else legal_actions(state)):
        raise RuleViolation(*refusal(state, action))


def candidate_actions(state: EntdeckerState) -> list[EntdeckerAction]:
    """The legal actions, then the ones a player might try that the rules refuse.

    Bounded by the board, not by play: every circle and every sea route of every discovered
    card to start from, scouts (and other units) to take back, every amount up to the gold
    limit, every stack and every personal tile, every unit on every land part of the ship's card,
    every undiscovered square beside the ship in every turn of the card, every token pile."""
    legal = legal_actions(state)
    phase = state.phase
    tried: list[EntdeckerAction] = []
    units: list[EntdeckerAction] = [Recall(sq) for sq, owner in enumerate(state.unit_owner) if owner >= 0]
    if phase == Phase.START:
        tried += [StartCircle(i) for i in range(len(state.board.circles))]
        tried += [StartSquare(sq, route) for sq, look in enumerate(state.looks) if look is not None
                  for route in range(max(1, len(look.routes)))]
        tried += units
    elif phase == Phase.DECLARE:
        tried += [Declare(amount) for amount in range(state.data.gold_max + 1)]
    elif phase == Phase.EXPLORE:
        tried += [Draw(stack) for stack in range(len(state.stacks))]
        tried += [PlayPersonal(tile) for hand in state.personal for tile in hand]
        look = state.looks[state.ship_square] if state.ship_square >= 0 else None
        parts = len(look.parts) if look is not None else 0
        tried += [Build(kind, part) for kind in range(len(UNIT_NAMES)) for part in range(max(1, parts))]
        tried += [*units, EndTurn()]
    elif phase == Phase.PLACE:
        tried += [Place(sq, quarters) for sq in _beside_ship(state) for quarters in range(4)]
    elif phase in (Phase.NATIVES, Phase.TOKEN):
        tried += [*(TakeToken(pile) for pile in range(len(state.token_piles))), DeclineToken()]
    known = set(legal)
    return legal + [action for action in dict.fromkeys(tried) if action not in known]


def _beside_ship(state: EntdeckerState) -> list[int]:
    """The undiscovered squares next to the ship, joined to it by a dashed line or not."""
    if state.ship_circle >= 0:
        square = state.board.circles[state.ship_circle].square
        return [square] if state.tiles[square] < 0 else []
    if state.ship_square < 0:
        return []
    around = state.board.neighbour[state.ship_square * 4:state.ship_square * 4 + 4]
    return [sq for sq in around if sq >= 0 and state.tiles[sq] < 0]


def refusal(state: EntdeckerState, action: EntdeckerAction) -> tuple[str, Text]:
    phase = state.phase
    if phase == Phase.OVER:
        return "EN-G4", Text("entdecker-game-over")
    if not isinstance(action, _EXPECTED[phase]):
        return _NOW[phase]
    if isinstance(action, StartCircle):
        return _start_circle(state, action)
    if isinstance(action, StartSquare):
        return _start_square(state, action)
    if isinstance(action, Declare):
        return _declare(state, action)
    if isinstance(action, Draw | PlayPersonal):
        return _draw(state, action)
    if isinstance(action, Place):
        return _place(state, action)
    if isinstance(action, Build):
        return _build(state, action)
    if isinstance(action, Recall):
        return _recall(state, action)
    if isinstance(action, TakeToken):
        return "EN-E3" if phase == Phase.NATIVES else "EN-I3", Text("entdecker-no-token-pile")
    if isinstance(action, EndTurn) and phase == Phase.EXPLORE:
        return "EN-X5", Text("entdecker-turn-one-over")
    return _NOW[phase]


def _recall(state: EntdeckerState, action: Recall) -> tuple[str, Text]:
    """EN-B4: only scouts come back at any time, and only one's own."""
    owner = state.unit_owner[action.square] if 0 <= action.square < state.board.squares else -1
    if owner < 0:
        return "EN-B4", Text("entdecker-nothing-to-recall")
    if owner != state.active:
        return "EN-B4", Text("entdecker-recall-own")
    return "EN-B4", Text("entdecker-recall-scouts")


def _start_circle(state: EntdeckerState, action: StartCircle) -> tuple[str, Text]:
    circles = state.board.circles
    if not 0 <= action.circle < len(circles):
        return "EN-X1", Text("entdecker-no-circle", circle=action.circle, last=len(circles) - 1)
    if state.tiles[circles[action.circle].square] >= 0:
        return "EN-X1", Text("entdecker-circle-discovered")
    return "EN-X3", Text("entdecker-cannot-pay")


def _start_square(state: EntdeckerState, action: StartSquare) -> tuple[str, Text]:
    if state.round == 1:
        return "EN-X1", Text("entdecker-first-round-circles")
    look = state.looks[action.square] if 0 <= action.square < len(state.looks) else None
    if look is None or not 0 <= action.route < len(look.routes):
        return "EN-X1", Text("entdecker-start-on-route")
    fee = start_fee(state, action.square)
    if fee + 1 > state.gold[state.active]:
        unit = UNIT_NAMES[state.unit_kind[action.square]]
        return "EN-X2", Text("entdecker-start-fee", unit=unit, fee=fee, need=fee + 1)
    return "EN-X1", Text("entdecker-no-free-line")


def _declare(state: EntdeckerState, action: Declare) -> tuple[str, Text]:
    rule = "EN-V2" if state.options.personal_tiles else "EN-X3"
    if action.amount < 1:
        return rule, Text("entdecker-declare-one")
    if action.amount > state.gold[state.active]:
        return rule, Text("entdecker-declare-gold", gold=state.gold[state.active])
    left = state.cards_left()
    return rule, Text("entdecker-declare-cards", left=left)


def _draw(state: EntdeckerState, action: Draw | PlayPersonal) -> tuple[str, Text]:
    if state.last_card:
        return "EN-G2", Text("entdecker-cards-out")
    if not entries(state):
        return "EN-X6", Text("entdecker-exploring-over")
    if isinstance(action, Draw):
        if state.budget < 1:
            return "EN-X5", Text("entdecker-all-turned")
        return "EN-X4a", Text("entdecker-no-stack")
    if not state.options.personal_tiles:
        return "EN-V", Text("entdecker-no-personal-tiles")
    if state.personal_played:
        return "EN-V3", Text("entdecker-one-personal")
    if state.budget < 2:
        return "EN-V3", Text("entdecker-personal-cost")
    if action.tile not in state.personal[state.active]:
        return "EN-V1", Text("entdecker-not-your-tile")
    return "EN-X4b", Text("entdecker-tile-fits-nowhere")


def _place(state: EntdeckerState, action: Place) -> tuple[str, Text]:
    entry = dict(entries(state)).get(action.square)
    if entry is None:
        return "EN-X4b", Text("entdecker-place-beside")
    if placements(state, state.drawn) and not 0 <= action.quarters < 4:
        return "EN-X4b", Text("entdecker-quarter-turns")
    if fits(state, state.drawn, action.quarters, action.square, entry):
        return "EN-X4b", Text("entdecker-same-turn")
    return "EN-X4b", Text("entdecker-sides-match")


def _build(state: EntdeckerState, action: Build) -> tuple[str, Text]:
    square = state.ship_square
    if state.storm:
        return "EN-E1", Text("entdecker-storm-no-building")
    if square < 0 or square not in state.placed_now:
        return "EN-B1", Text("entdecker-build-here")
    look = state.looks[square]
    assert look is not None
    if not look.parts:
        if any(placed.parts for placed in (state.looks[sq] for sq in state.placed_now) if placed is not None):
            return "EN-B5", Text("entdecker-sailed-on")
        return "EN-B1", Text("entdecker-build-on-land")
    if not 0 <= action.part < len(look.parts) or not 0 <= action.kind < 3:
        return "EN-B3", Text("entdecker-build-what")
    if state.unit_owner[square] >= 0:
        return "EN-B2", Text("entdecker-one-unit")
    unit = UNIT_NAMES[action.kind]
    if state.supply[state.active][action.kind] == 0:
        return "EN-C5", Text("entdecker-no-unit", unit=unit)
    cost = build_cost(state, action.kind, square)
    if cost is None:
        return "EN-E2", Text("entdecker-no-settlement")
    # Hostile natives set the price (EN-E2: double, or 12 for a settlement by the option).
    natives = state.specs[state.tiles[square]].event == "hostile_natives"
    return "EN-E2" if natives else "EN-B1", Text("entdecker-build-cost", unit=unit, cost=cost,
                                                 gold=state.gold[state.active])
