"""One test per Entdecker rule ID and ruling (shared/rules/entdecker.md): each fails without its rule."""

from __future__ import annotations

import pytest

from qtgames.engine.core import RuleViolation
from qtgames.engine.core.errors import FormatError
from qtgames.engine.core.rules import Event
from qtgames.engine.core.ruling import verdicts
from qtgames.engine.entdecker.islands import (
    card_count,
    greatest_discoverers,
    island_of,
    ranked_points,
)
from qtgames.engine.entdecker.moves import legal_actions
from qtgames.engine.entdecker.rules import deal
from qtgames.engine.entdecker.state import (
    FORT,
    SCOUT,
    SETTLEMENT,
    Build,
    Declare,
    DeclineToken,
    Draw,
    EndTurn,
    Phase,
    Place,
    PlayPersonal,
    Recall,
    StartCircle,
    StartSquare,
    TakeToken,
)
from qtgames.engine.entdecker.turn_end import enter_start

from .helpers import (
    DATA,
    GAME,
    circle_above,
    draw_and_place,
    fresh,
    kinds,
    lay,
    on_top,
    play,
    put,
    quiet_turn,
    sq,
    unit,
)


def refused(state, action) -> str:  # type: ignore[no-untyped-def]
    return refusal(state, action).rule


def refusal(state, action) -> RuleViolation:  # type: ignore[no-untyped-def]
    """What a player is told when `action` is refused: the rule's ID and the sentence."""
    with pytest.raises(RuleViolation) as caught:
        GAME.apply(state, action)
    return caught.value


def start_top(state, name: str = "E1", cards: int = 2) -> None:  # type: ignore[no-untyped-def]
    """The active player starts at the circle above a top-row square and declares cards."""
    state.gold[state.active] = max(state.gold[state.active], cards)
    play(state, StartCircle(circle_above(state, name)), Declare(cards))


# ---------------------------------------------------------------- components (EN-C)


def test_en_c2_five_face_down_stacks_as_equal_as_possible() -> None:
    state = fresh()
    assert [len(s) for s in state.stacks] == [19, 19, 19, 19, 18]
    assert all(state.specs[t].back != "reserve" for s in state.stacks for t in s)


@pytest.mark.parametrize("cards, sizes", [(94, [19, 19, 19, 19, 18]), (92, [19, 19, 18, 18, 18]),
                                          (95, [19] * 5), (3, [1, 1, 1, 0, 0])])
def test_en_c2_any_number_of_cards_makes_stacks_as_equal_as_possible_the_larger_first(
        cards: int, sizes: list[int]) -> None:
    """A data file with another number of draw cards (a user's override) is dealt by the same rule."""
    stacks = deal(list(range(cards)), 5)
    assert [len(stack) for stack in stacks] == sizes
    assert [card for stack in stacks for card in stack] == list(range(cards))


def test_en_c3_six_face_up_reserve_piles_by_kind_pile_6_all_land() -> None:
    state = fresh()
    assert [len(p) for p in state.reserve] == [4, 4, 4, 4, 4, 6]
    assert all(state.specs[t].klass == k + 1 for k, pile in enumerate(state.reserve) for t in pile)
    assert all(state.specs[t].land_side == (True,) * 4 for t in state.reserve[5])


def test_en_c4_discovery_tokens_in_two_face_down_piles() -> None:
    state = fresh()
    assert len(state.token_piles) == 2
    assert sorted(t for p in state.token_piles for t in p) == list(range(20))
    observed = GAME.observation(state, 0)
    assert all(t == -1 for p in observed.token_piles for t in p)


def test_en_c5_gold_and_units_per_player() -> None:
    state = fresh(players=4)
    assert state.supply == [[3, 2, 1]] * 4
    assert all(g == DATA.gold_start + state.spin for g in state.gold)  # 4, plus the first income


# ---------------------------------------------------------------- rounds (EN-R)


def test_en_r1_the_first_seat_starts_and_spins() -> None:
    state = fresh(players=3)
    assert state.active == state.first == 0
    assert state.setup_events[1].kind == "income" and state.setup_events[1].data["player"] == 0


def test_en_r2_income_once_per_round_for_everybody_never_above_12() -> None:
    state = fresh()
    state.gold = [11, 3]
    quiet_turn(state, StartCircle(0))                                  # player 1's turn: no income
    assert state.active == 1 and state.gold == [10, 3]
    events = quiet_turn(state, StartCircle(5))                         # back to player 1: a new round
    spin = next(e for e in events if e.kind == "income").data["spin"]
    assert state.round == 2 and state.gold == [12, 2 + spin]


def test_en_r3_play_passes_clockwise() -> None:
    state = fresh(players=3)
    seen = []
    for _ in range(4):
        seen.append(state.active)
        quiet_turn(state)
    assert seen == [0, 1, 2, 0]


def test_en_r3_the_next_player_finds_the_ship_off_the_board_and_the_last_turn_cleared() -> None:
    """EN-R3, EN-X1: the ship passes on with nothing of the last turn: not on the last player's
    card, not started on their square, no declared cards, no cards of "this turn"."""
    state = fresh()
    state.round = 2
    put(state, "C3", "headland")
    on_top(state, "open_sea")
    state.gold[0] = 2
    play(state, StartSquare(sq(state, "C3"), 0), Declare(2))
    assert GAME.state_to_json(state)["ship"]["started_on"] == "C3"
    draw_and_place(state)
    play(state, EndTurn())                                    # one declared card unused
    assert state.active == 1 and state.phase == Phase.START
    position = GAME.state_to_json(state)
    assert position["ship"] == {}
    assert (position["placed_now"], position["budget"], position["storm"]) == ([], 0, False)
    assert (position["personal_played"], position["explored"]) == (False, False)
    assert GAME.read_position(position, state.options, "position")[1] == []


