"""A stripped-down Tsuro of the Seas for calibrating `qtgames bench`, never for play.

Same tiles, board tables and daikaiju charts, same kind of random game (4 ships, daikaiju
rolls, no suicidal placement when another exists), but no events, options, rule citations,
hidden information, protocol or legality tiers. The engine's games per second divided by this
loop's, measured in the same process, is a speed figure that does not depend on the machine.
"""

from __future__ import annotations

import time

from ..core.rng import Rng
from .board import geometry
from .data import KAIJU_MOVES, KAIJU_TURN, load_data

_TURN = -1
_DIRECTION = {name: i for i, name in enumerate(KAIJU_MOVES)}


def _follow(conn: list[tuple[int, ...] | None], step: tuple[int, ...], kaiju_at: list[int], position: int) -> int:
    """Where a ship entering `position` stops; -1 for any loss (edge, daikaiju, loop)."""
    start = position
    while True:
        square = position >> 3
        c = conn[square]
        if c is None:
            return -1 if kaiju_at[square] >= 0 else position
        position = step[(square << 3) | c[position & 7]]
        if position < 0 or position == start:
            return -1


def _play_one(seed: int, players: int) -> None:
    data = load_data()
    geo = geometry(data.size)
    step, neighbour, rotated = geo.step, geo.neighbour, data.rotated
    charts = [[_TURN if m == KAIJU_TURN else _DIRECTION[m] for m in k.chart] for k in data.daikaiju]
    rng = Rng(seed)
    pile = list(range(data.tile_count))
    rng.shuffle(pile)
    hands = [[pile.pop() for _ in range(data.hand_size)] for _ in range(players)]
    conn: list[tuple[int, ...] | None] = [None] * geo.squares
    tile_at = [-1] * geo.squares
    kaiju_at = [-1] * geo.squares
    where = [-1] * len(charts)
    facing = [0] * len(charts)
    supply = list(range(len(charts)))
    marks = list(geo.start_marks)
    rng.shuffle(marks)
    ships = marks[:players]
    alive = [True] * players

    def place_kaiju() -> None:
        kaiju = supply.pop()
        while True:
            square = data.die_to_line[rng.below(6)] * geo.size + data.die_to_line[rng.below(6)]
            if kaiju_at[square] < 0:
                break
        kaiju_at[square], where[kaiju], facing[kaiju] = kaiju, square, rng.below(4)
        if tile_at[square] >= 0:
            destroy_tile(square, to_pile=False)

    def destroy_tile(square: int, to_pile: bool) -> None:
        for s in range(players):
            if alive[s] and geo.behind(ships[s]) == square:
                alive[s] = False
        if to_pile:
            pile.insert(0, tile_at[square])
        tile_at[square], conn[square] = -1, None

    for _ in range(3):
        place_kaiju()
    seat = 0
    while sum(alive) > 1:
        if not any(hands[s] for s in range(players) if alive[s]):
            return
        if sum(1 for k in where if k >= 0) < 3 and supply:
            place_kaiju()
        elif rng.die() + rng.die() in (6, 7, 8):
            die = rng.die()
            if die == 6:
                if supply:
                    place_kaiju()
            else:
                for kaiju, square in enumerate(where):
                    if square < 0:
                        continue
                    move = charts[kaiju][die - 1]
                    if move == _TURN:
                        facing[kaiju] = (facing[kaiju] + 1) % 4
                        continue
                    target = neighbour[square * 4 + (facing[kaiju] + move) % 4]
                    kaiju_at[square] = -1
                    where[kaiju] = target
                    if target < 0:
                        continue
                    if kaiju_at[target] >= 0:
                        where[kaiju_at[target]] = -1
                    if tile_at[target] >= 0:
                        destroy_tile(target, to_pile=True)
                    kaiju_at[target] = kaiju
        if alive[seat] and kaiju_at[ships[seat] >> 3] >= 0:
            alive[seat] = False
        if alive[seat] and hands[seat]:
            front = ships[seat] >> 3
            options = [(t, r) for t in hands[seat] for r in range(4)]
            safe = []
            for t, r in options:
                conn[front] = rotated[t][r]
                if _follow(conn, step, kaiju_at, ships[seat]) >= 0:
                    safe.append((t, r))
            tile, rotation = rng.choice(safe or options)
            hands[seat].remove(tile)
            tile_at[front], conn[front] = tile, rotated[tile][rotation]
            for s in range(players):
                if alive[s] and ships[s] >> 3 == front:
                    end = _follow(conn, step, kaiju_at, ships[s])
                    if end < 0:
                        alive[s] = False
                    else:
                        ships[s] = end
            if alive[seat] and pile:
                hands[seat].append(pile.pop())
        seat = (seat + 1) % players


def reference_games_per_second(players: int, games: int, seed: int = 1) -> float:
    start = time.perf_counter()
    for match_seed in range(seed, seed + games):
        _play_one(match_seed, players)
    return games / (time.perf_counter() - start)
