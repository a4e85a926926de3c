"""The rules a Tsuro of the Seas position must keep before anyone plays from it.

A position the format could read may still be one no game reaches: a tile in two places, a
ship in open water, a player to move whose ship is gone. The engine assumes none of that
happens (it would overwrite a tile, or look up a ship that is not there), so every such
fact is listed here as a `Problem` with the rule it breaks and the path of the entry to
fix; a position with no problems is one the engine plays safely.

Not checked, because play reaches it: fewer than three daikaiju after a movement (TS-D7 tops
them up only at the next turn's start), two ships on one point after a clash that was the
only move left (Ruling TS-P6), a hand below three after the pile ran dry (TS-H3).
"""

from __future__ import annotations

from collections.abc import Iterator

from ..core.messages import Listed, Text
from ..core.rules import Problem
from .position import Places
from .rules import relocation_marks
from .state import Phase, TsuroState

_DECIDING = (Phase.PLACE, Phase.BONUS, Phase.RELOCATE)


def problems(state: TsuroState, places: Places, path: str) -> list[Problem]:
    """Every rule the position breaks, in the order an editor lists them (components first)."""
    found = list(places.problems)
    for check in (_tiles, _daikaiju, _ships, _seats, _phase, _game_end):
        found += check(state, places, path)
    return found


def _p(seat: int) -> Text:
    return Text("player", number=seat + 1)


def _once(items: list[tuple[int, str]], count: int, component: str, rule: str,
          missing_path: str) -> Iterator[Problem]:
    """Each of `count` components (`component`: tile or daikaiju) in exactly one of the places the
    file lists, in file order."""
    first: dict[int, str] = {}
    for item, where in items:
        if item in first:
            yield Problem(rule, where, Text("tsuro-problem-twice", component=component, item=item, first=first[item]))
        else:
            first[item] = where
    missing = [i for i in range(count) if i not in first]
    if missing:
        shown = ", ".join(map(str, missing[:8])) + (" …" if len(missing) > 8 else "")
        yield Problem(rule, missing_path, Text("tsuro-problem-nowhere", component=component, items=shown,
                                               count=len(missing)))