def test_en_r4_rotating_first_player_skips_the_old_first() -> None:
    state = fresh(players=3, rotating_first_player=True)
    for _ in range(3):
        events = quiet_turn(state)
    assert "new_first" in kinds(events)
    assert state.first == 1 and state.active == 1 and state.round == 2
    plain = fresh(players=3)
    for _ in range(3):
        quiet_turn(plain)
    assert plain.first == 0 and plain.active == 0


# ---------------------------------------------------------------- exploration (EN-X)


def test_en_x1_first_round_only_starting_circles_later_discovered_squares_too() -> None:
    state = fresh()
    put(state, "C3", "open_sea")
    assert all(isinstance(a, StartCircle) for a in legal_actions(state))
    assert refused(state, StartSquare(sq(state, "C3"), 0)) == "EN-X1"
    state.round = 2
    state.legal_cache = None
    assert StartSquare(sq(state, "C3"), 0) in legal_actions(state)


def test_en_x1_a_circle_that_does_not_exist_is_refused_naming_the_last_one() -> None:
    state = fresh()
    last = len(state.board.circles) - 1
    why = refusal(state, StartCircle(last + 1))
    assert why.rule == "EN-X1" and f"numbered 0-{last}." in why.message, why.message


def test_en_x1_a_circle_needs_a_free_dashed_line() -> None:
    state = fresh()
    put(state, "A1", "open_sea")
    blocked = [i for i, c in enumerate(state.board.circles) if c.square == sq(state, "A1")]
    assert len(blocked) == 2 and not set(blocked) & {a.circle for a in legal_actions(state)}
    assert refused(state, StartCircle(blocked[0])) == "EN-X1"
    state.round = 2
    for name in ("B3", "C2", "C4", "D3"):
        put(state, name, "solid_land")
    put(state, "C3", "solid_land")
    state.legal_cache = None
    assert not [a for a in legal_actions(state) if isinstance(a, StartSquare) and a.square == sq(state, "C3")]


def test_en_x2_starting_on_another_players_unit_costs_its_price_to_the_bank() -> None:
    state = fresh()
    state.round = 2
    put(state, "C3", "headland")
    unit(state, "C3", owner=1, kind=FORT)
    state.gold = [4, 5]
    play(state, StartSquare(sq(state, "C3"), 0))
    assert state.gold == [1, 5]
    poorer = fresh()
    poorer.round = 2
    put(poorer, "C3", "headland")
    unit(poorer, "C3", owner=1, kind=FORT)
    poorer.gold = [3, 5]
    with pytest.raises(RuleViolation) as caught:
        GAME.check(poorer, StartSquare(sq(poorer, "C3"), 0))
    assert caught.value.rule == "EN-X2"
    assert caught.value.message.startswith("Starting on the square of another player's fort costs 3 gold more")


@pytest.mark.parametrize("gold, rule, words", [(4, "EN-X1", "no free dashed line"), (3, "EN-X2", "you need 4")])
def test_en_x1_a_route_without_a_free_line_is_refused_by_en_x1_when_the_fee_is_affordable(
        gold: int, rule: str, words: str) -> None:
    """With just the fee and one card's gold (3 + 1 for a fort) the fee is no reason: the route is."""
    state = fresh()
    state.round = 2
    put(state, "C3", "headland")
    for name in ("B3", "C2", "C4", "D3"):
        put(state, name, "open_sea")
    unit(state, "C3", owner=1, kind=FORT)
    state.gold = [gold, 5]
    why = refusal(state, StartSquare(sq(state, "C3"), 0))
    assert why.rule == rule and words in why.message, why.message
    assert state.gold == [gold, 5] and state.phase == Phase.START


def test_en_d4_the_fee_may_go_to_the_units_owner() -> None:
    state = fresh(start_fee_to="owner")
    state.round = 2
    put(state, "C3", "headland")
    unit(state, "C3", owner=1, kind=SCOUT)
    state.gold = [4, 5]
    play(state, StartSquare(sq(state, "C3"), 0))
    assert state.gold == [3, 6]


def test_en_x3_declare_at_least_one_card_and_no_more_than_you_can_pay() -> None:
    state = fresh()
    state.gold[0] = 5
    play(state, StartCircle(0))
    assert [a.amount for a in legal_actions(state)] == [1, 2, 3, 4, 5]
    for amount, words in ((6, "you have 5 gold"), (7, "you have 5 gold"), (0, "at least 1")):
        why = refusal(state, Declare(amount))
        assert why.rule == "EN-X3" and words in why.message, (amount, why.message)
    play(state, Declare(3))
    assert state.gold[0] == 2 and state.budget == 3


def test_en_x4a_the_player_chooses_the_stack_and_sees_its_top_back() -> None:
    state = fresh()
    event_tile = on_top(state, "open_sea", "storm", stack=3)
    observed = GAME.observation(state, 0)
    assert observed.shown_backs[3] == "question" and observed.stacks[3][-1] == -1
    start_top(state)
    assert {a.stack for a in legal_actions(state) if isinstance(a, Draw)} == {0, 1, 2, 3, 4}
    play(state, Draw(3))
    assert state.tiles[sq(state, "E1")] == event_tile


