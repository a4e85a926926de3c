"""The route preview's engine query: where a placement would send every ship it moves (TS-M1,
TS-M2) and how each route ends (TS-M4, TS-R5, TS-P2..P5) — the same as `apply` then does."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from qtgames.engine.core import Rng
from qtgames.engine.tsuro_seas import routes
from qtgames.engine.tsuro_seas.routes import Leg, placement_routes
from qtgames.engine.tsuro_seas.state import PlaceTile, TsuroState
from qtgames.engine.tsuro_seas.wakes import TIER_CLASH, placement_outcome

from .helpers import GAME, pos, sq


def placements(seed: int, players: int, legal_only: bool = False) -> Iterator[tuple[TsuroState, PlaceTile]]:
    """Every tile in every rotation of the placing player's hand (or only the legal placements),
    turn after turn of a random game."""
    state = GAME.new_state(players, GAME.Options(), seed)
    rng = Rng(seed)
    while not GAME.is_terminal(state):
        if GAME.decision(state).kind == "place":   # type: ignore[union-attr]
            tried = GAME.legal_actions(state) if legal_only else [
                PlaceTile(tile, rotation) for tile in state.hands[state.active] for rotation in range(4)]
            for action in list(tried):
                assert isinstance(action, PlaceTile)
                yield state, action
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))


@pytest.mark.parametrize("seed", range(8))
def test_the_routes_are_what_the_placement_then_does(seed: int) -> None:
    """Each ship's legs are the wakes its `ship_sailed` event follows, and its fate is the event's:
    stopping where it stops, or going out by the fate's rule (seeds 2-4 move two ships at once)."""
    shared = 0
    for state, action in placements(seed, 2 + seed % 5, legal_only=True):
        previewed = placement_routes(state, action.tile, action.rotation)
        events = GAME.apply(state.clone(), action)
        sailed = {event.data["seat"]: event.data["path"] for event in events if event.kind == "ship_sailed"}
        out = {event.data["seat"]: event for event in events if event.kind == "ship_out"}
        assert [route.seat for route in previewed] == list(sailed) and previewed[0].seat == state.active
        shared += len(previewed) > 1
        for route in previewed:
            assert route.legs == routes.legs(sailed[route.seat])
            if route.fate == routes.SAFE:
                assert route.seat not in out and route.stop == sailed[route.seat][-1] and route.rule == ""
            else:
                assert routes.FATES[out[route.seat].data["fate"]] == route.fate and route.stop == -1
    assert shared or seed not in (2, 3, 4), "these games have placements that move two ships at once"


def test_a_shared_wake_is_what_refuses_a_placement_under_ts_p5() -> None:
    clashes = 0
    for state, action in placements(31, 5):
        previewed = placement_routes(state, action.tile, action.rotation)
        clash = placement_outcome(state, action.tile, action.rotation).tier == TIER_CLASH
        assert clash == any(route.fate == routes.SAME_WAKE and route.rule == "TS-P5" for route in previewed)
        clashes += clash
    assert clashes, "this five-player game offers placements that would put two ships on one wake"


def test_the_placing_players_own_loss_cites_the_placement_rule_and_an_others_the_sailing_rule() -> None:
    for state, action in placements(3, 4):
        previewed = placement_routes(state, action.tile, action.rotation)
        for route in previewed:
            if route.fate in ("off_edge", "daikaiju", "loop"):
                own = {"off_edge": "TS-P2", "daikaiju": "TS-P4", "loop": "TS-P3"}
                others = {"off_edge": "TS-M4", "daikaiju": "TS-M4", "loop": "TS-R5"}
                expected = own if route.seat == state.active else others
                assert route.rule == expected[route.fate]


def test_an_observation_gives_the_same_routes_and_the_state_is_left_as_it_was() -> None:
    for state, action in placements(5, 3):
        before = GAME.state_to_json(state)
        seen = GAME.observation(state, state.active)
        assert placement_routes(seen, action.tile, action.rotation) == placement_routes(state, action.tile,
                                                                                     action.rotation)
        assert GAME.state_to_json(state) == before


def test_legs_name_each_wake_by_the_points_it_joins_and_the_edge_it_leaves_by() -> None:
    """B2's wake from its left upper point (7) to its right upper point (2) leads into C2 by 7; C2's
    from 7 to its top left point (0) into C1 by 5; C1's from 5 to its top right point (1) off the
    board, the exit encoded as `trace` encodes it."""
    path = [pos("B2", 7), pos("C2", 7), pos("C1", 5), -1 - pos("C1", 1)]
    assert routes.legs(path) == (Leg(sq("B2"), 7, 2), Leg(sq("C2"), 7, 0), Leg(sq("C1"), 5, 1))
    assert [route.words for route in [routes.Route(0, (), -1, fate, "") for fate in routes.WORDS]] == [
        "safe", "sails off the edge", "meets a daikaiju", "caught in a loop", "same wake as another ship"]
