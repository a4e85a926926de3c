"""Hand-made Tsuro of the Seas positions and scripted dice for the rule tests."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from qtgames.engine.core import Event, Rng, get_game
from qtgames.engine.tsuro_seas.data import load_data
from qtgames.engine.tsuro_seas.options import TsuroOptions
from qtgames.engine.tsuro_seas.state import TsuroState

GAME = get_game("tsuro-seas")
DATA = load_data()
FACINGS = ("north", "east", "south", "west")


class ScriptedRng(Rng):
    """Dice and facings in a known order; shuffles leave lists as they are."""

    def __init__(self, dice: Iterable[int] = (), below: Iterable[int] = ()) -> None:
        super().__init__(0)
        self.dice = list(dice)
        self.belows = list(below)

    def die(self) -> int:
        return self.dice.pop(0)

    def below(self, n: int) -> int:
        return self.belows.pop(0) % n if self.belows else 0

    def next_u64(self) -> int:
        return 0

    def choice(self, items: Sequence[Any]) -> Any:
        return items[0]

    def shuffle(self, items: list[Any]) -> None:
        return None

    def copy(self) -> ScriptedRng:
        return self


def sq(name: str) -> int:
    """Square index of a name such as "C3" (column C, row 3)."""
    return (int(name[1:]) - 1) * DATA.size + ord(name[0]) - ord("A")


def pos(name: str, point: int) -> int:
    return sq(name) * 8 + point


def find_tile(pairs: dict[int, int], exclude: Iterable[int] = ()) -> tuple[int, int]:
    """A (tile, rotation) whose wakes join every given pair of points."""
    skip = set(exclude)
    for tile, turns in enumerate(DATA.rotated):
        if tile in skip:
            continue
        for rotation, conn in enumerate(turns):
            if all(conn[a] == b for a, b in pairs.items()):
                return tile, rotation
    raise LookupError(f"no tile joins {pairs}")


def make(ships: Sequence[tuple[str, int] | tuple[str, int, bool] | None], hands: Sequence[Sequence[int]],
         board: Sequence[tuple[str, int, int]] = (), kaiju: Sequence[tuple[int, str, int]] = (),
         active: int = 0, phase: str = "place", alive: Sequence[bool] | None = None,
         pile: Sequence[int] | None = None, removed: Sequence[int] = (), kaiju_out: Sequence[int] = (),
         supply: Sequence[int] | None = None, dice: Iterable[int] = (), below: Iterable[int] = (),
         **options: Any) -> TsuroState:
    """Build a position: ships as (square, point[, on_start]) or None (not placed).

    Tiles not on the board, in a hand or removed go to the pile (in id order, top last);
    daikaiju not on the board or out go to the supply. The state's dice are scripted.
    A position is a sketch of what one rule needs (a ship in open water, a lone daikaiju), so
    the scenario checks' problems are not asked for: test_tsuro_scenario.py tests those.
    """
    used = {t for _, t, _ in board} | {t for h in hands for t in h} | set(removed)
    if pile is None:
        pile = [t for t in range(DATA.tile_count) if t not in used]
    placed = {k for k, _, _ in kaiju} | set(kaiju_out)
    if supply is None:
        supply = [k for k in range(len(DATA.daikaiju)) if k not in placed]
    players = len(ships)
    ship_json = []
    for seat, ship in enumerate(ships):
        entry: dict[str, Any] = {"alive": True if alive is None else alive[seat]}
        if ship is not None:
            entry.update(square=ship[0], point=ship[1], on_start=ship[2] if len(ship) > 2 else False)
        ship_json.append(entry)
    position = {
        "players": players, "active": active, "phase": phase, "turn": 1,
        "board": [{"square": s, "tile": t, "rotation": r} for s, t, r in board],
        "daikaiju": [{"id": k, "square": s, "facing": FACINGS[f]} for k, s, f in kaiju],
        "daikaiju_supply": list(supply), "daikaiju_out": list(kaiju_out),
        "ships": ship_json, "hands": [list(h) for h in hands], "pile": list(pile), "removed": list(removed),
        "eliminated": [s for s in range(players) if alive is not None and not alive[s]],
    }
    state, _sketch_problems = GAME.read_position(position, TsuroOptions(**options), "position")
    state.rng = ScriptedRng(dice, below)
    return state


def rules_of(events: Iterable[Event]) -> list[str]:
    return [e.rule for e in events]


def kinds(events: Iterable[Event]) -> list[tuple[str, str]]:
    return [(e.kind, e.rule) for e in events]