def test_en_x4b_sides_must_match_and_the_player_chooses_among_fits() -> None:
    state = fresh()
    on_top(state, "headland")
    start_top(state)
    play(state, Draw(0))
    # Alone by the edge, a headland fits three ways (its land may not face the ship's circle).
    assert state.phase == Phase.PLACE
    assert sorted(legal_actions(state)) == [Place(sq(state, "E1"), q) for q in (1, 2, 3)]
    assert refused(state, Place(sq(state, "E1"), 0)) == "EN-X4b"
    assert refused(state, Place(sq(state, "F1"), 1)) == "EN-X4b"
    play(state, Place(sq(state, "E1"), 2))
    assert state.looks[sq(state, "E1")].land == (False, False, True, False)


@pytest.mark.parametrize("quarters, words", [(3, "sides must match"), (4, "0-3 quarters"), (-1, "0-3 quarters")])
def test_en_x4b_a_refused_turn_says_whether_the_sides_or_the_turn_are_wrong(quarters: int, words: str) -> None:
    """Three quarters is a turn a card has: refused because the sides do not match there."""
    state = fresh()
    put(state, "E2", "solid_land")
    on_top(state, "two_points")
    start_top(state)
    play(state, Draw(0))
    assert sorted(legal_actions(state)) == [Place(sq(state, "E1"), q) for q in (1, 2)]
    why = refusal(state, Place(sq(state, "E1"), quarters))
    assert why.rule == "EN-X4b" and words in why.message, why.message
    assert state.phase == Phase.PLACE


def test_en_x4b_a_card_that_fits_one_way_is_placed_that_way() -> None:
    state = fresh()
    put(state, "D1", "solid_land")
    on_top(state, "headland")
    start_top(state)
    play(state, Draw(0))
    assert state.quarters[sq(state, "E1")] == 3        # its land faces D1's land


def test_en_d1_the_board_edge_matches_anything() -> None:
    state = fresh()
    on_top(state, "corner")
    play(state, StartCircle(circle_above(state, "A1")), Declare(1), Draw(0))
    assert sorted(a.quarters for a in legal_actions(state)) == [1, 2]   # land may face the west edge
    strict = fresh(board_edge="water")
    on_top(strict, "corner")
    play(strict, StartCircle(circle_above(strict, "A1")), Declare(1), Draw(0))
    assert strict.quarters[sq(strict, "A1")] == 1                       # only facing east and south


def pocket(state) -> None:  # type: ignore[no-untyped-def]
    """E1 walled in by land on three sides: only a bay fits there."""
    for name in ("D1", "F1", "E2"):
        put(state, name, "solid_land")


def test_en_x4c_a_card_that_fits_nowhere_leaves_the_game_without_its_event() -> None:
    state = fresh()
    pocket(state)
    storm = on_top(state, "open_sea", "storm")
    start_top(state)
    events = play(state, Draw(0))
    assert storm in state.boxed and "storm" not in kinds(events)
    assert state.phase == Phase.EXPLORE and state.active == 0      # the turn goes on
    assert next(e for e in events if e.kind == "unplayable").text.endswith("; its event (storm) does not happen.")
    assert state.budget == 1


def test_en_x4c_prime_unplayable_cards_may_go_to_the_reserve() -> None:
    state = fresh(unplayable_to_reserve=True)
    pocket(state)
    plain = on_top(state, "open_sea")
    storm = on_top(state, "open_sea", "storm", stack=1)
    start_top(state)
    play(state, Draw(0), Draw(1))
    assert plain in state.reserve[0] and storm in state.boxed


def test_en_x4d_the_ship_sails_onto_the_placed_card() -> None:
    state = fresh()
    on_top(state, "open_sea")
    start_top(state)
    play(state, Draw(0))
    assert state.ship_square == sq(state, "E1") and state.ship_circle == -1
    assert state.phase == Phase.EXPLORE


def test_en_x4e_the_event_happens_after_placing() -> None:
    state = fresh()
    on_top(state, "bay", "gold")
    start_top(state)
    state.gold[0] = 5
    events = draw_and_place(state)
    assert kinds(events).index("placed") < kinds(events).index("gold")


def test_en_x5_stopping_early_refunds_nothing() -> None:
    state = fresh()
    state.gold[0] = 6
    play(state, StartCircle(0), Declare(4))
    draw_and_place(state)
    play(state, EndTurn())
    assert state.active == 1 and state.gold[0] == 2


def test_en_x5_stopping_early_comes_after_the_first_card() -> None:
    """The French and Italian rulebooks let a player stop only after turning a card over: without
    this, a turn could be bought and skipped forever and the game would never end."""
    state = fresh()
    play(state, StartCircle(0), Declare(2))
    assert EndTurn() not in legal_actions(state)
    assert refused(state, EndTurn()) == "EN-X5"
    draw_and_place(state)
    assert EndTurn() in legal_actions(state)


def test_en_x6_the_ship_never_crosses_land_and_exploring_ends_at_a_dead_end() -> None:
    state = fresh()
    on_top(state, "land_bridge")
    start_top(state, cards=3)
    play(state, Draw(0))
    if state.phase == Phase.PLACE:
        play(state, Place(sq(state, "E1"), 1))           # land east and west: two dead-end bays
    assert state.looks[sq(state, "E1")].land == (False, True, False, True)
    actions = legal_actions(state)
    assert not any(isinstance(a, Draw) for a in actions)  # the bay to the south is on the other route
    assert refused(state, Draw(0)) == "EN-X6"
    assert any(isinstance(a, Build) for a in actions)


