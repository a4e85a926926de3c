"""The editor's edits of Entdecker positions: each does what it says and no card, token or unit
is ever lost or doubled — checked with the game's own reader after random edit sequences."""

from __future__ import annotations

import random
from itertools import chain
from typing import Any

import pytest

from qtgames.engine.core.editing import set_field
from qtgames.engine.entdecker import editing
from qtgames.engine.entdecker.data import load_data
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.engine.entdecker.position import read_position

DATA = load_data()
COMPONENT_RULES = {"EN-C2", "EN-C3", "EN-C4", "EN-C5", "EN-D2"}
HEADLAND = ("headland", "plain", None)


def problems(position: dict[str, Any]) -> list[tuple[str, str]]:
    _, found = read_position(position, DATA, EntdeckerOptions(), "position")
    return [(p.rule, p.path) for p in found]


def component_problems(position: dict[str, Any]) -> list[tuple[str, str]]:
    return [(rule, path) for rule, path in problems(position) if rule in COMPONENT_RULES]


def stacked(position: dict[str, Any]) -> list[int]:
    return [card for stack in position["stacks"] for card in stack]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_a_blank_position_is_valid_with_everything_in_its_supply(players: int) -> None:
    blank = editing.blank_position(DATA, players)
    assert problems(blank) == []
    assert sorted(stacked(blank)) == DATA.draw_tiles()
    assert [len(stack) for stack in blank["stacks"]] == [19, 19, 19, 19, 18]
    assert blank["gold"] == [DATA.gold_start] * players and blank["units"] == []


def test_laying_a_card_takes_it_from_its_stack() -> None:
    blank = editing.blank_position(DATA)
    laid = editing.lay_card(blank, DATA, 22, "c3", 1)
    assert laid["board"] == [{"square": "C3", "tile": 22, "quarters": 1}]
    assert 22 not in stacked(laid) and 22 in stacked(blank)
    assert component_problems(laid) == []


def test_a_card_laid_on_a_card_sends_it_and_its_unit_back() -> None:
    position = editing.put_unit(editing.lay_card(editing.blank_position(DATA), DATA, 22, "C3"), DATA, 0, "scout", "C3")
    replaced = editing.lay_card(position, DATA, 84, "C3")
    assert replaced["board"] == [{"square": "C3", "tile": 84, "quarters": 0}]
    assert replaced["units"] == []
    # Under the shortest stack (the one 84 left): the next draws stay as they were.
    assert replaced["stacks"][4][0] == 22 and len(replaced["stacks"][4]) == 18
    assert component_problems(replaced) == []


def test_a_reserve_card_goes_back_on_top_of_its_own_pile() -> None:
    reserve_headland = DATA.reserve_tiles(2)[0]
    laid = editing.lay_card(editing.blank_position(DATA), DATA, reserve_headland, "A1")
    assert reserve_headland not in laid["reserve"][1]
    lifted = editing.lift_card(laid, DATA, "A1")
    assert lifted["reserve"][1][-1] == reserve_headland and lifted["board"] == []


def test_a_card_made_for_a_hole_ceases_to_exist_and_later_ones_move_down() -> None:
    position = editing.blank_position(DATA) | {
        "made_tiles": [2, 5], "board": [{"square": "A1", "tile": 120}, {"square": "B1", "tile": 121}]}
    lifted = editing.lift_card(position, DATA, "A1")
    assert lifted["made_tiles"] == [5] and lifted["board"] == [{"square": "B1", "tile": 120}]
    assert component_problems(lifted) == []


def test_moving_a_card_carries_its_unit_the_ship_and_the_turn_s_record() -> None:
    position = editing.lay_card(editing.blank_position(DATA), DATA, 22, "C3")
    position = editing.put_unit(position, DATA, 1, "fort", "C3")
    position = editing.ship_to_square(set_field(position, "placed_now", ["C3"]), "C3", 0)
    position["ship"]["started_on"] = "C3"
    moved = editing.move_card(position, DATA, "C3", "F5")
    assert moved["board"] == [{"square": "F5", "tile": 22, "quarters": 0}]
    assert moved["units"] == [{"square": "F5", "owner": 1, "kind": "fort", "part": 0}]
    assert moved["ship"] == {"square": "F5", "route": 0, "started_on": "F5"}
    assert moved["placed_now"] == ["F5"]


def test_moving_onto_a_card_sends_that_card_back() -> None:
    position = editing.lay_card(editing.lay_card(editing.blank_position(DATA), DATA, 22, "C3"), DATA, 23, "D3")
    moved = editing.move_card(position, DATA, "C3", "D3")
    assert [(e["square"], e["tile"]) for e in moved["board"]] == [("D3", 22)]
    assert 23 in stacked(moved)


