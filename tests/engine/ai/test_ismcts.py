"""The generic ISMCTS: reproducible for a seed and budget, blind to hidden parts, always legal."""

from __future__ import annotations

import pytest

from qtgames.engine.ai import AiLimit, Ismcts, make_player
from qtgames.engine.ai.ismcts import Node
from qtgames.engine.ai.levels import ROLLOUT_DEPTH
from qtgames.engine.bench import mid_game_position
from qtgames.engine.core import Rng, get_game
from tests.engine.tsuro_seas.test_hidden_information import mid_game, two_hidden_hands
from tests.paths import FIXTURES

GAME = get_game("tsuro-seas")


def test_limit_needs_a_budget() -> None:
    with pytest.raises(ValueError):
        AiLimit()


def test_same_seed_and_iterations_give_the_same_choice_and_visits() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    first = Ismcts(GAME, AiLimit(iterations=200)).search(obs, Rng(9))
    second = Ismcts(GAME, AiLimit(iterations=200)).search(obs, Rng(9))
    assert first.iterations == second.iterations == 200
    assert (first.action, first.visits) == (second.action, second.visits)
    assert first.action in GAME.legal_actions(obs)


def test_search_never_reads_hidden_parts() -> None:
    state = mid_game()
    seat = state.active
    twin = state.clone()
    twin.pile.reverse()
    a, b = two_hidden_hands(state, seat)
    twin.hands[a], twin.hands[b] = twin.hands[b], twin.hands[a]
    twin.rng = Rng(12345)
    one = make_player("normal", 4).choose(GAME, GAME.observation(state, seat))
    two = make_player("normal", 4).choose(GAME, GAME.observation(twin, seat))
    assert one == two


def test_rollout_depth_cuts_off_with_the_evaluation_hook() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    result = Ismcts(GAME, AiLimit(iterations=50, rollout_depth=2)).search(obs, Rng(1))
    assert result.action in GAME.legal_actions(obs) and sum(result.visits.values()) == 50


def test_cancel_stops_the_search_early() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    result = Ismcts(GAME, AiLimit(iterations=100_000)).search(obs, Rng(1), cancelled=lambda: True)
    assert result.iterations == 0 and result.action in GAME.legal_actions(obs)


def load_scenario(name: str):
    import json

    scenario = json.loads((FIXTURES / "scenarios" / name).read_text())
    return GAME.state_from_json(scenario["position"], GAME.Options.from_json(scenario["options"]), "position")


@pytest.mark.parametrize("depth", [0, ROLLOUT_DEPTH])
def test_search_finds_the_one_winning_placement(depth: int) -> None:
    state = load_scenario("tsuro-forced-win.json")
    assert len(GAME.legal_actions(state)) == 4
    action = Ismcts(GAME, AiLimit(iterations=300, rollout_depth=depth)).search(GAME.observation(state, 0), Rng(2)).action
    GAME.apply(state, action)
    assert GAME.winners(state) == [0]


@pytest.mark.parametrize("depth", [0, ROLLOUT_DEPTH])
def test_search_avoids_sailing_into_a_pocket_with_no_way_out(depth: int) -> None:
    from qtgames.engine.tsuro_seas.state import PlaceTile
    from qtgames.engine.tsuro_seas.wakes import placement_outcome

    state = load_scenario("tsuro-avoid-pocket.json")
    trap = PlaceTile(7, 1)
    assert trap in GAME.legal_actions(state)  # safe this turn ...
    doomed = state.clone()
    GAME.apply(doomed, trap)
    doomed.active = 0
    unseen = [t for t in range(56) if t not in doomed.tiles]
    assert all(placement_outcome(doomed, t, r).tier > 0 for t in unseen for r in range(4))  # ... lost the next
    for seed in (1, 2, 3):
        choice = Ismcts(GAME, AiLimit(iterations=300, rollout_depth=depth)).search(GAME.observation(state, 0), Rng(seed)).action
        assert choice != trap