def test_en_d5_a_dead_end_without_land_ends_the_turn_and_loses_the_rest() -> None:
    state = fresh()
    pocket(state)
    on_top(state, "bay")
    state.gold[0] = 6
    play(state, StartCircle(circle_above(state, "E1")), Declare(4))
    state.supply[0] = [0, 0, 0]                              # nothing to build
    events = play(state, Draw(0))
    assert "no_way_on" in kinds(events) and state.active == 1 and state.gold[0] == 2


def surround_e4(state, shapes) -> None:  # type: ignore[no-untyped-def]
    for name, (shape, quarters) in zip(("E3", "F4", "E5", "D4"), shapes, strict=True):
        lay(state, name, shape, quarters)


def test_en_x7_a_hole_one_kind_can_fill_is_filled_from_its_reserve_pile() -> None:
    state = fresh()
    # Land reaches E4 only from the north: a headland from pile 2, land facing north.
    surround_e4(state, [("headland", 2), ("open_sea", 0), ("open_sea", 0), ("open_sea", 0)])
    events = quiet_turn(state)
    e4 = sq(state, "E4")
    assert "filled" in kinds(events)
    assert state.specs[state.tiles[e4]].back == "reserve" and state.specs[state.tiles[e4]].klass == 2
    assert state.looks[e4].land == (True, False, False, False)
    assert len(state.reserve[1]) == 3


# Bays turned to show their land to E4-F4 (their water faces away): the wall of EN-X7's test.
LAND_WALL = {"D4": 0, "G4": 2, "E3": 1, "F3": 1, "E5": 3, "F5": 3}


def test_en_x7_a_group_enclosed_by_land_is_filled_with_all_land_cards() -> None:
    state = fresh()
    for name, quarters in LAND_WALL.items():
        lay(state, name, "bay", quarters)
    quiet_turn(state)
    for name in ("E4", "F4"):
        assert state.specs[state.tiles[sq(state, name)]].klass == 6
    assert len(state.reserve[5]) == 4
    open_group = fresh()
    for name, quarters in LAND_WALL.items():
        if name != "F5":
            lay(open_group, name, "bay", quarters)
    lay(open_group, "F5", "headland", 3)                  # land only towards E5: water faces F4
    quiet_turn(open_group)
    assert open_group.tiles[sq(open_group, "E4")] == -1


def test_en_d2_an_empty_reserve_pile_gets_a_card_made_for_the_purpose() -> None:
    state = fresh()
    surround_e4(state, [("headland", 2), ("open_sea", 0), ("open_sea", 0), ("open_sea", 0)])
    state.boxed.extend(state.reserve[1])
    state.reserve[1] = []
    events = quiet_turn(state)
    made = state.tiles[sq(state, "E4")]
    assert "made_tile" in kinds(events) and made >= len(DATA.tiles)
    assert state.specs[made].klass == 2


# ---------------------------------------------------------------- building (EN-B)


def test_en_b1_build_on_the_card_placed_this_turn_and_the_turn_ends() -> None:
    state = fresh()
    on_top(state, "headland")
    start_top(state, cards=3)
    state.gold[0] = 5
    draw_and_place(state)
    scouts = [a for a in legal_actions(state) if isinstance(a, Build) and a.kind == SCOUT]
    assert scouts == [Build(SCOUT, 0)]
    play(state, Build(FORT, 0))
    assert state.unit_owner[sq(state, "E1")] == 0 and state.gold[0] == 2 and state.active == 1


def test_en_b1_never_on_the_square_the_ship_started_from() -> None:
    state = fresh()
    state.round = 2
    put(state, "C3", "headland")
    play(state, StartSquare(sq(state, "C3"), 0), Declare(1))
    assert not any(isinstance(a, Build) for a in legal_actions(state))
    assert refused(state, Build(SCOUT, 0)) == "EN-B1"


def test_en_b2_only_one_unit_per_card() -> None:
    state = fresh()
    put(state, "C3", "headland")
    position = GAME.state_to_json(state)
    position["units"] = [{"square": "C3", "owner": 0, "kind": "scout"}, {"square": "C3", "owner": 1, "kind": "fort"}]
    with pytest.raises(FormatError, match="only one unit"):
        GAME.state_from_json(position, state.options, "position")


def test_en_b3_on_a_card_with_two_land_parts_the_player_chooses() -> None:
    state = fresh()
    put(state, "D1", "solid_land")
    on_top(state, "two_points")
    start_top(state)
    draw_and_place(state)
    assert {a.part for a in legal_actions(state) if isinstance(a, Build)} == {0, 1}
    play(state, Build(SCOUT, 1))
    assert state.unit_part[sq(state, "E1")] == 1


@pytest.mark.parametrize("owner", [0, 1])
def test_en_b2_a_card_with_a_unit_takes_no_second_one_not_even_its_owners(owner: int) -> None:
    """A hand-laid position may put a unit on the card the ship just reached (Player 1's own too)."""
    state = fresh()
    on_top(state, "headland")
    start_top(state)
    draw_and_place(state)
    unit(state, "E1", owner=owner, kind=SCOUT)
    assert GAME.read_position(GAME.state_to_json(state), state.options, "position")[1] == []
    assert not [a for a in legal_actions(state) if isinstance(a, Build)]
    why = refusal(state, Build(FORT, 0))
    assert why.rule == "EN-B2" and "one unit" in why.message