def test_turning_a_card() -> None:
    position = editing.lay_card(editing.blank_position(DATA), DATA, 22, "C3", 3)
    assert editing.turn_card(position, "C3", 1)["board"][0]["quarters"] == 0
    assert editing.turn_card(position, "C3", -1)["board"][0]["quarters"] == 2


def test_lifting_a_card_clears_its_square() -> None:
    position = editing.lay_card(editing.blank_position(DATA), DATA, 22, "C3")
    position = editing.ship_to_square(editing.put_unit(position, DATA, 0, "scout", "C3"), "C3", 0)
    position["placed_now"] = ["C3"]
    lifted = editing.lift_card(position, DATA, "C3")
    assert (lifted["board"], lifted["units"], lifted["ship"], lifted["placed_now"]) == ([], [], {}, [])


def test_putting_a_card_on_top_of_its_own_stack_reorders_it() -> None:
    blank = editing.blank_position(DATA)
    bottom = blank["stacks"][2][0]
    reordered = editing.put_card(blank, DATA, bottom, "stacks", 2)
    assert reordered["stacks"][2] == blank["stacks"][2][1:] + [bottom]


def test_cards_go_only_where_a_table_could_put_them() -> None:
    blank = editing.blank_position(DATA)
    reserve_bay = DATA.reserve_tiles(5)[0]
    assert editing.put_card(blank, DATA, reserve_bay, "stacks", 0) == blank
    assert editing.put_card(blank, DATA, reserve_bay, "reserve", 1) == blank
    assert editing.put_card(blank, DATA, 22, "reserve", 0) == blank          # a headland belongs in pile 2
    assert editing.put_card(blank, DATA, 22, "reserve", 1)["reserve"][1][-1] == 22


def test_a_new_drawn_card_sends_the_old_one_back() -> None:
    drawn = editing.put_card(editing.blank_position(DATA), DATA, 77, "drawn")
    assert drawn["drawn"] == 77 and 77 not in stacked(drawn)
    again = editing.put_card(drawn, DATA, 40, "drawn")
    assert again["drawn"] == 40 and 77 in stacked(again)
    boxed = editing.put_card(again, DATA, 40, "boxed")
    assert boxed["drawn"] == -1 and boxed["boxed"] == [40]


def test_spare_cards_come_from_the_box_then_the_bottom_of_the_stacks() -> None:
    blank = editing.blank_position(DATA)
    spare = editing.spare_cards(blank, DATA, HEADLAND)
    assert sorted(spare) == [t.id for t in DATA.tiles if t.shape == "headland" and t.back == "plain"]
    depth = {card: stack.index(card) for stack in blank["stacks"] for card in stack}
    assert [depth[card] for card in spare] == sorted(depth[card] for card in spare)
    boxed = editing.put_card(blank, DATA, 37, "boxed")
    assert editing.spare_cards(boxed, DATA, HEADLAND)[0] == 37
    pile = blank["reserve"][5]
    assert editing.spare_cards(blank, DATA, ("solid_land", "reserve", None)) == pile[::-1]


def test_no_spare_card_once_all_of_a_kind_are_on_the_board() -> None:
    position = editing.blank_position(DATA)
    gold_bays = [t.id for t in DATA.tiles if t.shape == "bay" and t.event == "gold"]
    for card, square in zip(gold_bays, ("A1", "B1"), strict=True):
        position = editing.lay_card(position, DATA, card, square)
    assert editing.spare_cards(position, DATA, ("bay", "question", "gold")) == []


def test_units_come_from_the_supply_and_never_exceed_it() -> None:
    position = editing.blank_position(DATA)
    for square in ("A1", "B1", "C1"):
        position = editing.put_unit(position, DATA, 0, "scout", square)
    assert editing.units_left(position, DATA, 0, "scout") == 0
    assert editing.put_unit(position, DATA, 0, "scout", "D1") == position
    replaced = editing.put_unit(position, DATA, 1, "settlement", "B1", 1)
    assert [(u["square"], u["owner"], u["kind"], u["part"]) for u in replaced["units"]] == [
        ("A1", 0, "scout", 0), ("C1", 0, "scout", 0), ("B1", 1, "settlement", 1)]


def test_a_unit_moves_to_another_square_or_another_land_part() -> None:
    position = editing.put_unit(editing.put_unit(editing.blank_position(DATA), DATA, 0, "scout", "A1"),
                                DATA, 1, "fort", "B1")
    other_part = editing.move_unit(position, "A1", "A1", 1)
    assert other_part["units"][0] == {"square": "A1", "owner": 0, "kind": "scout", "part": 1}
    onto = editing.move_unit(position, "A1", "B1", 0)
    assert onto["units"] == [{"square": "B1", "owner": 0, "kind": "scout", "part": 0}]
    assert editing.lift_unit(onto, "B1")["units"] == []


