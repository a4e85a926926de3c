"""Magellan scenarios: positions survive the file round trip, every rule a hand-laid position can
break is named with its rule ID and path, candidate actions explain every refusal, the puzzle
goals judge their lines, and the shipped examples and puzzles say what the rulebook says.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from typing import Any

import pytest

from qtgames.cli import main
from qtgames.engine.core import FormatError, Rng, RuleViolation
from qtgames.engine.core.protocol import Goal, PuzzleProgress
from qtgames.engine.core.rules import Event
from qtgames.engine.core.ruling import verdicts
from qtgames.engine.core.scenario import scenario_from_state, scenario_from_text
from qtgames.engine.magellan.data import EXPLORER_IDS
from qtgames.engine.magellan.options import MagellanOptions
from tests.paths import RESOURCES

from .helpers import (
    GAME,
    MAGELLAN,
    Bid,
    Exchange,
    JoinStack,
    MagellanAction,
    MagellanState,
    Pass,
    Pay,
    Stage,
    Under,
)

SCENARIOS = RESOURCES / "scenarios"
SIDES = ("A", "B")
Position = dict[str, Any]


def options_for(seed: int) -> MagellanOptions:
    return MagellanOptions(board1=SIDES[seed % 2], board2=SIDES[(seed // 2) % 2])


def random_positions(count: int, per_game: int = 10) -> list[MagellanState]:
    """`count` positions from seeded random games: 3-6 players, all four board combinations."""
    found: list[MagellanState] = []
    seed = 0
    while len(found) < count:
        state = GAME.new_state(3 + seed % 4, options_for(seed // 4), seed)
        rng = Rng(seed)
        states = [state.clone()]
        while not GAME.is_terminal(state):
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
            states.append(state.clone())
        found += [states[rng.below(len(states))] for _ in range(per_game)]
        seed += 1
    return found[:count]


def play_on(state: MagellanState, seed: int, moves: int) -> list[Position]:
    rng = Rng(seed)
    seen = []
    for _ in range(moves):
        if GAME.is_terminal(state):
            break
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
        seen.append(GAME.state_to_json(state))
    return seen


# ---------------------------------------------------------------- round trip


def test_two_hundred_played_positions_survive_the_scenario_file_unchanged() -> None:
    for i, state in enumerate(random_positions(200)):
        text = scenario_from_state(GAME, state, state.options, title=f"position {i}").dumps()
        scenario = scenario_from_text(text)
        assert scenario.problems == [], (i, scenario.problems)
        again = scenario.state()
        assert GAME.state_to_json(again) == GAME.state_to_json(state)
        assert ([GAME.action_to_json(a) for a in GAME.legal_actions(again)]
                == [GAME.action_to_json(a) for a in GAME.legal_actions(state)])
        assert play_on(again, i, 4) == play_on(state.clone(), i, 4)


# ---------------------------------------------------------------- validation: one case per check


@cache
def _scenario(name: str) -> tuple[str, MagellanOptions]:
    scenario = scenario_from_text((SCENARIOS / name).read_text(encoding="utf-8"))
    return json.dumps(scenario.position), scenario.options  # type: ignore[return-value]


def shipped(name: str) -> tuple[Position, MagellanOptions]:
    text, options = _scenario(name)
    return json.loads(text), options


@cache
def _reached(stage: Stage, phase: int, board2: str) -> str:
    options = MagellanOptions(board2=board2)
    for seed in range(500):
        state = GAME.new_state(3, options, seed)
        rng = Rng(seed)
        while True:
            if state.stage == stage and state.phase == phase:
                return json.dumps(GAME.state_to_json(state))
            if GAME.is_terminal(state):
                break
            GAME.apply(state, rng.choice(GAME.legal_actions(state)))
    raise AssertionError(f"no {stage.name} in phase {phase} in 500 games")


def reached(stage: Stage, phase: int = 0, board2: str = "A") -> tuple[Position, MagellanOptions]:
    """The first position at `stage` in `phase` of seeded random 3-player games."""
    return json.loads(_reached(stage, phase, board2)), MagellanOptions(board2=board2)


def after(base: tuple[Position, MagellanOptions], *actions: MagellanAction) -> tuple[Position, MagellanOptions]:
    position, options = base
    state = GAME.state_from_json(position, options, "position")
    for action in actions:
        GAME.apply(state, action)
    return GAME.state_to_json(state), options


def fresh() -> tuple[Position, MagellanOptions]:
    """A new 3-player game on sides A: Marco Polo is up, Player 1 opens."""
    options = MagellanOptions()
    return GAME.state_to_json(GAME.new_state(3, options, 1)), options


BASES: dict[str, Callable[[], tuple[Position, MagellanOptions]]] = {
    "fresh": fresh,
    "phase II": lambda: reached(Stage.BID, phase=1),
    "veto": lambda: reached(Stage.VETO),
    "exchange": lambda: reached(Stage.EXCHANGE),
    "under side A": lambda: reached(Stage.UNDER, board2="A"),
    "puzzle 1": lambda: shipped("magellan-puzzle-1.json"),
    "stacks": lambda: shipped("magellan-example-stacks.json"),
    "pizarro": lambda: shipped("magellan-example-pizarro.json"),
    "over": lambda: after(shipped("magellan-example-stacks.json"), JoinStack(0), Under(5)),
}


def sold(p: Position, stage: str) -> None:
    """Fresh's Marco Polo card sold to Player 1 for 1, waiting at `stage` (paid with the 1 after "pay")."""
    p.update(stage=stage, buyer=0, price=1, last_buyer=0)
    if stage != "pay":
        p["bought"][0][0][EXPLORER_IDS.index(p["card"])] += 1
        p["discard"].append(p["hands"][0].pop(0))


