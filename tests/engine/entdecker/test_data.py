"""Entdecker's component data (entdecker-data.md): the counts, and every tile agreeing with itself."""

from __future__ import annotations

import copy
import json
from collections import Counter
from typing import Any

import pytest

from qtgames.engine.core import FormatError
from qtgames.engine.entdecker import data as en_data
from qtgames.engine.entdecker.data import edge_class, load_data, parse_data
from qtgames.engine.entdecker.moves import legal_actions
from qtgames.engine.entdecker.state import Declare, Draw, Phase, StartCircle
from tests.paths import RESOURCES

from .helpers import circle_above, fresh, play, sq

DATA = load_data()


def shipped() -> dict[str, Any]:
    return json.loads((RESOURCES / "entdecker" / en_data.DATA_FILE).read_text())


def test_en_c1_board_is_10_by_7() -> None:
    assert (DATA.columns, DATA.rows) == (10, 7)


def test_en_c2_120_tiles_94_to_draw_in_5_stacks_20_with_a_question_mark() -> None:
    backs = Counter(t.back for t in DATA.tiles)
    assert len(DATA.tiles) == 120 and backs == {"plain": 74, "question": 20, "reserve": 26}
    assert DATA.stacks == 5 and len(DATA.draw_tiles()) == 94


def test_en_c2_class_table_of_the_data_file() -> None:
    # class -> (reserve tiles, draw tiles, of which '?')
    table = {1: (4, 22, 5), 2: (4, 24, 4), 3: (4, 21, 5), 4: (4, 10, 2), 5: (4, 17, 4), 6: (6, 0, 0)}
    for klass, (reserve, draw, question) in table.items():
        tiles = [t for t in DATA.tiles if t.klass == klass]
        assert sum(t.back == "reserve" for t in tiles) == reserve, klass
        assert sum(t.back != "reserve" for t in tiles) == draw, klass
        assert sum(t.back == "question" for t in tiles) == question, klass


def test_en_c2_shapes_among_the_draw_tiles() -> None:
    shapes = Counter(t.shape for t in DATA.tiles if t.back != "reserve")
    assert shapes["open_sea"] == 14 and shapes["islet"] == 8
    assert shapes["headland"] == 24 and shapes["bay"] == 17
    assert shapes["corner"] == 17 and shapes["two_points"] == 4
    assert shapes["land_bridge"] == 6 and shapes["channel"] == 4
    bridge = next(t for t in DATA.tiles if t.shape == "land_bridge")
    assert len(bridge.routes) == 2 and all(len(r) == 1 for r in bridge.routes)  # two dead ends
    bay = next(t for t in DATA.tiles if t.shape == "bay")
    assert [len(r) for r in bay.routes] == [1]


def test_en_x4b_no_draw_tile_is_all_land() -> None:
    """A drawn card is joined to the ship's square by a dashed line: an all-land card has none."""
    assert all(tile.routes for tile in DATA.tiles if tile.back != "reserve")
    assert {t.shape for t in DATA.tiles if not t.routes} == {"solid_land"}


def test_en_x4b_every_draw_tile_can_be_placed_with_a_route_into_it() -> None:
    """No dead draws: each card, drawn with the ship on a starting circle of an open board, is
    placed (EN-X4d), not boxed (EN-X4c), with a sea route from the side the ship came in by."""
    for tile in DATA.draw_tiles():
        state = fresh()
        for stack in state.stacks:
            if tile in stack:
                stack.remove(tile)
        state.stacks[0].append(tile)
        state.gold[0] = 1
        play(state, StartCircle(circle_above(state, "E1")), Declare(1), Draw(0))
        if state.phase == Phase.PLACE:
            play(state, legal_actions(state)[0])
        e1 = sq(state, "E1")
        assert state.tiles[e1] == tile and tile not in state.boxed, DATA.tiles[tile]
        assert state.looks[e1].side_route[0] >= 0      # the circle above E1 is on its north side


def test_en_c3_six_reserve_piles_one_per_edge_class_pile_1_water_pile_6_land() -> None:
    assert sorted({t.klass for t in DATA.tiles if t.back == "reserve"}) == [1, 2, 3, 4, 5, 6]
    assert all(not any(DATA.tiles[i].land_side) for i in DATA.reserve_tiles(1))
    assert all(all(DATA.tiles[i].land_side) for i in DATA.reserve_tiles(6))


