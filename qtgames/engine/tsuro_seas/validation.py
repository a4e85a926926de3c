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


def _p(seat: int) -> str:
    return f"Player {seat + 1}"


def _once(items: list[tuple[int, str]], count: int, what: str, whats: str, homes: str, rule: str,
          missing_path: str) -> Iterator[Problem]:
    """Each of `count` components (`what`, plural `whats`) in exactly one of the places the file
    lists, in file order."""
    first: dict[int, str] = {}
    for item, where in items:
        if item in first:
            yield Problem(rule, where, f"{what} {item} is also at {first[item]}: every component is in one place")
        else:
            first[item] = where
    missing = [i for i in range(count) if i not in first]
    if missing:
        shown = ", ".join(map(str, missing[:8])) + (" …" if len(missing) > 8 else "")
        yield Problem(rule, missing_path, f"{what if len(missing) == 1 else whats} {shown} "
                                          f"{'is' if len(missing) == 1 else 'are'} nowhere "
                                          f"({homes})")


def _tiles(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-C2: 56 wake tiles, each on the board, in a hand, in the pile or out of the game."""
    yield from _once(places.tiles, state.data.tile_count, "Wake tile", "Wake tiles", "on the board, in a hand, in the pile "
                     "or out of the game", "TS-C2", f"{path}.board")
    for seat, hand in enumerate(state.hands):
        # Deciding on the bonus, the active player has placed this turn's tile and not yet drawn.
        placed = state.phase == Phase.BONUS and seat == state.active
        limit = state.data.hand_size - placed
        if len(hand) > limit:
            yield Problem("TS-H1", f"{path}.hands[{seat}]", f"{_p(seat)} holds {len(hand)} tiles; a player draws "
                                                           f"only back up to {state.data.hand_size}"
                                                           + (", after placing one" if placed else ""))


def _daikaiju(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-C3 each daikaiju once; TS-V1 none on the board without them; TS-S3 the setup count."""
    yield from _once(places.kaiju, len(state.data.daikaiju), "Daikaiju", "Daikaiju", "on the board, in the supply or out "
                     "of the game", "TS-C3", f"{path}.daikaiju")
    on_board = len(places.on_board)
    if not state.options.daikaiju:
        for where in places.on_board.values():
            yield Problem("TS-V1", where, "The game is played without daikaiju (option off), "
                                          "so none may stand on the board")
        for i in range(len(state.kaiju_out)):
            yield Problem("TS-V1", f"{path}.daikaiju_out[{i}]", "The game is played without daikaiju (option "
                                                                "off), so none is out of the game")
        yield from _removed_without_daikaiju(state, path)
    elif state.phase == Phase.START:
        wanted = state.data.daikaiju_at_setup[state.players]
        if on_board != wanted or state.kaiju_out:
            yield Problem("TS-S3", f"{path}.daikaiju", f"Before the first turn {state.players} players have "
                                                       f"{wanted} daikaiju on the board and none out of the game, "
                                                       f"not {on_board} and {len(state.kaiju_out)} out")


def _removed_without_daikaiju(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-V1: without daikaiju no tile goes under one (TS-D7, TS-D2c); only the hands of eliminated
    players can leave the game, with Ruling TS-R6 set to `out`, at most a full hand each."""
    hands_out = len(state.eliminated) * state.data.hand_size if state.options.eliminated_hand == "out" else 0
    for i in range(hands_out, len(state.removed)):
        yield Problem("TS-V1", f"{path}.removed[{i}]",
                      "The game is played without daikaiju (option off): no daikaiju removed this wake tile "
                      "from the game" + (", and the hands of the players who are out do not hold that many"
                                         if hands_out else ""))


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
                yield Problem("TS-O2", where, f"{_p(seat)}'s ship sails but has no square: every ship is on "
                                              "its starting mark before the first tile")
            continue
        if state.on_start[seat]:
            if ship not in geo.mark_index:
                yield Problem("TS-O2", where, f"{_p(seat)}'s ship is marked on its start, but {geo.square_name(ship >> 3)} "
                                              f"point {ship & 7} is not a starting mark on the board's edge")
            elif ship in on_marks and not state.options.shared_start_marks:
                yield Problem("TS-O3", where, f"{_p(on_marks[ship])}'s ship already stands on this starting mark")
            on_marks.setdefault(ship, seat)
        else:
            behind = geo.behind(ship)
            if behind < 0 or state.tiles[behind] < 0:
                yield Problem("TS-M1", where, f"{_p(seat)}'s ship has left its start, so it stands at the open end "
                                              f"of its wake: the square behind it must hold a wake tile")
        front = ship >> 3
        if state.tiles[front] >= 0:
            yield Problem("TS-M1", where, f"{geo.square_name(front)} in front of {_p(seat)}'s ship holds a tile: "
                                          "the ship would have sailed on along its wake")


def _seats(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """Who is out (TS-M4) and what became of their tiles (TS-R6, TS-E1)."""
    dead = {s for s in range(state.players) if not state.alive[s]}
    listed: set[int] = set()
    for i, seat in enumerate(state.eliminated):
        if seat in listed or seat not in dead:
            why = "twice" if seat in listed else "but their ship still sails"
            yield Problem("TS-M4", f"{path}.eliminated[{i}]", f"{_p(seat)} is listed as out {why}")
        listed.add(seat)
    for seat in sorted(dead - listed):
        yield Problem("TS-M4", f"{path}.eliminated", f"{_p(seat)}'s ship is out, so they belong in this list")
    if state.phase == Phase.OVER:
        return  # the game ended before the last eliminated hands were cleared away
    offered = set(state.bonus_from) if state.phase == Phase.BONUS else set()
    for seat in sorted(dead - offered):
        if state.hands[seat]:
            yield Problem("TS-R6", f"{path}.hands[{seat}]", f"{_p(seat)} is out: their tiles went under the pile")


def _phase(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """The pending decision must be one the rules can reach and the engine can answer."""
    if state.phase == Phase.START:
        yield from _start(state, places, path)
    if state.phase != Phase.BONUS and state.bonus_from:
        yield Problem("TS-E1", f"{path}.bonus_from", "Eliminated hands are offered only right after the tile "
                                                     "that eliminated them (phase bonus)")
    if state.phase not in _DECIDING:
        return
    seat = state.active
    if not state.alive[seat]:
        yield Problem("TS-O1", f"{path}.active", f"{_p(seat)}'s ship is out: turns pass over players who are out")
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
        yield Problem("TS-O2", where, "All ships are placed before the first wake tile")
    for seat in range(state.players):
        placed = state.ships[seat] >= 0
        if placed != (seat < state.active) or not state.alive[seat] or not state.on_start[seat]:
            yield Problem("TS-O2", f"{path}.ships[{seat}]",
                          f"Ships are put on starting marks in turn order: before {_p(state.active)} chooses, "
                          f"exactly the players before them have a ship on its mark, and every ship sails")


def _place(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-H3 a tile to place; TS-D5/TS-D8 the square in front free of daikaiju."""
    seat = state.active
    if not state.hands[seat]:
        yield Problem("TS-H3", f"{path}.hands[{seat}]", f"{_p(seat)} has no tile to place, so their turn is skipped")
    if state.kaiju_at[state.ships[seat] >> 3] >= 0:
        rule, text = (("TS-D8", "must first move to another starting mark") if state.on_start[seat]
                      else ("TS-D5", "is destroyed or waits, and places no tile"))
        yield Problem(rule, f"{path}.ships[{seat}]", f"A daikaiju stands in front of {_p(seat)}'s ship: it {text}")


def _relocate(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-D8: only a ship on its starting mark, blocked by a daikaiju, with a free mark to go to."""
    seat, ship = state.active, state.ships[state.active]
    where = f"{path}.ships[{seat}]"
    if not state.on_start[seat] or ship not in state.geometry.mark_index:
        yield Problem("TS-D8", where, f"Only a ship still on its starting mark moves to another; {_p(seat)}'s has sailed")
    elif state.kaiju_at[ship >> 3] < 0:
        yield Problem("TS-D8", where, f"No daikaiju blocks {_p(seat)}'s first move, so the ship stays")
    elif not relocation_marks(state, seat):
        yield Problem("TS-D8", where, f"No starting mark on the same side is free: {_p(seat)}'s ship is destroyed")


def _bonus(state: TsuroState, path: str) -> Iterator[Problem]:
    """TS-E1: the hands offered are those of other players who are out, each once."""
    if not state.bonus_from:
        yield Problem("TS-E1", f"{path}.bonus_from", "The elimination bonus needs the players the tile eliminated")
    for i, seat in enumerate(state.bonus_from):
        if state.alive[seat] or seat == state.active or seat in state.bonus_from[:i]:
            yield Problem("TS-E1", f"{path}.bonus_from[{i}]", f"{_p(seat)} is not a player the tile just eliminated")


def _game_end(state: TsuroState, places: Places, path: str) -> Iterator[Problem]:
    """TS-W1..W4: the game is over exactly when they say, with the winners they name."""
    alive = [s for s in range(state.players) if state.alive[s]]
    full = state.options.board_full == "covered" and state.board_covered()
    if state.phase != Phase.OVER:
        if len(alive) < 2:
            left = "one ship" if len(alive) == 1 else "no ship"
            yield Problem("TS-W1", f"{path}.phase", f"With {left} left the game is over")
        elif full:
            yield Problem("TS-W3", f"{path}.phase", f"Every square holds a wake tile or a daikaiju: the board is "
                                                    f"full, so the game is over and the {len(alive)} ships left "
                                                    "share the victory")
        if state.winners:
            yield Problem("TS-W1", f"{path}.winners", "Winners are named only when the game is over")
        return
    winners = set(state.winners)
    if len(winners) != len(state.winners):
        yield Problem("TS-W1", f"{path}.winners", "A player is listed as winner twice")
    if len(alive) > 1 and not full and any(state.hands[s] for s in alive):
        when = "the board is full or " if state.options.board_full == "covered" else ""
        yield Problem("TS-W3", f"{path}.phase", f"The game ends with several ships left only when {when}none of "
                                                "them can place a tile (Ruling TS-W3b)")
    if alive and winners != set(alive):
        rule = "TS-W1" if len(alive) == 1 else "TS-W3"
        yield Problem(rule, f"{path}.winners", f"The winners are the players whose ships still sail: "
                                               f"{', '.join(_p(s) for s in alive)}")
    elif not alive and not winners:
        yield Problem("TS-W4", f"{path}.winners", "When the last ships go out together, their players share the victory")