@pytest.mark.parametrize("build", [Build(SCOUT, 1), Build(SCOUT, -1), Build(3, 0)],
                         ids=["second-part", "part--1", "fourth-kind"])
def test_en_b3_a_land_part_or_unit_the_card_does_not_have_is_refused_by_en_b3(build: Build) -> None:
    """Not by the price (EN-B1), which the player could pay: the part or the kind is what is wrong."""
    state = fresh()
    on_top(state, "headland")
    start_top(state)
    draw_and_place(state)
    square = state.ship_square
    assert len(state.looks[square].parts) == 1 and Build(SCOUT, 0) in legal_actions(state)
    gold = state.gold[0]
    why = refusal(state, build)
    assert why.rule == "EN-B3" and "land parts" in why.message
    assert state.unit_owner[square] == -1 and state.gold[0] == gold


def test_en_b3_the_ruling_list_tries_every_unit_on_every_land_part() -> None:
    """What a player cannot afford is listed on both land parts of the card, with the price."""
    state = fresh()
    put(state, "D1", "solid_land")
    on_top(state, "two_points")
    start_top(state)
    draw_and_place(state)
    state.gold[0] = 1
    state.legal_cache = None
    refused = {v.action: v for v in verdicts(GAME, state) if isinstance(v.action, Build) and not v.legal}
    assert sorted(refused) == [Build(kind, part) for kind in (FORT, SETTLEMENT) for part in (0, 1)]
    assert refused[Build(FORT, 1)].rule == "EN-B1"
    assert "3 gold" in (refused[Build(FORT, 1)].reason or "") and "you have 1" in (refused[Build(FORT, 1)].reason or "")


def test_en_b4_a_scout_may_be_taken_back_at_any_time() -> None:
    state = fresh()
    put(state, "C3", "headland")
    put(state, "G3", "headland")
    put(state, "C5", "headland")
    unit(state, "C3", owner=0, kind=SCOUT)
    unit(state, "G3", owner=0, kind=FORT)
    unit(state, "C5", owner=1, kind=SCOUT)
    assert [a for a in legal_actions(state) if isinstance(a, Recall)] == [Recall(sq(state, "C3"))]
    assert refused(state, Recall(sq(state, "C5"))) == "EN-B4"
    play(state, Recall(sq(state, "C3")))
    assert state.unit_owner[sq(state, "C3")] == -1 and state.supply[0][SCOUT] == 3


def test_en_b4_taking_back_names_the_unit_that_stands_there() -> None:
    """The candidates a ruling lists read as what they are: the player's own fort is not "the
    scout on G3", and each refusal says why that one cannot come back."""
    state = fresh()
    for name in ("C3", "G3", "C5"):
        put(state, name, "headland")
    unit(state, "C3", owner=0, kind=SCOUT)
    unit(state, "G3", owner=0, kind=FORT)
    unit(state, "C5", owner=1, kind=SCOUT)
    labels = {GAME.describe_action(state, a): a for a in GAME.candidate_actions(state) if isinstance(a, Recall)}
    assert set(labels) == {"Take back the scout on C3", "Take back the fort on G3",
                           "Take back Player 2's scout on C5"}
    with pytest.raises(RuleViolation) as fort:
        GAME.check(state, labels["Take back the fort on G3"])
    assert fort.value.rule == "EN-B4" and "island is scored" in fort.value.message
    assert GAME.describe_action(state, Recall(sq(state, "E5"))) == "Take back a unit from E5"


def test_event_values_in_json_name_squares_as_positions_do() -> None:
    state = fresh()
    on_top(state, "headland")
    start_top(state, "E1")
    placed = next(e for e in draw_and_place(state) if e.kind == "placed")
    assert placed.data["square"] == sq(state, "E1") and placed.to_json()["data"]["square"] == "E1"


def test_en_b5_no_going_back_to_build_on_an_earlier_card() -> None:
    state = fresh()
    on_top(state, "open_sea")
    on_top(state, "headland", stack=1)
    start_top(state, cards=3)
    draw_and_place(state, stack=1, choose=Place(sq(state, "E1"), 3))  # land west, water south
    assert any(isinstance(a, Build) for a in legal_actions(state))
    draw_and_place(state, stack=0, choose=Place(sq(state, "E2"), 0))  # onto open sea below
    assert state.ship_square == sq(state, "E2")
    assert refused(state, Build(SCOUT, 0)) == "EN-B5"


# ---------------------------------------------------------------- islands (EN-I)


def top_row_island(state) -> None:  # type: ignore[no-untyped-def]
    """A strip of land A1-C1 waiting for its east end at D1 (water north and south of it)."""
    put(state, "A1", "headland", 1)
    put(state, "B1", "land_bridge", 1)
    put(state, "C1", "land_bridge", 1)


def finish_island(state, build: Build | None = None) -> list[Event]:  # type: ignore[no-untyped-def]
    """The active player lays the east end (a headland, land west) on D1."""
    on_top(state, "headland")
    play(state, StartCircle(circle_above(state, "D1")), Declare(1))
    events = draw_and_place(state, choose=Place(sq(state, "D1"), 3))
    return events + play(state, build or EndTurn())


def test_en_i1_an_island_is_scored_when_no_undiscovered_square_borders_it() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "B1", owner=1, kind=SCOUT)
    events = finish_island(state)
    scored = next(e for e in events if e.kind == "island_scored")
    assert scored.data["cards"] == 4 and scored.data["points"] == {1: 4}


