"""The end of a turn and of the game: hole filling (EN-X7), island scoring (EN-I), the next
player and round (EN-R), and the final count (EN-G).

Scoring can pause for a greatest discoverer's choice of token pile; `score_islands` picks up
where it stopped when that choice is made.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace

from ..core.rules import Event, make_event
from .data import edge_class
from .islands import (
    card_count,
    complete_islands,
    greatest_discoverers,
    islands_touching,
    ranked_points,
    unit_strength,
)
from .moves import discover, may_start, start_actions
from .state import EntdeckerState, Phase

# ---------------------------------------------------------------- end of a turn (EN-X7, EN-I)


def end_turn(state: EntdeckerState, events: list[Event]) -> None:
    state.legal_cache = None
    if state.last_card and not state.options.finish_last_turn:
        finish(state, "EN-G2", events)
        return
    filled = fill_holes(state, events) if state.placed_now else []   # (only new cards make holes)
    state.islands = complete_islands(state, state.placed_now + filled)
    score_islands(state, events)


def fill_holes(state: EntdeckerState, events: list[Event]) -> list[int]:
    """EN-X7: every hole gets its card from the reserve.

    Only this turn's discoveries can have made a hole: the last turn's end filled every hole
    there was, and a filled hole borders no undiscovered square, so it makes none. So the search
    starts from the squares beside this turn's cards instead of scanning the whole sea."""
    filled = []
    for square, needed in holes(state, around=state.placed_now):
        _fill(state, square, needed, events)
        filled.append(square)
    return filled


def holes(state: EntdeckerState, around: Iterable[int] | None = None) -> list[tuple[int, tuple[bool, ...]]]:
    """EN-X7: the squares only one kind of card can fill, each with the land sides it needs,
    then the larger groups of undiscovered squares enclosed by land (all-land cards, pile 6);
    in square order, the order they are filled in. `around` limits the search to the holes
    bordering those squares (the whole board when None).

    A single hole borders no undiscovered square, so no group of two or more contains one:
    the two kinds never overlap, and the position checks can ask without filling anything."""
    neighbour, looks = state.board.neighbour, state.looks
    if around is None:
        candidates: Iterable[int] = range(len(looks))
    else:
        candidates = sorted({other for square in around for other in neighbour[square * 4:square * 4 + 4]
                             if other >= 0 and looks[other] is None})
    edge_water = state.options.board_edge == "water"
    found = []
    for square in candidates:
        if looks[square] is not None:
            continue
        needed = []
        for side in range(4):
            other = neighbour[square * 4 + side]
            if other < 0:
                if not edge_water:
                    break
                needed.append(False)
            elif (there := looks[other]) is None:
                break
            else:
                needed.append(there.land[(side + 2) % 4])      # its side facing this square
        else:
            found.append((square, tuple(needed)))
    enclosed = _land_locked_groups(state, candidates)    # mostly none
    if enclosed:
        found += [(square, (True, True, True, True)) for group in enclosed if len(group) > 1 for square in group]
    return found


def _land_locked_groups(state: EntdeckerState, starts: Iterable[int]) -> list[list[int]]:
    """The connected undiscovered areas holding a square of `starts` whose every border is land
    on a discovered card, each sorted, in the order of their first squares.

    A search stops at an area's first stretch of water or of the board's edge: the area is not
    enclosed. A later search that meets a square an earlier one reached is in that open area."""
    neighbour, looks = state.board.neighbour, state.looks
    area_of: dict[int, int] = {}
    groups = []
    for start in starts:
        if looks[start] is not None or start in area_of:
            continue
        group, todo, enclosed = [], [start], True
        area_of[start] = start      # each search's areas are named by the square it started from
        while todo and enclosed:
            square = todo.pop()
            group.append(square)
            for side in range(4):
                other = neighbour[square * 4 + side]
                if other < 0:
                    enclosed = False
                elif (there := looks[other]) is None:
                    reached = area_of.get(other)
                    if reached is None:
                        area_of[other] = start
                        todo.append(other)
                    elif reached != start:
                        enclosed = False
                elif not there.land[(side + 2) % 4]:
                    enclosed = False
                if not enclosed:
                    break
        if enclosed:
            groups.append(sorted(group))
    return sorted(groups)


def _fill(state: EntdeckerState, square: int, needed: tuple[bool, ...], events: list[Event]) -> None:
    klass = edge_class("".join("L" if land else "W" for land in needed))
    pile = state.reserve[klass - 1]
    if pile:
        tile = pile.pop()
        events.append(make_event("filled", "EN-X7", square=square, tile=tile, pile=klass))
    else:
        tile = _make_tile(state, klass)
        events.append(make_event("made_tile", "EN-D2", square=square, tile=tile, pile=klass))
    quarters = next(q for q in range(4) if state.tile_looks[tile][q].land == needed)
    discover(state, square, tile, quarters)


def _make_tile(state: EntdeckerState, klass: int) -> int:
    """Ruling EN-D2: a card of the needed kind made for the purpose (a copy of the pile's first)."""
    first = state.data.reserve_tiles(klass)[0]
    tile = len(state.specs)
    state.specs = state.specs + [replace(state.specs[first], id=tile)]
    state.tile_looks = state.tile_looks + [state.tile_looks[first]]   # a copy looks the same
    return tile