def test_the_ship_on_a_circle_a_square_or_off_the_board() -> None:
    position = editing.set_started_on(editing.blank_position(DATA), "c3")
    assert editing.ship_to_circle(position, 7)["ship"] == {"circle": 7, "started_on": "C3"}
    assert editing.ship_to_square(position, "c3", 1)["ship"] == {"square": "C3", "route": 1, "started_on": "C3"}
    assert editing.lift_ship(editing.ship_to_circle(position, 7))["ship"] == {}
    assert editing.set_started_on(position, None)["ship"] == {}


def test_tokens_move_between_piles_and_players() -> None:
    blank = editing.blank_position(DATA)
    held = editing.put_token(blank, 3, "tokens", 1)
    assert held["tokens"][1] == [3] and 3 not in held["token_piles"][0]
    back = editing.put_token(held, 3, "token_piles", 1)
    assert back["tokens"][1] == [] and back["token_piles"][1][-1] == 3
    assert component_problems(back) == []


def test_fewer_players_return_their_pieces_and_more_bring_starting_gold() -> None:
    position = editing.blank_position(DATA, 4)
    position = editing.put_token(editing.put_unit(position, DATA, 3, "scout", "A1"), 5, "tokens", 3)
    position = set_field(editing.set_seat_value(position, "gold", 3, 9), "active", 3)
    fewer = editing.set_players(position, DATA, 3)
    assert fewer["units"] == [] and len(fewer["tokens"]) == 3 and fewer["gold"] == [DATA.gold_start] * 3
    assert fewer["active"] == 2 and component_problems(fewer) == []
    more = editing.set_players(fewer, DATA, 4)
    assert more["gold"][3] == DATA.gold_start and more["tokens"][3] == [] and problems(more) == []


def random_edit(rng: random.Random, position: dict[str, Any]) -> dict[str, Any]:
    """One edit a user could make by dragging, picked at random."""
    squares = [f"{c}{r}" for c in "ABCDEFGHIJ" for r in range(1, 8)]
    on_board = [entry["square"] for entry in position["board"]]
    card = rng.randrange(len(DATA.tiles) + len(position["made_tiles"]))
    choice = rng.randrange(12)
    if choice < 3:
        return editing.lay_card(position, DATA, card, rng.choice(squares), rng.randrange(4))
    if choice == 3 and on_board:
        return editing.move_card(position, DATA, rng.choice(on_board), rng.choice(squares))
    if choice == 4 and on_board:
        return editing.lift_card(position, DATA, rng.choice(on_board))
    if choice == 5:
        field = rng.choice(editing.CARD_PLACES)
        return editing.put_card(position, DATA, card, field, rng.randrange(5 if field == "stacks" else 2))
    if choice == 6:
        return editing.put_unit(position, DATA, rng.randrange(position["players"]),
                                rng.choice(("scout", "fort", "settlement")), rng.choice(squares), rng.randrange(2))
    if choice == 7 and position["units"]:
        return editing.move_unit(position, rng.choice(position["units"])["square"], rng.choice(squares))
    if choice == 8:
        return editing.put_token(position, rng.randrange(len(DATA.tokens)), rng.choice(editing.TOKEN_PLACES),
                                 rng.randrange(2))
    if choice == 9:
        return editing.set_players(position, DATA, rng.randint(2, 4))
    if choice == 10 and on_board:
        return editing.ship_to_square(position, rng.choice(on_board), 0)
    made = {"made_tiles": position["made_tiles"] + [rng.randint(1, 6)]}
    return editing.lay_card(position | made, DATA, len(DATA.tiles) + len(position["made_tiles"]), rng.choice(squares))


@pytest.mark.parametrize("seed", range(6))
def test_random_edits_never_lose_or_double_a_component(seed: int) -> None:
    rng = random.Random(seed)
    position = editing.blank_position(DATA, rng.randint(2, 4))
    for step in range(120):
        position = random_edit(rng, position)
        assert component_problems(position) == [], f"after edit {step}"


def test_ready_to_draw_puts_the_card_on_top_of_its_stack_in_a_valid_exploring_turn() -> None:
    position = editing.blank_position(DATA)
    card = position["stacks"][2][0]   # the bottom of stack 3
    ready, stack = editing.ready_to_draw(position, DATA, card)
    assert stack == 2 and ready["stacks"][2][-1] == card and sorted(chain.from_iterable(ready["stacks"])) == sorted(
        chain.from_iterable(position["stacks"]))
    assert ready["phase"] == "explore" and ready["budget"] == 1 and ready["ship"] == {"circle": 0}
    _, problems = read_position(ready, DATA, EntdeckerOptions(), "position")
    assert not problems, [problem.message for problem in problems]
    reserve_card = position["reserve"][0][0]
    with pytest.raises(ValueError, match="never drawn"):
        editing.ready_to_draw(position, DATA, reserve_card)