def test_en_i1_an_island_still_bordering_the_unknown_is_not_scored() -> None:
    state = fresh()
    put(state, "A1", "headland", 1)
    put(state, "B1", "land_bridge", 1)
    put(state, "C1", "corner", 1)          # land east and south: C2 is undiscovered
    unit(state, "B1", owner=1, kind=SCOUT)
    events = finish_island(state)
    assert "island_scored" not in kinds(events) and state.unit_owner[sq(state, "B1")] == 1


def test_en_i2_the_most_valuable_unit_then_the_lower_ones_decide() -> None:
    assert greatest_discoverers({0: (1, 1, 2), 1: (1, 1, 1)}) == [0]
    assert greatest_discoverers({0: (0, 1, 0), 1: (0, 0, 3)}) == [0]
    assert greatest_discoverers({0: (0, 1, 1), 1: (0, 1, 1), 2: (0, 0, 1)}) == [0, 1]


def test_en_i3_greatest_discoverers_draw_tokens_from_the_pile_they_choose() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "A1", owner=1, kind=FORT)
    unit(state, "B1", owner=0, kind=SCOUT)
    unit(state, "C1", owner=1, kind=SCOUT)
    state.gold[0] = 5
    finish_island(state, Build(FORT, 0))          # players 1 and 2 tie: fort + scout each
    assert state.phase == Phase.TOKEN and GAME.decision(state).player == 0
    top_of_second = state.token_piles[1][-1]
    play(state, TakeToken(1))
    assert GAME.decision(state).player == 1 and state.tokens[0] == [top_of_second]
    play(state, TakeToken(0))
    assert len(state.tokens[1]) == 1


def test_en_i3_scouts_alone_make_no_discovery() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "B1", owner=1, kind=SCOUT)
    finish_island(state)
    assert state.tokens == [[], []]


def test_en_i3_too_few_tokens_for_all_greatest_discoverers_means_none_draws() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "A1", owner=1, kind=FORT)
    state.tokens[1] = state.token_piles[0] + state.token_piles[1][:-1]
    state.token_piles = [[], state.token_piles[1][-1:]]
    state.gold[0] = 5
    events = finish_island(state, Build(FORT, 0))
    assert "too_few_tokens" in kinds(events) and state.token_piles[1]


def test_en_i4_value_is_the_cards_plus_the_highest_token_drawn() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "A1", owner=1, kind=FORT)
    unit(state, "B1", owner=0, kind=SCOUT)
    unit(state, "C1", owner=1, kind=SCOUT)          # a tie once player 1 builds a fort: both draw
    by_value = sorted(range(20), key=lambda t: DATA.tokens[t].value)
    low, high = by_value[0], by_value[-1]
    state.token_piles = [[t for t in range(20) if t not in (low, high)] + [low], [high]]
    state.gold[0] = 5
    finish_island(state, Build(FORT, 0))
    play(state, TakeToken(0))
    events = play(state, TakeToken(1))
    scored = next(e for e in events if e.kind == "island_scored")
    assert scored.data["value"] == 4 + DATA.tokens[high].value
    assert scored.data["points"] == {0: scored.data["value"], 1: scored.data["value"]}


def test_en_i5_rank_points_halve_rounding_up_and_ties_share_a_position() -> None:
    assert ranked_points({0: (0, 0, 4), 1: (0, 0, 3), 2: (0, 0, 2), 3: (0, 0, 1)}, 12) == {0: 12, 1: 6, 2: 3, 3: 2}
    assert ranked_points({0: (0, 1, 0), 1: (0, 1, 0), 2: (0, 0, 1)}, 10) == {0: 10, 1: 10, 2: 3}
    assert ranked_points({0: (1, 0, 0), 1: (0, 1, 0), 2: (0, 1, 0), 3: (0, 0, 1)}, 10) == {0: 10, 1: 5, 2: 5, 3: 2}


def test_en_i5_every_player_on_the_island_scores_by_rank() -> None:
    state = fresh(players=3)
    top_row_island(state)
    unit(state, "A1", owner=1, kind=SCOUT)
    unit(state, "B1", owner=2, kind=SCOUT)
    unit(state, "C1", owner=2, kind=SCOUT)
    events = finish_island(state)
    scored = next(e for e in events if e.kind == "island_scored")
    assert scored.data["points"] == {2: 4, 1: 2}


def test_en_i6_units_return_to_their_owners() -> None:
    state = fresh()
    top_row_island(state)
    unit(state, "A1", owner=1, kind=FORT)
    finish_island(state)
    if state.phase == Phase.TOKEN:
        play(state, TakeToken(0))
    assert state.unit_owner[sq(state, "A1")] == -1 and state.supply[1] == [3, 2, 1]


def test_en_d7_a_card_with_two_land_parts_belongs_to_two_islands() -> None:
    state = fresh()
    put(state, "A1", "headland", 1)                 # land east, meeting B1's western point
    put(state, "B1", "two_points", 3)               # points west and north (on the board's edge)
    b1 = sq(state, "B1")
    west, north = state.looks[b1].side_part[3], state.looks[b1].side_part[0]
    with_a1, _ = island_of(state, b1, west)
    alone, complete = island_of(state, b1, north)
    assert (sq(state, "A1"), 0) in with_a1
    assert alone == [(b1, north)] and complete


