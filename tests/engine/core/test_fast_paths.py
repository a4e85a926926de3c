"""The engine's faster ways of doing things give exactly what the plain ways give: events made
without the class call, the RNG's inlined steps, and each game's reworked hot paths checked
against a straightforward reference written here (the golden fingerprint, `tests.engine.golden`,
checks the whole of play; these name the piece that would differ)."""

from __future__ import annotations

from collections import Counter
from itertools import combinations_with_replacement

import pytest

from qtgames.engine.core import Rng, get_game, rng
from qtgames.engine.core.rules import Event, make_event, offered
from qtgames.engine.entdecker import moves as entdecker_moves
from qtgames.engine.entdecker.islands import island_of, islands_touching
from qtgames.engine.entdecker.state import EntdeckerState, Place, StartCircle
from qtgames.engine.magellan.payments import exchanges
from qtgames.engine.tsuro_seas.state import Phase as TsuroPhase
from qtgames.engine.tsuro_seas.state import TsuroState
from qtgames.engine.tsuro_seas.wakes import best_placements, placement_outcome


def test_a_made_event_is_the_event_the_class_makes() -> None:
    made = make_event("turn", "TS-O1", seat=2, turn=7)
    built = Event("turn", "TS-O1", seat=2, turn=7)
    assert type(made) is Event
    assert (made.kind, made.rule, made.data) == (built.kind, built.rule, built.data)
    assert repr(made) == repr(built) and str(made) == str(built) and made.to_json() == built.to_json()


@pytest.mark.parametrize("halves", [False, True])
@pytest.mark.parametrize("seed", [0, 1, 12345, 2**63 - 1, 2**63, 2**64 - 1])
def test_the_inlined_rng_steps_draw_what_next_u64_draws(seed: int, halves: bool, monkeypatch: pytest.MonkeyPatch) -> None:
    """Both ways of drawing (`core/rng.py`): interpreted, HALVES switches the big integers' steps
    to the compiled engine's halves; compiled, the halves run either way."""
    monkeypatch.setattr(rng, "HALVES", halves)
    fast, plain = Rng(seed), Rng(seed)
    items = list(range(37))
    for _ in range(50):
        assert fast.choice(items) == items[plain.next_u64() % len(items)]
        assert fast.die() == plain.next_u64() % 6 + 1
        for n in (1, 7, 2**31 - 1, 2**31, 2**40):
            assert fast.below(n) == plain.next_u64() % n
    shuffled, reference = list(range(60)), list(range(60))
    fast.shuffle(shuffled)
    for i in range(len(reference) - 1, 0, -1):
        j = plain.next_u64() % (i + 1)
        reference[i], reference[j] = reference[j], reference[i]
    assert shuffled == reference and fast.state == plain.state


def test_offered_is_membership() -> None:
    listed = [StartCircle(1), StartCircle(2)]
    assert offered(listed[1], listed) and offered(StartCircle(2), listed) and not offered(StartCircle(3), listed)


def test_magellan_exchanges_are_every_multiset_of_at_most_three_held_cards() -> None:
    rng = Rng(5)
    for _ in range(200):
        hand = sorted(rng.below(9) + 1 for _ in range(rng.below(12)))
        held = Counter(hand)
        reference: list[tuple[int, ...]] = [()]
        for size in range(1, min(3, len(hand)) + 1):
            reference += [cards for cards in combinations_with_replacement(sorted(held), size)
                          if not Counter(cards) - held]
        assert exchanges(hand, 3) == sorted(reference)


def _random_states(key: str, games: int) -> list[object]:
    """Every state of some seeded random 4-player games, in order."""
    game = get_game(key)
    rng, states = Rng(99), []
    for seed in range(games):
        state = game.new_state(4, game.Options(), seed)
        while not game.is_terminal(state):
            states.append(state.clone())
            game.apply(state, rng.choice(game.legal_actions(state)))
    return states


def test_tsuro_best_placements_by_way_out_are_those_of_each_placements_own_outcome() -> None:
    shared = 0
    for state in _random_states("tsuro-seas", 40):
        assert isinstance(state, TsuroState)
        if state.phase != TsuroPhase.PLACE:
            continue
        front = state.ships[state.active] >> 3
        shared += sum(1 for s in range(state.players) if state.alive[s] and state.ships[s] >> 3 == front) > 1
        placements = [(tile, rotation) for tile in state.hands[state.active] for rotation in range(4)]
        tiers = [placement_outcome(state, tile, rotation).tier for tile, rotation in placements]
        options = [((tile, rotation), state.data.rotated[tile][rotation]) for tile, rotation in placements]
        best = min(tiers)
        assert best_placements(state, options) == (best, [p for p, tier in zip(placements, tiers, strict=True) if tier == best])
    assert shared, "some turns have two ships before the same square"


def _fits_plainly(state: EntdeckerState, tile: int, quarters: int, square: int, entry: int) -> bool:
    """EN-X4b side by side, as the rules read."""
    land = state.tile_looks[tile][quarters].land
    if land[entry]:
        return False
    for side in range(4):
        other = state.board.neighbour[square * 4 + side]
        if other < 0:
            if state.options.board_edge == "water" and land[side]:
                return False
        elif (there := state.looks[other]) is not None and there.land[(side + 2) % 4] != land[side]:
            return False
    return True


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_entdecker_placements_starts_and_islands_match_their_plain_reading() -> None:
    for state in _random_states("entdecker", 12):
        assert isinstance(state, EntdeckerState)
        ways = entdecker_moves.entries(state)
        for tile in {t for stack in state.stacks for t in stack[-3:]}:
            plain = [Place(square, q) for square, entry in ways for q in range(4)
                     if state.tile_looks[tile][q].distinct and _fits_plainly(state, tile, q, square, entry)]
            assert entdecker_moves.placements(state, tile) == plain
        for square, entry in ways:
            assert entdecker_moves.entry_side(state, square) == entry
        affordable = [start for start, fee in entdecker_moves.start_options(state)
                      if fee + 1 <= state.gold[state.active]]
        expected = affordable + entdecker_moves.recalls(state) if affordable else []
        assert entdecker_moves.start_actions(state) == expected
        squares = [sq for sq, look in enumerate(state.looks) if look is not None]
        complete = []
        seen: set[tuple[int, int]] = set()
        for square in squares:
            look = state.looks[square]
            assert look is not None
            for part in range(len(look.parts)):
                if (square, part) not in seen:
                    nodes, whole = island_of(state, square, part)
                    seen.update(nodes)
                    if whole:
                        complete.append(nodes)
        assert islands_touching(state, squares, complete=True) == complete