def move(source: list[Any], target: list[Any]) -> None:
    target.append(source.pop())


def ship(p: Position, seat: int, key: str, field: int) -> None:
    """A ship of `seat` on a field, with the card that put it there."""
    p["ships"][key][field].append([seat, -1])
    p["bought"][seat][field][EXPLORER_IDS.index(key)] += 1


CASES: list[tuple[str, str, Callable[[Position], object], str, str | Callable[[Position], str]]] = [
    ("mg_c2_gold_card_in_two_places", "fresh", lambda p: p["hands"][2].append(9), "MG-C2", "position.hands[2]"),
    ("mg_c2_gold_card_missing", "fresh", lambda p: p["gold_deck"].pop(), "MG-C2", "position.gold_deck"),
    ("mg_c1_explorer_card_too_many", "fresh", lambda p: p["decks"][0].append("cook"), "MG-C1", "position.decks[0]"),
    ("mg_c1_explorer_card_missing", "fresh", lambda p: p["decks"][1].pop(), "MG-C1", "position.decks[1]"),
    ("mg_p1_earlier_deck_not_used_up", "phase II", lambda p: move(p["boxed"][0], p["decks"][0]),
     "MG-P1", "position.decks[0]"),
    ("mg_p1_later_phase_card_bought", "fresh", lambda p: ship(p, 1, "cook", 2), "MG-P1", "position.bought[1][2]"),
    ("mg_p1_later_phase_card_boxed", "fresh", lambda p: move(p["decks"][1], p["boxed"][1]),
     "MG-P1", "position.boxed[1]"),
    ("mg_p1_deck_left_after_the_phase_ends", "exchange", lambda p: move(p["boxed"][0], p["decks"][0]),
     "MG-P1", "position.decks[0]"),
    ("mg_x4_veto_after_phase_i", "phase II", lambda p: p.update(stage="veto"), "MG-X4", "position.stage"),
    ("mg_p3_scoring_before_phase_iii", "fresh", lambda p: p.update(stage="over"), "MG-P3", "position.phase"),
    ("mg_x4_known_bottom_deeper_than_the_deck", "fresh", lambda p: p.update(known_bottom=18),
     "MG-X4", "position.known_bottom"),
    ("mg_x2_half_on_a_whole_field", "stacks", lambda p: p["ships"]["vasco_da_gama"][0][0].__setitem__(1, 1),
     "MG-X2", "position.ships.vasco_da_gama[0][0]"),
    ("mg_c1_more_ships_than_the_field_holds", "stacks", lambda p: p["ships"]["magellan"][1].append([1, -1]),
     "MG-C1", "position.ships.magellan[1]"),
    ("mg_a4_moved_on_without_an_earlier_card", "stacks", lambda p: p["bought"][1][1].__setitem__(MAGELLAN, 1),
     "MG-A4", "position.bought[1][1]"),
    ("mg_a4b_more_cards_than_ships_to_move_on", "stacks", lambda p: p["bought"][0][1].__setitem__(MAGELLAN, 3),
     "MG-A4b", "position.bought[0][1]"),
    ("mg_b1_ship_missing_from_field_i", "stacks", lambda p: p["ships"]["marco_polo"][0].clear(),
     "MG-B1", "position.ships.marco_polo[0]"),
    ("mg_b2_ship_missing_from_field_ii", "stacks", lambda p: p["ships"]["magellan"][1].pop(),
     "MG-B2", "position.ships.magellan[1]"),
    ("mg_c3_ships_in_supply_do_not_add_up", "fresh", lambda p: p["ships_left"].__setitem__(0, 5),
     "MG-C3", "position.ships_left[0]"),
    ("mg_b3_unplaced_ships_kept_after_phase_i", "phase II", lambda p: p["ships_left"].__setitem__(0, 1),
     "MG-B3", "position.ships_left[0]"),
    ("mg_c3_more_than_six_ships_on_the_board", "stacks",
     lambda p: [ship(p, 0, key, 0) for key in ("cook", "columbus", "pizarro")], "MG-C3", "position.bought[0][0]"),
    ("mg_x6_stack_without_its_cards", "stacks", lambda p: p["gold_deck"].append(p["stacks"][0][1].pop()),
     "MG-X6", "position.stacks[0]"),
    ("mg_x4b_veto_without_a_columbus_card", "fresh", lambda p: p["vetoes"].__setitem__(0, 1),
     "MG-X4b", "position.vetoes[0]"),
    ("mg_x3_gold_shown_without_cook", "fresh", lambda p: p["showing"].__setitem__(1, True),
     "MG-X3", "position.showing[1]"),
    ("mg_x3_cook_buyer_hides_gold", "stacks", lambda p: p["showing"].__setitem__(1, False),
     "MG-X3", "position.showing[1]"),
    ("mg_e1b_no_last_buyer_after_sales", "phase II", lambda p: p.update(last_buyer=-1),
     "MG-E1b", "position.last_buyer"),
    ("mg_e1b_last_buyer_bought_nothing", "fresh", lambda p: p.update(last_buyer=1), "MG-E1b", "position.last_buyer"),
    ("mg_e1b_last_buyer_is_the_buyer", "stacks", lambda p: p.update(last_buyer=1), "MG-E1b", "position.last_buyer"),
    ("mg_a1_the_auctioneer_opens_the_very_first_card_of_phase_i", "fresh",
     lambda p: p["auction"].update(invited=1, opener=1, bidder=1), "MG-A1", "position.auction.invited"),
    ("mg_a1_buyer_invited_next", "stacks", lambda p: p["auction"].update(invited=2),
     "MG-A1", "position.auction.invited"),
    ("mg_a2_payment_not_discarded", "fresh", lambda p: move(p["gold_deck"], p["paid"]), "MG-A2", "position.paid"),
    ("mg_x6_side_b_payment_missing", "stacks", lambda p: (p["discard"].extend(p["paid"]), p["paid"].clear()),
     "MG-X6", "position.paid"),
    ("mg_x4_veto_queue_outside_a_veto", "fresh", lambda p: p.update(veto_queue=[0]), "MG-X4", "position.veto_queue"),
    ("mg_x1_exchange_queue_outside_an_exchange", "fresh", lambda p: p.update(exchange_queue=[0]),
     "MG-X1", "position.exchange_queue"),
    ("mg_e1_score_order_before_scoring", "fresh", lambda p: p.update(score_order=[0]),
     "MG-E1", "position.score_order"),
    ("mg_x5_plunderer_before_scoring", "fresh", lambda p: p["plunder"].update(player=0),
     "MG-X5", "position.plunder.player"),
    ("mg_x5_plundered_cards_before_scoring", "fresh", lambda p: move(p["gold_deck"], p["plunder"]["cards"]),
     "MG-X5", "position.plunder"),
    ("mg_e2_winners_before_the_end", "fresh", lambda p: p.update(winners=[0]), "MG-E2", "position.winners"),
    ("mg_a1_auction_without_a_card", "fresh", lambda p: p.update(card=None), "MG-A1", "position.card"),
    ("mg_a3_sale_without_a_buyer", "stacks", lambda p: p.update(buyer=-1), "MG-A3", "position.buyer"),
    ("mg_x4c_veto_on_the_last_card", "veto", lambda p: (p["boxed"][0].extend(p["decks"][0]), p["decks"][0].clear()),
     "MG-X4c", "position.stage"),
    ("mg_x4_veto_queue_not_the_holders", "veto", lambda p: p.update(veto_queue=[]), "MG-X4", "position.veto_queue"),
    ("mg_a1c_bid_limit_above_the_hand", "fresh", lambda p: p["auction"]["limits"].__setitem__(1, 46),
     "MG-A1c", "position.auction.limits[1]"),
    ("mg_a4_bid_limit_for_an_ineligible_player", "puzzle 1", lambda p: p["auction"]["limits"].__setitem__(2, 3),
     "MG-A4", "position.auction.limits[2]"),
    ("mg_a4_ineligible_player_still_in", "puzzle 1", lambda p: p["auction"]["out"].__setitem__(2, False),
     "MG-A4", "position.auction.out[2]"),
    ("mg_a1_no_bidder", "fresh", lambda p: p["auction"].update(bidder=-1), "MG-A1", "position.auction.bidder"),
    ("mg_a1c_bidder_cannot_raise", "puzzle 1", lambda p: p["auction"].update(high_bid=6, high_bidder=0, bidder=1),
     "MG-A1c", "position.auction.bidder"),
    ("mg_a1_high_bid_without_a_bidder", "fresh", lambda p: p["auction"].update(high_bid=3),
     "MG-A1", "position.auction.high_bidder"),
    ("mg_a1_high_bidder_passed", "puzzle 1",
     lambda p: (p["auction"].update(high_bid=2, high_bidder=1), p["auction"]["out"].__setitem__(1, True)),
     "MG-A1", "position.auction.out[1]"),
    ("mg_a1c_bid_above_what_the_bidder_can_pay", "fresh",
     lambda p: p["auction"].update(high_bid=46, high_bidder=1, bidder=2), "MG-A1c", "position.auction.high_bid"),
    ("mg_x6_bid_that_leaves_no_card_to_slide_under", "puzzle 1",
     lambda p: p["auction"].update(high_bid=7, high_bidder=1), "MG-X6", "position.auction.high_bid"),
    ("mg_a1d_wrong_opener", "fresh", lambda p: p["auction"].update(opener=2), "MG-A1d", "position.auction.opener"),
    ("mg_a1_price_below_one", "fresh", lambda p: (sold(p, "pay"), p.update(price=0)), "MG-A1", "position.price"),
    ("mg_a1c_price_above_the_hand", "fresh", lambda p: (sold(p, "pay"), p.update(price=99)),
     "MG-A1c", "position.price"),
    ("mg_x2_half_asked_on_a_whole_field", "fresh", lambda p: sold(p, "half"), "MG-X2", "position.stage"),
    ("mg_x6d_stack_asked_for_another_explorer", "fresh", lambda p: sold(p, "stack"), "MG-X6d", "position.stage"),
    ("mg_x6_card_under_another_explorer", "fresh", lambda p: sold(p, "under"), "MG-X6", "position.stage"),
    ("mg_x6_side_a_no_card_left_to_slide_under", "under side A",
     lambda p: (p["gold_deck"].extend(p["hands"][p["buyer"]]), p["hands"][p["buyer"]].clear()),
     "MG-X6", lambda p: f"position.hands[{p['buyer']}]"),
    ("mg_x6d_target_stack_missing", "under side A", lambda p: p.update(target_stack=5),
     "MG-X6d", "position.target_stack"),
    ("mg_x1_exchange_queue_not_the_ships", "exchange", lambda p: p.update(exchange_queue=[]),
     "MG-X1", "position.exchange_queue"),
    ("mg_x5_plunderer_without_a_plunder_field", "pizarro", lambda p: p["plunder"].update(player=1),
     "MG-X5", "position.plunder.player"),
    ("mg_x5_more_plunders_than_fields", "pizarro", lambda p: p["plunder"].update(left=1),
     "MG-X5", "position.plunder.left"),
    ("mg_x5_plunder_sum_not_the_cards", "pizarro", lambda p: p["plunder"].update(sum=5),
     "MG-X5", "position.plunder.sum"),
    ("mg_e2_wrong_winner", "over", lambda p: p.update(winners=[0]), "MG-E2", "position.winners"),
    ("mg_e1_points_before_scoring", "fresh", lambda p: p["score"].__setitem__(1, 5), "MG-E1", "position.score[1]"),
    ("mg_e1_counting_order", "pizarro", lambda p: p.update(score_order=[2, 1]), "MG-E1", "position.score_order"),
    ("mg_e1_counted_out_of_turn", "pizarro", lambda p: p["scored"].__setitem__(2, True),
     "MG-E1", "position.scored[2]"),
    ("mg_e1_points_before_being_counted", "pizarro", lambda p: p["score"].__setitem__(2, 4),
     "MG-E1", "position.score[2]"),
    ("mg_e1_score_not_what_the_count_gives", "pizarro", lambda p: p["score"].__setitem__(0, 30),
     "MG-E1", "position.score[0]"),
]


