"""What the engine tells a player before they choose (fees, costs, the end of the turn, risky cards)
and as it happens (a dead end, a card that fits nowhere), and the prompt that says what can be done now."""

from __future__ import annotations

from qtgames.engine.core import Rng
from qtgames.engine.entdecker import data as en_data
from qtgames.engine.entdecker.consequences import (
    ENDS_TURN,
    LOSES_CARDS,
    MAY_MEET,
    PAYS,
    Consequence,
    StartFee,
    consequences,
    fee_at,
    fee_paid_this_turn,
    hidden_events,
)
from qtgames.engine.entdecker.moves import legal_actions
from qtgames.engine.entdecker.state import (
    FORT,
    Build,
    Declare,
    Draw,
    EndTurn,
    Phase,
    Place,
    StartCircle,
    StartSquare,
)
from tests.overrides import data_override, shipped_raw

from .helpers import GAME, EntdeckerState, circle_above, fresh, on_top, play, put, sq, unit


def put_card(state: EntdeckerState, name: str, tile: int) -> None:
    """Lay one particular card on a square, as if discovered earlier."""
    square = sq(state, name)
    state.tiles[square], state.quarters[square] = tile, 0
    state.looks[square] = state.tile_looks[tile][0]


def costly_start(**options: object):  # type: ignore[no-untyped-def]
    state = fresh(**options)
    state.round = 2
    put(state, "C3", "headland")
    unit(state, "C3", owner=1, kind=FORT)
    state.gold = [7, 5]
    return state


def test_the_start_fee_says_whose_unit_which_rule_and_what_is_left_to_declare() -> None:
    state = costly_start()
    c3 = sq(state, "C3")
    assert fee_at(state, c3) == StartFee(gold=3, owner=1, unit=FORT, to_owner=False, rule="EN-X2", cards_after=4)
    assert consequences(state, StartSquare(c3, 0)) == [Consequence(PAYS, 3, "EN-X2")]
    assert fee_at(state, sq(state, "D3")) is None, "no unit, no fee"
    state.active = 1
    assert fee_at(state, c3) is None, "one's own unit costs nothing"


def test_the_fee_to_the_owner_cites_its_ruling_and_is_what_apply_charges() -> None:
    state = costly_start(start_fee_to="owner")
    fee = fee_at(state, sq(state, "C3"))
    assert fee is not None and fee.to_owner and fee.rule == "EN-D4"
    events = play(state, StartSquare(sq(state, "C3"), 0))
    assert state.gold == [7 - fee.gold, 5 + fee.gold]
    assert [e.rule for e in events if e.kind == "start_fee"] == ["EN-D4"]
    assert fee_paid_this_turn(state) == fee
    assert [a.amount for a in legal_actions(state)][-1] == fee.cards_after


def test_the_log_names_the_unit_the_fee_was_paid_for() -> None:
    state = costly_start()
    events = play(state, StartSquare(sq(state, "C3"), 0))
    fee = next(e for e in events if e.kind == "start_fee")
    assert fee.text == "Player 1 pays 3 gold for starting on the square of Player 2's fort (to the bank)."


def test_building_says_its_price_that_it_ends_the_turn_and_the_cards_it_gives_up() -> None:
    state = fresh()
    on_top(state, "headland")
    state.gold[0] = 8
    play(state, StartCircle(circle_above(state, "E1")), Declare(3), Draw(0))
    if state.phase == Phase.PLACE:
        play(state, legal_actions(state)[0])
    fort = next(a for a in legal_actions(state) if isinstance(a, Build) and a.kind == FORT)
    assert consequences(state, fort) == [Consequence(PAYS, 3, "EN-B1"), Consequence(ENDS_TURN, 0, "EN-B1"),
                                         Consequence(LOSES_CARDS, 2, "EN-B1")]
    assert consequences(state, EndTurn()) == [Consequence(ENDS_TURN, 0, "EN-X5"), Consequence(LOSES_CARDS, 2, "EN-X5")]
    assert consequences(state, Declare(2)) == [Consequence(PAYS, 2, "EN-X3")]