def test_en_d8_a_card_counts_once_in_an_islands_value() -> None:
    assert card_count([(3, 0), (3, 1), (4, 0)]) == 2


# ---------------------------------------------------------------- events (EN-E)


def event_card(shape: str, event: str, **options: object):  # type: ignore[no-untyped-def]
    state = fresh(**options)
    on_top(state, shape, event)
    start_top(state, cards=3)
    return state


def test_en_e1_storm_ends_the_turn_at_once() -> None:
    state = event_card("open_sea", "storm")
    events = draw_and_place(state)
    assert "storm" in kinds(events) and state.active == 1 and state.phase == Phase.START


def test_en_e2_hostile_natives_double_the_price_and_forbid_a_settlement() -> None:
    state = event_card("corner", "hostile_natives")
    state.gold[0] = 12
    draw_and_place(state)
    builds = {a.kind for a in legal_actions(state) if isinstance(a, Build)}
    assert builds == {SCOUT, FORT}
    assert refused(state, Build(SETTLEMENT, 0)) == "EN-E2"
    play(state, Build(FORT, 0))
    assert state.gold[0] == 6


def test_en_e2_option_a_settlement_beside_hostile_natives_costs_12() -> None:
    state = event_card("corner", "hostile_natives", hostile_settlement="12")
    state.gold[0] = 12
    draw_and_place(state)
    play(state, Build(SETTLEMENT, 0))
    assert state.gold[0] == 0


def test_en_e2_the_option_price_of_12_refused_at_11_gold_cites_the_natives() -> None:
    """The price comes from EN-E2 (the Hungarian text's settlement at 12), so the refusal cites it."""
    state = event_card("corner", "hostile_natives", hostile_settlement="12")
    state.gold[0] = 12
    draw_and_place(state)
    state.gold[0] = 11
    state.legal_cache = None
    with pytest.raises(RuleViolation) as caught:
        GAME.check(state, Build(SETTLEMENT, 0))
    assert caught.value.rule == "EN-E2" and "12 gold" in caught.value.message
    plain = event_card("corner", None)
    plain.gold[0] = 6
    draw_and_place(plain)
    plain.gold[0] = 5
    plain.legal_cache = None
    assert refused(plain, Build(SETTLEMENT, 0)) == "EN-B1"       # the plain price is EN-B1's


def test_en_e3_friendly_natives_offer_a_token_that_may_be_declined() -> None:
    state = event_card("headland", "friendly_natives")
    draw_and_place(state)
    assert state.phase == Phase.NATIVES
    assert DeclineToken() in legal_actions(state)
    before = state.score[0]
    play(state, TakeToken(0))
    assert len(state.tokens[0]) == 1 and state.score[0] == before and state.phase == Phase.EXPLORE
    other = event_card("headland", "friendly_natives")
    draw_and_place(other)
    play(other, DeclineToken())
    assert other.tokens[0] == [] and sum(len(p) for p in other.token_piles) == 20


def test_en_e4_pirates_take_half_the_gold_rounded_up() -> None:
    state = event_card("bay", "pirates")
    state.gold[0] = 7
    draw_and_place(state)
    assert state.gold[0] == 3


def test_en_e5_ruins_score_three() -> None:
    state = event_card("channel", "ruins")
    draw_and_place(state)
    assert state.score[0] == 3


def test_en_e5_the_log_tells_the_three_points_the_ruins_score() -> None:
    state = event_card("channel", "ruins")
    events = draw_and_place(state)
    ruins = [e for e in events if e.kind == "ruins"]
    assert [e.rule for e in ruins] == ["EN-E5"]
    assert "Player 1" in ruins[0].text and "3 points" in ruins[0].text
    assert state.score == [3, 0]


def test_en_e6_gold_gives_three_up_to_twelve() -> None:
    state = event_card("bay", "gold")
    state.gold[0] = 11
    draw_and_place(state)
    assert state.gold[0] == 12


# ---------------------------------------------------------------- the end (EN-G)


def test_en_g1_the_game_ends_when_the_whole_board_is_discovered() -> None:
    state = fresh()
    sea = state.tiles
    open_sea = next(t for t in range(len(DATA.tiles)) if DATA.tiles[t].shape == "open_sea")
    e1 = sq(state, "E1")
    for square in range(state.board.squares):
        if square != e1:
            sea[square], state.looks[square] = open_sea, state.tile_looks[open_sea][0]
    on_top(state, "open_sea")
    start_top(state, cards=1)
    events = play(state, Draw(0))
    assert state.phase == Phase.OVER and any(e.kind == "game_end" and e.rule == "EN-G1" for e in events)


def test_en_g2_running_out_of_cards_ends_the_game_unfinished_islands_score_without_tokens() -> None:
    state = fresh()
    put(state, "H5", "headland")                  # land north: H4 is undiscovered
    unit(state, "H5", owner=1, kind=FORT)
    last = on_top(state, "open_sea")
    state.boxed.extend(t for stack in state.stacks for t in stack if t != last)
    state.stacks = [[last], [], [], [], []]
    start_top(state, cards=1)
    events = play(state, Draw(0))
    assert state.phase == Phase.OVER
    final = next(e for e in events if e.kind == "island_scored")
    assert final.rule == "EN-G2" and final.data == {"value": 1, "cards": 1, "token": 0, "points": {1: 1},
                                                    "squares": [sq(state, "H5")]}
    assert state.tokens == [[], []]