@pytest.mark.parametrize("base", list(BASES))
def test_the_base_positions_break_no_rule(base: str) -> None:
    position, options = BASES[base]()
    assert GAME.read_position(position, options, "position")[1] == []


@pytest.mark.parametrize("base, edit, rule, path", [case[1:] for case in CASES], ids=[case[0] for case in CASES])
def test_each_broken_rule_is_named_with_its_item(base: str, edit: Callable[[Position], object], rule: str,
                                                 path: str | Callable[[Position], str]) -> None:
    position, options = BASES[base]()
    edit(position)
    where = path(position) if callable(path) else path
    state, problems = GAME.read_position(position, options, "position")
    assert (rule, where) in [(p.rule, p.path) for p in problems], problems
    assert GAME.state_to_json(state)["players"] == position["players"]  # the editor can still show it


def test_a_broken_position_still_builds_and_playing_it_is_refused_with_the_first_problem() -> None:
    position, options = fresh()
    position["gold_deck"] = position["gold_deck"][:-5]
    state, problems = GAME.read_position(position, options, "position")
    assert len(state.gold_deck) == len(position["gold_deck"]) and problems
    with pytest.raises(FormatError) as info:
        GAME.state_from_json(position, options, "position")
    assert info.value.path == problems[0].path and info.value.message.startswith("MG-C2: ")