def score_islands(state: EntdeckerState, events: list[Event]) -> None:
    """EN-I2..I6 for each island completed this turn, pausing while a discoverer picks a pile."""
    while state.islands:
        island = state.islands[0]
        strength = unit_strength(state, island)
        if not strength:
            events.append(make_event("island_empty", "EN-I1", squares=card_count(island)))
            state.islands.pop(0)
            continue
        if not state.token_queue and not state.island_tokens:
            _choose_discoverers(state, strength, events)
        while state.token_queue:
            open_piles = [p for p, pile in enumerate(state.token_piles) if pile]
            if len(open_piles) > 1:
                state.phase = Phase.TOKEN
                return
            _take_token_quietly(state, open_piles[0], events)
        _score_island(state, island, strength, tuple(state.island_tokens), events)
        state.island_tokens = []
        state.islands.pop(0)
    after_turn(state, events)


def _choose_discoverers(state: EntdeckerState, strength: dict[int, tuple[int, int, int]],
                        events: list[Event]) -> None:
    """EN-I3: a fort or settlement on the island means each greatest discoverer draws a token."""
    if not any(settlements or forts for settlements, forts, _ in strength.values()):
        return
    greatest = greatest_discoverers(strength)
    if sum(len(pile) for pile in state.token_piles) < len(greatest):
        events.append(make_event("too_few_tokens", "EN-I3", players=greatest))
        return
    state.token_queue = greatest


def _take_token_quietly(state: EntdeckerState, pile: int, events: list[Event]) -> None:
    token = state.token_piles[pile].pop()
    seat = state.token_queue.pop(0)
    state.tokens[seat].append(token)
    value = state.data.tokens[token].value
    state.island_tokens.append(value)
    events.append(make_event("discovery", "EN-I3", player=seat, token=token, pile=pile, value=value))


def _score_island(state: EntdeckerState, island: list[tuple[int, int]], strength: dict[int, tuple[int, int, int]],
                  token_values: tuple[int, ...], events: list[Event], rule: str = "EN-I5") -> None:
    value = card_count(island) + max(token_values, default=0)
    points = ranked_points(strength, value)
    for seat, gained in points.items():
        state.score[seat] += gained
    events.append(make_event("island_scored", rule, value=value, cards=card_count(island),
                             token=max(token_values, default=0), points=points,
                             squares=sorted({square for square, _ in island})))
    members = set(island)
    for square in {sq for sq, _ in island}:
        owner = state.unit_owner[square]
        if owner >= 0 and (square, state.unit_part[square]) in members:
            state.supply[owner][state.unit_kind[square]] += 1
            state.unit_owner[square] = -1
    events.append(make_event("units_back", "EN-I6"))


def after_turn(state: EntdeckerState, events: list[Event]) -> None:
    if -1 not in state.tiles:       # nothing undiscovered
        finish(state, "EN-G1", events)
    elif state.last_card:
        finish(state, "EN-G2", events)
    else:
        next_player(state, events)
        enter_start(state, events)


# ---------------------------------------------------------------- turns and rounds (EN-R)


def next_player(state: EntdeckerState, events: list[Event]) -> None:
    """EN-R3: the ship passes on; back at the first player a new round begins (EN-R4: a new first player)."""
    state.placed_now = []
    state.storm = False
    state.personal_played = state.explored = False
    state.budget = 0
    state.ship_circle = state.ship_square = state.ship_route = state.start_square = -1
    following = (state.active + 1) % state.players
    new_round = following == state.first
    if new_round and state.options.rotating_first_player:
        state.first = following = (state.first + 1) % state.players
        events.append(make_event("new_first", "EN-R4", player=following))
    state.active = following
    if new_round:
        state.round += 1
        income(state, events)


def income(state: EntdeckerState, events: list[Event]) -> None:
    """EN-R2: the first player spins; everybody gains that much gold, up to the maximum."""
    spin = state.rng.choice(list(state.data.spinner))
    state.spin = spin
    state.gold = [min(state.data.gold_max, g + spin) for g in state.gold]
    events.append(make_event("income", "EN-R2", player=state.first, spin=spin, round=state.round))


def enter_start(state: EntdeckerState, events: list[Event]) -> None:
    """EN-X1 for the next player who can start; EN-D6 ends a game no circle can go on from."""
    for _ in range(4 * state.players):
        actions = start_actions(state)
        if actions:
            state.phase = Phase.START
            state.legal_cache = actions      # worked out already: the search reaches here often
            return
        if not may_start(state):
            events.append(make_event("no_start", "EN-D6"))
            finish(state, "EN-D6", events)
            return
        events.append(make_event("cannot_pay", "EN-X3", player=state.active))
        next_player(state, events)
    finish(state, "EN-X3", events)  # only a data file whose spinner gives no gold gets here


# ---------------------------------------------------------------- the end (EN-G)


def finish(state: EntdeckerState, rule: str, events: list[Event]) -> None:
    events.append(make_event("game_end", rule, cards_left=state.cards_left(), undiscovered=state.undiscovered()))
    if rule != "EN-G1":
        occupied = [sq for sq, owner in enumerate(state.unit_owner) if owner >= 0]
        for island in islands_touching(state, occupied, complete=None):
            strength = unit_strength(state, island)
            if strength:
                _score_island(state, island, strength, (), events, rule="EN-G2")
    counts = [len(t) for t in state.tokens]
    most = max(counts)
    if most:
        for seat, count in enumerate(counts):
            if count == most:
                state.score[seat] += count
                events.append(make_event("token_bonus", "EN-G3", player=seat, points=count))
    best = max(state.score)
    state.winners = [seat for seat, points in enumerate(state.score) if points == best]
    state.phase = Phase.OVER
    state.ending = "EN-G4"
    state.islands, state.token_queue, state.island_tokens = [], [], []
    events.append(make_event("winners", state.ending, players=state.winners, scores=state.score[:]))