def test_a_level_gives_each_decision_its_games_share_of_the_iterations() -> None:
    for key in ("tsuro-seas", "entdecker"):
        game = get_game(key)
        state = mid_game_position(key, 2)
        while len(game.legal_actions(state)) < 2:
            game.apply(state, game.legal_actions(state)[0])
        player = make_player("normal", 1)
        player.choose(game, game.observation(state, game.decision(state).player))
        assert player.last.budget == round(300 * game.search_effort) and player.last.iterations > 0


def test_a_paired_search_replays_from_its_seed_and_judges_every_move_alike_before_halving() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    moves = GAME.legal_actions(obs)
    limit = AiLimit(iterations=40 * len(moves), rollout_depth=ROLLOUT_DEPTH, paired=True)
    first, second = (Ismcts(GAME, limit).search(obs, Rng(9)) for _ in range(2))
    assert (first.action, first.visits) == (second.action, second.visits)
    assert sorted(first.visits) == sorted(moves)
    # The first phase gives every move the same rounds; the halvings then give the survivors more.
    assert min(first.visits.values()) >= 40 * len(moves) // (len(moves) * 4)
    assert max(first.visits.values()) > min(first.visits.values())


def test_a_small_budget_searches_only_the_moves_that_look_best_one_move_ahead() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    assert len(GAME.legal_actions(obs)) > 3
    result = Ismcts(GAME, AiLimit(iterations=9, rollout_depth=ROLLOUT_DEPTH, paired=True)).search(obs, Rng(3))
    assert len(result.visits) == 3 and result.action in result.visits


def test_a_flat_search_grows_no_tree_below_the_roots_moves() -> None:
    obs = GAME.observation(mid_game(), mid_game().active)
    moves = GAME.legal_actions(obs)
    search = Ismcts(GAME, AiLimit(iterations=20 * len(moves), rollout_depth=ROLLOUT_DEPTH, paired=True, flat=True))
    root = Node(-1)
    done, _ = search._paired(root, obs, moves, Rng(4), 20 * len(moves), lambda: False)
    assert sorted(root.children) == sorted(moves) and all(not child.children for child in root.children.values())
    assert sum(child.visits for child in root.children.values()) == done > 10 * len(moves)


def test_the_chance_leaf_averages_the_evaluation_over_every_roll_of_the_last_move() -> None:
    from qtgames.engine.ai.chance import leading_outcomes
    from qtgames.engine.tsuro_seas.state import PlaceTile

    state = GAME.determinize(GAME.observation(mid_game(), mid_game().active), Rng(6))
    rng = Rng(5)
    action = GAME.rollout_action(state, rng)
    assert isinstance(action, PlaceTile)
    found = leading_outcomes(GAME, state, action, rng.next_u64())
    assert len(found) == 36 and all(o.probability == pytest.approx(1 / 36) for o in found)
    rolls = {(e.data["gold"], e.data["blue"]) for o in found for e in o.events if e.kind == "dice"}
    assert rolls == {(gold, blue) for gold in range(1, 7) for blue in range(1, 7)}
    expected = [sum(o.probability * GAME.evaluate_all(o.state)[seat] for o in found) for seat in range(state.players)]
    search = Ismcts(GAME, AiLimit(iterations=1, rollout_depth=1, chance_leaf=True))
    assert search._rollout(state.clone(), Rng(5)) == pytest.approx(expected)
    sampled = Ismcts(GAME, AiLimit(iterations=1, rollout_depth=1))._rollout(state.clone(), Rng(5))
    assert sampled != pytest.approx(expected)


def test_a_second_cut_off_credits_the_mean_of_both_judgements() -> None:
    state = GAME.determinize(GAME.observation(mid_game(), mid_game().active), Rng(6))
    rng = Rng(5)
    walked = state.clone()
    GAME.apply(walked, GAME.rollout_action(walked, rng))
    early = GAME.evaluate_all(walked)
    GAME.apply(walked, GAME.rollout_action(walked, rng))
    GAME.apply(walked, GAME.rollout_action(walked, rng))
    late = GAME.evaluate_all(walked)
    search = Ismcts(GAME, AiLimit(iterations=1, rollout_depth=1, second_depth=3))
    assert search._rollout(state.clone(), Rng(5)) == pytest.approx([(a + b) / 2 for a, b in zip(early, late, strict=True)])