# ---------------------------------------------------------------- values the format cannot hold


FORMAT_CASES: list[tuple[Callable[[Position], object], str]] = [
    (lambda p: p.update(players="three"), "position.players"),
    (lambda p: p.update(players=7), "position.players"),
    (lambda p: p["hands"].pop(), "position.hands"),
    (lambda p: p["hands"][1].__setitem__(0, 10), "position.hands[1][0]"),
    (lambda p: p["hands"][1].__setitem__(0, True), "position.hands[1][0]"),
    (lambda p: p.update(stage="dance"), "position.stage"),
    (lambda p: p.update(phase=3), "position.phase"),
    (lambda p: p.update(card="drake"), "position.card"),
    (lambda p: p["decks"].__setitem__(0, "cook"), "position.decks[0]"),
    (lambda p: p["decks"][0].__setitem__(0, "drake"), "position.decks[0][0]"),
    (lambda p: p.update(boxed=[[], []]), "position.boxed"),
    (lambda p: p["ships"].update(drake=[[], [], []]), "position.ships.drake"),
    (lambda p: p["ships"].update(cook=[[]]), "position.ships.cook"),
    (lambda p: p["ships"]["cook"][0].append([3, -1]), "position.ships.cook[0][0]"),
    (lambda p: p["ships"]["cook"][0].append([0, 2]), "position.ships.cook[0][0]"),
    (lambda p: p["bought"][0].__setitem__(1, [0, 0]), "position.bought[0][1]"),
    (lambda p: p["stacks"].__setitem__(0, 5), "position.stacks[0]"),
    (lambda p: p["stacks"].__setitem__(0, [["x"]]), "position.stacks[0][0][0]"),
    (lambda p: p["stacks"].__setitem__(0, [7]), "position.stacks[0][0]"),
    (lambda p: p.update(showing=[False]), "position.showing"),
    (lambda p: p.update(ships_left=[6, 6, 7]), "position.ships_left"),
    (lambda p: p["auction"].update(limits=[1, 2]), "position.auction.limits"),
    (lambda p: p["auction"].update(bidder=3), "position.auction.bidder"),
    (lambda p: p["plunder"].update(cards=[0]), "position.plunder.cards[0]"),
    (lambda p: p.update(veto_queue=[5]), "position.veto_queue[0]"),
    (lambda p: p.pop("hands"), "position.hands"),
]