def test_a_card_with_a_question_mark_may_be_a_storm_or_pirates_while_any_is_still_hidden() -> None:
    state = fresh()
    storm = on_top(state, "open_sea", "storm")
    play(state, StartCircle(circle_above(state, "E1")), Declare(1))
    seen = GAME.observation(state, 0)   # a player's view: only the stack's back is known
    assert consequences(seen, Draw(0)) == [Consequence(MAY_MEET, 0, "EN-E4", "pirates"),
                                           Consequence(MAY_MEET, 0, "EN-E1", "storm")]
    assert hidden_events(seen) == hidden_events(state) == ["friendly_natives", "gold", "hostile_natives",
                                                           "pirates", "ruins", "storm"]
    play(state, Draw(0))
    assert storm in state.tiles
    others = [t for t, spec in enumerate(state.specs) if spec.event == "storm" and t != storm]
    for tile in others:   # every other storm out of the game: none is hidden any more
        for pile in state.stacks:
            if tile in pile:
                pile.remove(tile)
        state.boxed.append(tile)
    assert "storm" not in hidden_events(state)


def test_en_e1_a_storm_card_on_the_board_is_turned_over_whatever_its_number() -> None:
    """Card 0 counts too: with the storm cards listed first in a user's data file, the one on the
    board is no longer hidden, and the others are out of the game."""
    raw = shipped_raw(en_data)
    tiles = raw["tiles"]
    first_storm = next(i for i, tile in enumerate(tiles) if tile["event"] == "storm")
    tiles[0], tiles[first_storm] = dict(tiles[first_storm], id=0), dict(tiles[0], id=first_storm)
    with data_override(en_data, raw):
        state = fresh()
        storms = [t for t, spec in enumerate(state.specs) if spec.event == "storm"]
        assert storms[0] == 0
        for pile in state.stacks:
            pile[:] = [t for t in pile if t not in storms]
        state.boxed += storms[1:]
        put_card(state, "C3", 0)
        assert "storm" not in hidden_events(state)


def test_a_dead_end_is_announced_even_when_a_unit_may_still_be_built() -> None:
    """EN-X6: the ship's card has no free dashed line; building is still allowed (EN-B1), but the
    declared cards are lost and the heading offers only building or ending the turn."""
    state = fresh()
    on_top(state, "land_bridge")
    state.gold[0] = 5
    play(state, StartCircle(circle_above(state, "E1")), Declare(3))
    events = play(state, Draw(0))
    if state.phase == Phase.PLACE:
        events = play(state, Place(sq(state, "E1"), 1))
    dead_end = [e for e in events if e.kind == "no_way_on"]
    assert len(dead_end) == 1 and dead_end[0].rule == "EN-X6"
    assert dead_end[0].text == "No free route from here: exploring ends; 2 declared cards are lost."
    assert dead_end[0].data["square"] == sq(state, "E1") and dead_end[0].data["build"]
    decision = GAME.decision(state)
    assert decision is not None and decision.rule == "EN-X6"
    assert decision.prompt == "No free route from here: build on this card, or end your turn."


def test_a_card_that_fits_nowhere_names_the_squares_it_was_tried_on() -> None:
    state = fresh()
    for name in ("D1", "F1", "E2"):
        put(state, name, "solid_land")
    on_top(state, "open_sea")
    state.gold[0] = 3
    play(state, StartCircle(circle_above(state, "E1")), Declare(2))
    boxed = next(e for e in play(state, Draw(0)) if e.kind == "unplayable")
    assert boxed.data["squares"] == [sq(state, "E1")]
    assert boxed.text == "An open sea card fits nowhere next to the ship (E1) and leaves the game."
    assert boxed.to_json()["data"]["squares"] == ["E1"]


def test_the_prompt_offers_only_what_can_be_done_now() -> None:
    state = fresh()
    assert GAME.decision(state).prompt == "Put the ship on one of the starting circles around the board."  # type: ignore[union-attr]
    on_top(state, "open_sea")
    play(state, StartCircle(circle_above(state, "E1")), Declare(2))
    assert GAME.decision(state).prompt == "Draw a card from a stack."  # type: ignore[union-attr]
    play(state, Draw(0))
    assert GAME.decision(state).prompt == "Draw a card, or end your turn."  # type: ignore[union-attr]


def test_every_prompt_of_a_random_game_is_one_of_the_registered_sentences() -> None:
    from qtgames.engine.entdecker import game

    known = {prompt for _, _, prompt in game._DECISIONS.values()} | set(game.EXPLORE_PROMPTS.values())
    known |= set(game.BUILD_ONLY_PROMPTS.values()) | {game.FIRST_ROUND_START}
    state = fresh(players=3, seed=9)
    rng = Rng(9)
    while (decision := GAME.decision(state)) is not None:
        assert decision.question in known
        GAME.apply(state, rng.choice(GAME.legal_actions(state)))