def test_en_g2b_the_player_who_draws_the_last_card_finishes_the_turn() -> None:
    for finish in (True, False):
        state = fresh(finish_last_turn=finish)
        last = on_top(state, "headland")
        state.boxed.extend(t for stack in state.stacks for t in stack if t != last)
        state.stacks = [[last], [], [], [], []]
        start_top(state, cards=1)
        draw_and_place(state)
        if finish:
            assert state.phase == Phase.EXPLORE and Build(SCOUT, 0) in legal_actions(state)
            assert not any(isinstance(a, Draw) for a in legal_actions(state))
        else:
            assert state.phase == Phase.OVER


def test_en_g3_most_tokens_score_their_number_ties_all_score() -> None:
    state = fresh(players=3)
    state.tokens = [[0, 1], [2, 3], [4]]
    for pile in state.token_piles:
        pile[:] = [t for t in pile if t > 4]
    last = on_top(state, "open_sea")
    state.boxed.extend(t for stack in state.stacks for t in stack if t != last)
    state.stacks = [[last], [], [], [], []]
    start_top(state, cards=1)
    events = play(state, Draw(0))
    bonus = {e.data["player"]: e.data["points"] for e in events if e.kind == "token_bonus"}
    assert bonus == {0: 2, 1: 2}


def test_en_g4_the_highest_score_wins_and_a_tie_is_shared() -> None:
    state = fresh()
    state.score = [7, 7]
    last = on_top(state, "open_sea")
    state.boxed.extend(t for stack in state.stacks for t in stack if t != last)
    state.stacks = [[last], [], [], [], []]
    start_top(state, cards=1)
    play(state, Draw(0))
    assert GAME.winners(state) == [0, 1] and GAME.scores(state) == [0.5, 0.5]


def test_en_d6_no_circle_with_a_free_line_ends_the_game() -> None:
    state = fresh()
    open_sea = next(t for t in range(len(DATA.tiles)) if DATA.tiles[t].shape == "open_sea")
    for circle in state.board.circles:
        state.tiles[circle.square], state.looks[circle.square] = open_sea, state.tile_looks[open_sea][0]
    events: list[Event] = []
    enter_start(state, events)                    # round 1: only the (blocked) starting circles
    assert state.phase == Phase.OVER and events[0].rule == "EN-D6"
    later = fresh()
    for circle in later.board.circles:
        later.tiles[circle.square], later.looks[circle.square] = open_sea, later.tile_looks[open_sea][0]
    later.round = 2
    enter_start(later, [])
    assert later.phase == Phase.START


# ---------------------------------------------------------------- personal tiles (EN-V)


def test_en_v1_each_player_holds_four_personal_tiles() -> None:
    state = fresh(players=4, personal_tiles=True)
    for hand in state.personal:
        assert [state.specs[t].klass for t in hand] == [1, 2, 3, 4]
        assert all(state.specs[t].back == "plain" for t in hand)


def test_en_v4_personal_tiles_are_taken_from_the_draw_tiles_before_the_stacks() -> None:
    state = fresh(players=4, personal_tiles=True)
    in_stacks = {tile for stack in state.stacks for tile in stack}
    in_hands = [tile for hand in state.personal for tile in hand]
    assert len(set(in_hands)) == 16 and not in_stacks & set(in_hands)
    assert len(in_stacks) == 94 - 16
    assert in_stacks | set(in_hands) == set(state.data.draw_tiles())


def test_en_v2_players_declare_gold_not_cards() -> None:
    state = fresh(personal_tiles=True)
    state.gold[0] = 7
    play(state, StartCircle(circle_above(state, "E1")))
    assert GAME.decision(state).rule == "EN-V2"
    play(state, Declare(5))
    assert state.budget == 5 and state.gold[0] == 2


def test_en_v3_a_personal_tile_costs_two_one_per_turn() -> None:
    state = fresh(personal_tiles=True)
    state.gold[0] = 5
    play(state, StartCircle(circle_above(state, "E1")), Declare(5))
    sea = state.personal[0][0]
    assert PlayPersonal(sea) in legal_actions(state)
    play(state, PlayPersonal(sea))
    assert state.budget == 3 and state.tiles[sq(state, "E1")] == sea
    assert not any(isinstance(a, PlayPersonal) for a in legal_actions(state))
    assert refused(state, PlayPersonal(state.personal[0][1])) == "EN-V3"
    assert Draw(0) in legal_actions(state)        # the rest of the declared gold buys stack cards
    plain = fresh()
    play(plain, StartCircle(0), Declare(1))
    assert refused(plain, PlayPersonal(0)) == "EN-V"


def test_en_x4_the_draw_loop_runs_once_per_declared_card() -> None:
    state = fresh()
    for stack in range(2):
        on_top(state, "open_sea", stack=stack)
    start_top(state, cards=2)
    draw_and_place(state, stack=0)
    assert Draw(1) in legal_actions(state)
    events = draw_and_place(state, stack=1)
    assert state.active == 1 and "stopped" not in kinds(events)     # no third card: the turn ends


def test_en_d3_ruins_on_a_card_that_fits_nowhere_score_nothing() -> None:
    state = fresh()
    for name in ("D1", "F1"):
        put(state, name, "open_sea")
    put(state, "E2", "solid_land")                                   # only a headland pointing south fits E1
    ruins = on_top(state, "channel", "ruins")
    start_top(state)
    events = play(state, Draw(0))
    assert ruins in state.boxed and "ruins" not in kinds(events) and state.score[0] == 0