@pytest.mark.parametrize("edit, path", FORMAT_CASES, ids=[case[1] + f"#{i}" for i, case in enumerate(FORMAT_CASES)])
def test_a_value_the_format_cannot_hold_names_its_path(edit: Callable[[Position], object], path: str) -> None:
    position, options = fresh()
    edit(position)
    with pytest.raises(FormatError) as info:
        GAME.read_position(position, options, "position")
    assert info.value.path == path


def test_a_position_that_is_no_object_is_refused() -> None:
    with pytest.raises(FormatError) as info:
        GAME.read_position([1, 2], MagellanOptions(), "position")
    assert info.value.path == "position"


def test_mg_c2_a_surplus_gold_card_is_named_by_its_count() -> None:
    position, options = fresh()
    position["hands"][2].append(9)
    (surplus,) = [p for p in GAME.read_position(position, options, "position")[1] if p.rule == "MG-C2"]
    assert surplus.path == "position.hands[2]"
    assert "holds one gold card of value 9 too many: only 7 exist" in surplus.message, surplus.message


def test_mg_x5_a_plunder_that_reached_the_limit_exactly_breaks_no_rule() -> None:
    """20 is still counted (a sum over 20 scores nothing): the plunderer may stop or turn up another."""
    position, options = shipped("magellan-example-pizarro.json")
    for value in (9, 8, 3):
        position["gold_deck"].remove(value)
    position["plunder"].update(cards=[9, 8, 3], sum=20)
    assert GAME.read_position(position, options, "position")[1] == []
    position["plunder"].update(sum=21)
    assert [p.path for p in GAME.read_position(position, options, "position")[1]] == ["position.plunder.sum"]