def test_en_c2_every_tile_routes_and_land_parts_agree_with_its_edges() -> None:
    for tile in DATA.tiles:
        land = {s for s in range(4) if tile.land_side[s]}
        assert set().union(*tile.land) == land if tile.land else not land
        assert set().union(*tile.routes) == set(range(4)) - land if tile.routes else land == set(range(4))
        assert edge_class("".join("L" if x else "W" for x in tile.land_side)) == tile.klass


def test_en_c2_edge_classes_are_the_six_rotation_classes() -> None:
    assert edge_class("WWWW") == 1 and edge_class("WLWW") == 2
    assert edge_class("WWLL") == 3 and edge_class("WLWL") == 4
    assert edge_class("LWLL") == 5 and edge_class("LLLL") == 6


def test_en_e_events_sit_on_question_tiles_and_land_events_on_land() -> None:
    events = Counter(t.event for t in DATA.tiles if t.event)
    assert events == {"storm": 4, "pirates": 3, "gold": 3, "friendly_natives": 4, "hostile_natives": 3, "ruins": 3}
    for tile in DATA.tiles:
        assert (tile.event is not None) == (tile.back == "question")
        if tile.event in en_data.LAND_EVENTS:
            assert tile.land


def test_en_c4_twenty_tokens_worth_one_to_four_in_two_piles() -> None:
    assert len(DATA.tokens) == 20 and DATA.token_piles == 2
    assert Counter(t.value for t in DATA.tokens) == {1: 5, 2: 5, 3: 5, 4: 5}
    assert {"potato", "tomato", "breadfruit"} <= {t.name for t in DATA.tokens}


def test_en_c5_gold_and_units() -> None:
    assert (DATA.gold_start, DATA.gold_max) == (4, 12)
    assert DATA.unit_cost == {"scout": 1, "fort": 3, "settlement": 6}
    assert DATA.unit_count == {"scout": 3, "fort": 2, "settlement": 1}


def test_en_c6_spinner_shows_two_to_five() -> None:
    assert sorted(DATA.spinner) == [2, 3, 4, 5]


def test_en_v1_personal_tile_shapes_exist_among_the_draw_tiles() -> None:
    assert DATA.personal_shapes == ("open_sea", "headland", "corner", "channel")


@pytest.mark.parametrize(("change", "path"), [
    (lambda d: d["tiles"][5].update(edges="LWWW"), r"tiles\[5\]"),            # routes no longer match
    (lambda d: d["tiles"][7].update(event="ruins"), r"tiles\[7\]"),            # event on a plain back
    (lambda d: d["tiles"][3].update(edges="WWXW"), r"tiles\[3\]\.edges"),
    (lambda d: d["tiles"][9].update(edges="LLLL", land=[[0, 1, 2, 3]], routes=[], **{"class": 6}),
     r"tiles\[9\].*sea route"),                                               # a dead draw
    (lambda d: d["tiles"][9].update(id=99), r"tiles\[9\]\.id"),
    (lambda d: d.update(version=7), r"version"),
    (lambda d: d["units"].pop("fort"), r"units"),
    (lambda d: d.update(personal_tiles=["volcano"]), r"personal_tiles\[0\]"),
])
def test_a_broken_data_file_is_refused_naming_the_field(change: Any, path: str) -> None:
    broken = copy.deepcopy(shipped())
    change(broken)
    with pytest.raises(FormatError, match=path):
        parse_data(broken)


def test_a_user_override_is_used_and_checked(tmp_path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    override = tmp_path / "data" / en_data.DATA_FILE
    override.parent.mkdir()
    monkeypatch.setenv("QTGAMES_DATA_DIR", str(tmp_path))
    raw = shipped()
    try:
        raw["gold"]["start"] = 5
        override.write_text(json.dumps(raw))
        load_data.cache_clear()
        assert load_data().gold_start == 5
        override.write_text("{not json")
        load_data.cache_clear()
        with pytest.raises(FormatError, match="bad data override"):
            load_data()
    finally:
        load_data.cache_clear()