def _tiles(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-C2: 56 wake tiles, each on the board, in a hand, in the pile or out of the game."""
    yield from _once(places.tiles, state.data.tile_count, "tile", "TS-C2", f"{path}.board")
    for seat, hand in enumerate(state.hands):
        # Deciding on the bonus, the active player has placed this turn's tile and not yet drawn.
        placed = state.phase == Phase.BONUS and seat == state.active
        limit = state.data.hand_size - placed
        if len(hand) > limit:
            yield Problem("TS-H1", f"{path}.hands[{seat}]", Text("tsuro-problem-hand-size", player=_p(seat),
                                                                count=len(hand), size=state.data.hand_size,
                                                                placed=placed))


def _daikaiju(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-C3 each daikaiju once; TS-V1 none on the board without them; TS-S3 the setup count."""
    yield from _once(places.kaiju, len(state.data.daikaiju), "daikaiju", "TS-C3", f"{path}.daikaiju")
    on_board = len(places.on_board)
    if not state.options.daikaiju:
        for where in places.on_board.values():
            yield Problem("TS-V1", where, Text("tsuro-problem-no-daikaiju-board"))
        for i in range(len(state.kaiju_out)):
            yield Problem("TS-V1", f"{path}.daikaiju_out[{i}]", Text("tsuro-problem-no-daikaiju-out"))
        yield from _removed_without_daikaiju(state, path)
    elif state.phase == Phase.START:
        wanted = state.data.daikaiju_at_setup[state.players]
        if on_board != wanted or state.kaiju_out:
            yield Problem("TS-S3", f"{path}.daikaiju", Text("tsuro-problem-setup-daikaiju", players=state.players,
                                                            wanted=wanted, on_board=on_board,
                                                            out=len(state.kaiju_out)))


def _removed_without_daikaiju(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-V1: without daikaiju no tile goes under one (TS-D7, TS-D2c); only the hands of eliminated
    players can leave the game, with Ruling TS-R6 set to `out`, at most a full hand each."""
    hands_out = len(state.eliminated) * state.data.hand_size if state.options.eliminated_hand == "out" else 0
    for i in range(hands_out, len(state.removed)):
        yield Problem("TS-V1", f"{path}.removed[{i}]", Text("tsuro-problem-no-daikaiju-removed", hands=bool(hands_out)))


def _ships(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """Where sailing ships may stand: on a starting mark (TS-O2, TS-O3) or at a wake's open end (TS-M1)."""
    geo = state.geometry
    on_marks: dict[int, int] = {}
    for seat in range(state.players):
        where, ship = f"{path}.ships[{seat}]", state.ships[seat]
        if not state.alive[seat]:
            continue
        if ship < 0:
            if state.phase != Phase.START:
                yield Problem("TS-O2", where, Text("tsuro-problem-ship-nowhere", player=_p(seat)))
            continue
        if state.on_start[seat]:
            if ship not in geo.mark_index:
                yield Problem("TS-O2", where, Text("tsuro-problem-not-a-mark", player=_p(seat),
                                                   square=geo.square_name(ship >> 3), point=ship & 7))
            elif ship in on_marks and not state.options.shared_start_marks:
                yield Problem("TS-O3", where, Text("tsuro-problem-mark-taken", player=_p(on_marks[ship])))
            on_marks.setdefault(ship, seat)
        else:
            behind = geo.behind(ship)
            if behind < 0 or state.tiles[behind] < 0:
                yield Problem("TS-M1", where, Text("tsuro-problem-open-end", player=_p(seat)))
        front = ship >> 3
        if state.tiles[front] >= 0:
            yield Problem("TS-M1", where, Text("tsuro-problem-front-tile", square=geo.square_name(front), player=_p(seat)))


def _seats(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """Who is out (TS-M4) and what became of their tiles (TS-R6, TS-E1)."""
    dead = {s for s in range(state.players) if not state.alive[s]}
    out: set[int] = set()
    for i, seat in enumerate(state.eliminated):
        if seat in out or seat not in dead:
            yield Problem("TS-M4", f"{path}.eliminated[{i}]", Text("tsuro-problem-listed-out", player=_p(seat),
                                                                   twice=seat in out))
        out.add(seat)
    for seat in sorted(dead - out):
        yield Problem("TS-M4", f"{path}.eliminated", Text("tsuro-problem-unlisted-out", player=_p(seat)))
    if state.phase == Phase.OVER:
        return  # the game ended before the last eliminated hands were cleared away
    offered = set(state.bonus_from) if state.phase == Phase.BONUS else set()
    for seat in sorted(dead - offered):
        if state.hands[seat]:
            yield Problem("TS-R6", f"{path}.hands[{seat}]", Text("tsuro-problem-hand-of-out", player=_p(seat)))


def _phase(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """The pending decision must be one the rules can reach and the engine can answer."""
    if state.phase == Phase.START:
        yield from _start(state, places, path)
    if state.phase != Phase.BONUS and state.bonus_from:
        yield Problem("TS-E1", f"{path}.bonus_from", Text("tsuro-problem-bonus-phase"))
    if state.phase not in _DECIDING:
        return
    seat = state.active
    if not state.alive[seat]:
        yield Problem("TS-O1", f"{path}.active", Text("tsuro-problem-active-out", player=_p(seat)))
    if not state.alive[seat] or state.ships[seat] < 0:
        return  # a sailing ship with no square is already a TS-O2 problem
    if state.phase == Phase.PLACE:
        yield from _place(state, path)
    elif state.phase == Phase.RELOCATE:
        yield from _relocate(state, path)
    else:
        yield from _bonus(state, path)


def _start(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-O2: ships go on starting marks in turn order, all before the first wake tile."""
    for where in places.board.values():
        yield Problem("TS-O2", where, Text("tsuro-problem-tile-before-ships"))
    for seat in range(state.players):
        placed = state.ships[seat] >= 0
        if placed != (seat < state.active) or not state.alive[seat] or not state.on_start[seat]:
            yield Problem("TS-O2", f"{path}.ships[{seat}]", Text("tsuro-problem-start-order", player=_p(state.active)))


def _place(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-H3 a tile to place; TS-D5/TS-D8 the square in front free of daikaiju."""
    seat = state.active
    if not state.hands[seat]:
        yield Problem("TS-H3", f"{path}.hands[{seat}]", Text("tsuro-problem-no-tile", player=_p(seat)))
    if state.kaiju_at[state.ships[seat] >> 3] >= 0:
        yield Problem("TS-D8" if state.on_start[seat] else "TS-D5", f"{path}.ships[{seat}]",
                      Text("tsuro-problem-blocked", player=_p(seat), on_start=state.on_start[seat]))


def _relocate(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-D8: only a ship on its starting mark, blocked by a daikaiju, with a free mark to go to."""
    seat, ship = state.active, state.ships[state.active]
    where = f"{path}.ships[{seat}]"
    if not state.on_start[seat] or ship not in state.geometry.mark_index:
        yield Problem("TS-D8", where, Text("tsuro-problem-relocate-sailed", player=_p(seat)))
    elif state.kaiju_at[ship >> 3] < 0:
        yield Problem("TS-D8", where, Text("tsuro-problem-relocate-free", player=_p(seat)))
    elif not relocation_marks(state, seat):
        yield Problem("TS-D8", where, Text("tsuro-problem-relocate-nowhere", player=_p(seat)))


def _bonus(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-E1: the hands offered are those of other players who are out, each once."""
    if not state.bonus_from:
        yield Problem("TS-E1", f"{path}.bonus_from", Text("tsuro-problem-bonus-empty"))
    for i, seat in enumerate(state.bonus_from):
        if state.alive[seat] or seat == state.active or seat in state.bonus_from[:i]:
            yield Problem("TS-E1", f"{path}.bonus_from[{i}]", Text("tsuro-problem-bonus-seat", player=_p(seat)))


def _game_end(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-W1..W4: the game is over exactly when they say, with the winners they name."""
    alive = [s for s in range(state.players) if state.alive[s]]
    full = state.options.board_full == "covered" and state.board_covered()
    if state.phase != Phase.OVER:
        if len(alive) < 2:
            yield Problem("TS-W1", f"{path}.phase", Text("tsuro-problem-over", left=len(alive)))
        elif full:
            yield Problem("TS-W3", f"{path}.phase", Text("tsuro-problem-full", ships=len(alive)))
        if state.winners:
            yield Problem("TS-W1", f"{path}.winners", Text("tsuro-problem-early-winners"))
        return
    winners = set(state.winners)
    if len(winners) != len(state.winners):
        yield Problem("TS-W1", f"{path}.winners", Text("tsuro-problem-winner-twice"))
    if len(alive) > 1 and not full and any(state.hands[s] for s in alive):
        yield Problem("TS-W3", f"{path}.phase", Text("tsuro-problem-ends-early",
                                                     covered=state.options.board_full == "covered"))
    if alive and winners != set(alive):
        rule = "TS-W1" if len(alive) == 1 else "TS-W3"
        yield Problem(rule, f"{path}.winners", Text("tsuro-problem-winners", players=Listed(_p(s) for s in alive)))
    elif not alive and not winners:
        yield Problem("TS-W4", f"{path}.winners", Text("tsuro-problem-shared"))