@pytest.mark.parametrize("explorer", ["marco_polo", "vasco_da_gama", "cook", "columbus", "pizarro"])
def test_mg_x6_only_magellan_b_keeps_a_payment_aside(explorer: str) -> None:
    """A card slid under for another explorer is the problem named (the stage); no payment is missing."""
    position, options = fresh()
    position["decks"][0].remove(explorer)
    position["decks"][0].append(position["card"])
    position["card"] = explorer
    sold(position, "under")
    found = [(p.rule, p.path) for p in GAME.read_position(position, options, "position")[1]]
    assert ("MG-X6", "position.stage") in found and "position.paid" not in [path for _, path in found], found


def test_mg_e1b_a_plunder_position_whose_last_buyer_is_player_1_breaks_no_rule() -> None:
    """Scoring went clockwise from the last buyer, Player 1 (seat 0), not from the auctioneer."""
    position, options = shipped("magellan-example-pizarro.json")
    position["auctioneer"] = 1
    assert position["last_buyer"] == 0 and position["stage"] == "plunder"
    assert GAME.read_position(position, options, "position")[1] == []


def test_mg_e1_a_wrong_score_names_the_plunder_only_for_a_player_who_plunders() -> None:
    plunders, options = shipped("magellan-example-pizarro.json")
    plunders["score"][0] = 30
    over, _ = BASES["over"]()
    over["score"][1] = 1
    (plunderer,) = [p for p in GAME.read_position(plunders, options, "position")[1] if p.rule == "MG-E1"]
    (other,) = [p for p in GAME.read_position(over, options, "position")[1] if p.rule == "MG-E1"]
    assert (plunderer.path, other.path) == ("position.score[0]", "position.score[1]")
    for words in ("Player 1", "36", "plunder adds at most 20", "not 30"):
        assert words in plunderer.message, plunderer.message
    for words in ("Player 2", "42", "not 1"):
        assert words in other.message, other.message
    assert "plunder" not in other.message, other.message


# ---------------------------------------------------------------- candidate actions


def test_candidates_hold_every_legal_action_and_check_refuses_the_rest_with_a_rule() -> None:
    refused_rules = set()
    for state in random_positions(150, per_game=15):
        legal = GAME.legal_actions(state)
        candidates = GAME.candidate_actions(state)
        assert set(legal) <= set(candidates) and len(candidates) < 1000
        for action in candidates:
            if action in legal:
                continue
            with pytest.raises(RuleViolation) as info:
                GAME.check(state, action)
            assert info.value.rule.startswith("MG-") and info.value.message
            refused_rules.add(info.value.rule)
        assert [v.action for v in verdicts(GAME, state) if v.legal] == legal
    assert {"MG-A1", "MG-A1c", "MG-A2", "MG-B2", "MG-X1", "MG-X4", "MG-X6"} <= refused_rules


def test_a_payment_a_card_short_and_one_overpaying_are_explained() -> None:
    position, options = fresh()
    sold(position, "pay")
    position["price"] = 5
    state = GAME.state_from_json(position, options, "position")
    by_action = {v.action: v for v in verdicts(GAME, state)}
    assert by_action[Pay((5,))].legal
    assert by_action[Pay((2,))].reason == "The cards add up to 2, less than your bid of 5."
    assert by_action[Pay((5, 6))].reason == "You can pay exactly 5, so you may not overpay."
    assert by_action[Pass()].rule == "MG-A2"


def test_mg_x1_the_ruling_list_refuses_exchanging_four_cards() -> None:
    """The four lowest and the four highest cards are offered, and refused: at most three."""
    position, options = BASES["exchange"]()
    state = GAME.state_from_json(position, options, "position")
    hand = state.hands[state.exchange_queue[0]]
    assert len(hand) > 4
    by_action = {v.action: v for v in verdicts(GAME, state)}
    for four in (Exchange(tuple(hand[:4])), Exchange(tuple(hand[-4:]))):
        assert four in by_action, f"{four} is not in the ruling list"
        assert by_action[four].rule == "MG-X1" and "at most 3" in (by_action[four].reason or ""), four


