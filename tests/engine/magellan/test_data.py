"""Magellan's component data (magellan-data.md): the counts, the board table, and bad files refused."""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

import pytest

from qtgames.engine.core import FormatError
from qtgames.engine.magellan import data as mg_data
from qtgames.engine.magellan.data import EXPLORER_IDS, load_data, parse_data
from tests.overrides import data_override
from tests.paths import RESOURCES

DATA = load_data()


def shipped() -> dict[str, Any]:
    return json.loads((RESOURCES / "magellan" / mg_data.DATA_FILE).read_text())


def test_mg_c1_six_explorers_with_three_two_one_cards_per_back() -> None:
    assert [e.key for e in DATA.explorers] == list(EXPLORER_IDS)
    assert DATA.explorer_cards == (3, 2, 1)
    assert sum(DATA.explorer_cards) * len(DATA.explorers) == 36


def test_mg_c2_sixty_three_gold_cards_seven_of_each_value_crowns_falling_with_value() -> None:
    assert Counter(DATA.gold) == dict.fromkeys(range(1, 10), 7)
    assert DATA.crowns[1:] == (3, 3, 3, 2, 2, 2, 1, 1, 1)
    # The seed's Magellan example: cards 2, 1, 5 carry 8 crowns, cards 1, 4 carry 5.
    assert sum(DATA.crowns[v] for v in (2, 1, 5)) == 8 and sum(DATA.crowns[v] for v in (1, 4)) == 5


def test_mg_c3_six_ships_each() -> None:
    assert DATA.ships == 6


def test_mg_c4_two_boards_of_three_explorers_each_with_sides_a_and_b() -> None:
    boards = [[e.key for e in DATA.explorers if e.board == b] for b in (0, 1)]
    assert boards == [["marco_polo", "vasco_da_gama", "cook"], ["columbus", "pizarro", "magellan"]]
    assert all(set(e.sides) == {"A", "B"} and all(len(f) == 3 for f in e.sides.values()) for e in DATA.explorers)


def test_mg_s2_starting_hand_one_of_each_value_and_basic_two_cards() -> None:
    assert DATA.starting_hand == tuple(range(1, 10)) and DATA.basic_cards == 2


def test_field_capacities_three_two_one() -> None:
    assert DATA.field_capacity == (3, 2, 1)


def _side(key: str, side: str) -> tuple[Any, ...]:
    return DATA.explorers[EXPLORER_IDS.index(key)].sides[side]


def test_board_table_of_the_data_file_with_the_rulebook_examples() -> None:
    def numbers(key: str, side: str) -> list[tuple[int, int]]:
        return [(f.bags, f.crowns) for f in _side(key, side)]

    assert numbers("columbus", "A") == numbers("columbus", "B") == [(1, 1), (1, 5), (0, 10)]   # 1/5/10 example
    assert numbers("marco_polo", "A")[0][1] == 0 and numbers("vasco_da_gama", "A")[0][1] == 1
    assert [h.crowns for f in _side("vasco_da_gama", "B") for h in f.halves] == [0, 8, 0, 8, 0, 8]
    assert [h.draw for f in _side("vasco_da_gama", "B") for h in f.halves] == [1, 0, 2, 0, 3, 0]
    assert [f.draw for f in _side("vasco_da_gama", "A")] == [1, 2, 3]
    assert all(f.crowns == 0 for side in "AB" for f in _side("magellan", side))
    assert _side("pizarro", "B")[2].action == "plunder" and _side("pizarro", "B")[2].crowns == 0
    assert [f.action for f in _side("marco_polo", "A")] == ["exchange", "exchange", "none"]
    assert [f.action for f in _side("cook", "A")] == ["show_gold"] * 3
    assert [f.action for f in _side("cook", "B")] == ["steal"] * 3
    assert DATA.plunder_limit == 20


def test_the_placeholder_numbers_are_marked() -> None:
    assert any("placeholder" in r or "board" in r for r in DATA.reconstructed)


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d["gold"][2].update(copies=0), r"gold\[2\]\.copies"),
    (lambda d: d["explorers"][3]["A"][1].update(action="veto"), r"explorers\[3\]\.A\[1\]\.action"),
    (lambda d: d["explorers"][0]["A"][2].update(action="exchange"), r"explorers\[0\]\.A\[2\]\.action"),
    (lambda d: d["explorers"][5]["B"][0].update(crowns=2), r"explorers\[5\]\.B\[0\]"),
    (lambda d: d["explorers"][1]["B"][1].pop("halves"), r"explorers\[1\]\.B\[1\]"),
    (lambda d: d["explorers"][2]["A"][0].update(bags="many"), r"explorers\[2\]\.A\[0\]\.bags"),
    (lambda d: d["explorers"].reverse(), r"explorers"),
    (lambda d: d["boards"][0]["explorers"].append("columbus"), r"boards\[1\]\.explorers\[0\]"),
    (lambda d: d.update(starting_hand=[1, 2, 10]), r"starting_hand\[2\]"),
    (lambda d: d.update(version=3), r"version"),
])
def test_a_broken_data_file_is_refused_naming_the_field(change: Any, path: str) -> None:
    broken = copy.deepcopy(shipped())
    change(broken)
    with pytest.raises(FormatError, match=path):
        parse_data(broken)


def test_a_user_override_is_used_and_a_bad_one_is_named_and_set_aside() -> None:
    raw = shipped()
    raw["explorers"][2]["A"][0]["crowns"] = 7
    with data_override(mg_data, raw):
        assert load_data().explorers[2].sides["A"][0].crowns == 7
    with data_override(mg_data, "{not json") as path:
        assert load_data().explorers[2].sides["A"][0].crowns == shipped()["explorers"][2]["A"][0]["crowns"]
        assert mg_data.data_in_force().problem.startswith(f"{path}: not JSON")


def test_a_user_override_with_other_board_numbers_changes_the_scoring() -> None:
    from qtgames.engine.core import get_game
    from qtgames.engine.magellan import scoring

    raw = shipped()
    columbus = EXPLORER_IDS.index("columbus")
    raw["explorers"][columbus]["A"][2]["crowns"] = 12
    game = get_game("magellan")
    with data_override(mg_data, raw):
        state = game.new_state(3, game.Options(), 1)
        state.ships[columbus][2] = [(0, -1)]
        assert scoring.field_points(state, 0) == 12
    state = game.new_state(3, game.Options(), 1)
    state.ships[columbus][2] = [(0, -1)]
    assert scoring.field_points(state, 0) == 10