def test_a_stack_whose_ship_is_not_on_the_previous_field_is_refused() -> None:
    position, options = shipped("magellan-example-stacks.json")
    ship(position, 0, "magellan", 0)
    position["boxed"][0].remove("magellan")
    position["stacks"][0].append([position["gold_deck"].pop()])
    state = GAME.state_from_json(position, options, "position")
    refused = [v for v in verdicts(GAME, state) if not v.legal]
    assert [(v.action, v.rule) for v in refused] == [(JoinStack(2), "MG-X6d")]


def test_turning_up_plunder_with_no_gold_left_is_refused() -> None:
    position, options = shipped("magellan-example-pizarro.json")
    position["hands"][2] += position["gold_deck"] + position["discard"]
    position["gold_deck"], position["discard"] = [], []
    state = GAME.state_from_json(position, options, "position")
    assert [(v.label, v.rule) for v in verdicts(GAME, state)] == [
        ("Stop plundering at 0", None), ("Turn up another gold card (total 0)", "MG-D1")]


# ---------------------------------------------------------------- puzzle goals


def progress_after(name: str, *actions: MagellanAction) -> tuple[Goal, PuzzleProgress]:
    scenario = scenario_from_text((SCENARIOS / name).read_text(encoding="utf-8"))
    assert scenario.goal is not None
    start = scenario.state()
    state = start.clone()
    events: list[Event] = []
    moves = []
    for action in actions:
        moves.append((GAME.decision(state).player, action))  # type: ignore[union-attr]
        events += GAME.apply(state, action)
    return scenario.goal, PuzzleProgress(start, state, events, moves)


@pytest.mark.parametrize("actions, status", [
    ((), None),
    ((Bid(3),), None),
    ((Bid(6),), True),                     # Player 2 can bid 6 at most (MG-X6): sold at 6, paid 2 + 4
    ((Bid(5), Pass(), Pay((2, 4))), True),     # no exact 5: an overpayment of 6 is still below 7
    ((Bid(5), Pass(), Pay((9,))), False),      # paying 9 for a bid of 5: there is no change (MG-A2)
    ((Bid(5), Bid(6), Bid(7)), False),     # outbid at 6, the next bid costs the 9
    ((Bid(7),), False),
    ((Pass(), Bid(1)), False),             # Player 2 wins the auction
], ids=["open", "bidding", "met", "met-overpaying", "failed-overpaying", "failed-outbid", "failed-price",
        "failed-rival-wins"])
def test_auction_below_goal(actions: tuple[MagellanAction, ...], status: bool | None) -> None:
    goal, progress = progress_after("magellan-puzzle-1.json", *actions)
    assert goal.kind == "auction_below" and GAME.goal_status(goal, progress) is status


@pytest.mark.parametrize("actions, status", [
    ((), None),
    ((Bid(9), Pay((1, 8)), Under(1)), True),    # 7 crowns x 3 + 1 + 1 + 4 in hand = 27
    ((Bid(9), Pay((4, 5)), Under(4)), False),   # 6 x 3 + 1 + 1 + 4 = 24
    ((Pass(), Pass()), False),
], ids=["open", "met", "failed-payment", "failed-no-card"])
def test_points_goal(actions: tuple[MagellanAction, ...], status: bool | None) -> None:
    goal, progress = progress_after("magellan-puzzle-2.json", *actions)
    assert goal.kind == "points" and GAME.goal_status(goal, progress) is status
    if status is not None:
        assert (GAME.points(progress.state)[0] >= goal.target) is status


def test_goal_kinds_extend_win() -> None:
    assert set(GAME.goal_kinds()) == {"win", "auction_below", "points"}
    with pytest.raises(ValueError):
        GAME.goal_status(Goal("treasure", 0), progress_after("magellan-puzzle-1.json")[1])


def outcome(start: MagellanState, goal: Goal) -> tuple[bool, bool]:
    """(the goal player can force the goal, some line fails), searching every action of every seat."""
    force: dict[str, bool] = {}
    fail: dict[str, bool] = {}

    def search(state: MagellanState, events: list[Event], table: dict[str, bool], forcing: bool) -> bool:
        status = GAME.goal_status(goal, PuzzleProgress(start, state, events, []))
        if status is not None:
            return status if forcing else not status
        key = json.dumps(GAME.state_to_json(state))
        if key not in table:
            results = []
            for action in GAME.legal_actions(state):
                child = state.clone()
                results.append(search(child, events + GAME.apply(child, action), table, forcing))
            mine = GAME.decision(state).player == goal.player  # type: ignore[union-attr]
            table[key] = all(results) if forcing and not mine else any(results)
        return table[key]

    return search(start, [], force, True), search(start, [], fail, False)


@pytest.mark.parametrize("number", [1, 2, 3])
def test_each_puzzle_can_be_solved_against_every_reply_but_not_by_every_first_move(number: int) -> None:
    scenario = scenario_from_text((SCENARIOS / f"magellan-puzzle-{number}.json").read_text(encoding="utf-8"))
    assert scenario.goal is not None and scenario.problems == []
    assert scenario.title and scenario.author == "qtgames" and len(scenario.notes) > 200
    start = scenario.state()
    assert GAME.decision(start).player == scenario.goal.player  # type: ignore[union-attr]
    assert outcome(start, scenario.goal) == (True, True)
    losing_first_moves = []
    for action in GAME.legal_actions(start):
        after_move = start.clone()
        GAME.apply(after_move, action)
        if not outcome(after_move, scenario.goal)[0]:
            losing_first_moves.append(action)
    assert losing_first_moves


def test_puzzle_3_has_exactly_one_winning_bid() -> None:
    scenario = scenario_from_text((SCENARIOS / "magellan-puzzle-3.json").read_text(encoding="utf-8"))
    start = scenario.state()
    assert scenario.goal is not None
    winning = []
    for action in GAME.legal_actions(start):
        after_move = start.clone()
        GAME.apply(after_move, action)
        if outcome(after_move, scenario.goal)[0]:
            winning.append(action)
    assert winning == [Bid(7)]


# ---------------------------------------------------------------- the shipped files through the command line


@pytest.mark.parametrize("name", sorted(p.name for p in SCENARIOS.glob("magellan-*.json")))
def test_every_shipped_scenario_passes_check(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["check", str(SCENARIOS / name)]) == 0
    assert "a valid Magellan position" in capsys.readouterr().out


def test_rulebook_stacks_score_8x3_plus_5x2_and_end_the_game(capsys: pytest.CaptureFixture[str]) -> None:
    file = str(SCENARIOS / "magellan-example-stacks.json")
    assert main(["ruling", file, "--action", '{"stack": 0}', "--action", '{"under": 5}']) == 0
    out = capsys.readouterr().out
    assert "[MG-E1] Player 1: fields 1, Magellan 34, gold in hand 1 (8): 36 points." in out
    assert "[MG-E2] Player 2 wins" in out and "position.stage: 'under' → 'over'" in out
    assert main(["ruling", file, "--action", '{"stack": 1}', "--action", '{"under": 5}']) == 0
    assert "Magellan 33" in capsys.readouterr().out


def test_rulebook_pizarro_plunder_13_or_an_8_for_21_and_nothing(capsys: pytest.CaptureFixture[str]) -> None:
    file = str(SCENARIOS / "magellan-example-pizarro.json")
    draw, stop = ["--action", '{"plunder_draw": true}'], ["--action", '{"plunder_stop": true}']
    assert main(["ruling", file, *draw, *draw, *draw, *stop]) == 0
    stopped = capsys.readouterr().out
    assert "turns up a 5: 5 so far" in stopped and "a 6: 11 so far" in stopped and "a 2: 13 so far" in stopped
    assert "Player 1 stops at 13: 13 points (total 49)." in stopped
    assert main(["ruling", file, *draw, *draw, *draw, *draw]) == 0
    drawn = capsys.readouterr().out
    assert "Player 1 turns up an 8: 21 so far." in drawn
    assert "Player 1 stops at 21: over 20, nothing (total 36)." in drawn and "Player 2 wins with 51" in drawn


def test_ruling_lists_refused_bids_with_their_rule(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["ruling", str(SCENARIOS / "magellan-puzzle-1.json")]) == 0
    out = capsys.readouterr().out
    assert "Bid 13 for Ferdinand Magellan" in out
    assert "no: Bid 14 for Ferdinand Magellan" in out and "MG-X6: A gold card must remain" in out


def test_a_magellan_position_with_a_card_too_many_is_refused() -> None:
    game = GAME
    state = game.new_state(3, MagellanOptions(), 5)
    text = game.state_to_json(state)
    text["hands"][0].append(9)
    with pytest.raises(FormatError, match=r"position\.hands"):
        game.state_from_json(text, state.options, "position")
