"""Magellan's explorer actions and the final count: one test per rule (MG-X, MG-E), with the rulebook's examples."""

from __future__ import annotations

import pytest

from qtgames.engine.core import Event, RuleViolation
from qtgames.engine.magellan import scoring
from qtgames.engine.magellan.state import LEFT, RIGHT, UNKNOWN

from .helpers import (
    COLUMBUS,
    COOK,
    GAME,
    MAGELLAN,
    MARCO,
    PIZARRO,
    VASCO,
    Bid,
    CallVeto,
    DrawPlunder,
    Exchange,
    Half,
    JoinStack,
    MagellanState,
    NoVeto,
    Pass,
    Stage,
    StopPlunder,
    Under,
    buy,
    finish_phase,
    fresh,
    kinds,
    play,
    set_hand,
    up_next,
)


def test_mg_x1_marco_polo_a_exchanges_up_to_three_cards_at_the_end_of_the_phase() -> None:
    state = fresh(3)
    buy(state, 0, MARCO, 1)
    finish_phase(state)
    assert state.stage == Stage.EXCHANGE and GAME.decision(state).player == 0
    actions = GAME.legal_actions(state)
    assert Exchange(()) in actions and max(len(a.cards) for a in actions if isinstance(a, Exchange)) == 3
    size = len(state.hands[0])
    events = play(state, Exchange((2, 3, 4)))
    assert "exchanged" in kinds(events) and len(state.hands[0]) == size and state.phase == 1
    assert state.discard == [2, 3, 4] or set(state.discard) >= {2, 3, 4}


@pytest.mark.parametrize(("given", "drawn", "said"), [
    ([1], 1, "Player 1 exchanges the gold card worth 1 for a new one."),
    ([1, 3], 2, "Player 1 exchanges 2 gold cards worth 1, 3 for 2 new ones."),
    ([2], 0, "Player 1 exchanges the gold card worth 2 for no new card (none is left to draw).")])
def test_mg_x1_an_exchange_reads_as_a_sentence(given: list[int], drawn: int, said: str) -> None:
    """It read "exchanges 1 for 1 new cards": the card's value taken for a count (issue 34)."""
    assert Event("exchanged", "MG-X1", player=0, cards=given, drawn=drawn).text == said


def test_mg_x1_marco_polo_b_has_no_exchange() -> None:
    state = fresh(3, board1="B")
    buy(state, 0, MARCO, 1)
    finish_phase(state, first=MARCO)
    assert state.phase == 1 and state.stage == Stage.BID


def test_mg_x2_vasco_da_gama_a_draws_one_card_in_phase_i() -> None:
    state = fresh(3)
    events = buy(state, 0, VASCO, 9, (9,))
    assert [e.data["count"] for e in events if e.kind == "drew_gold"] == [1] and len(state.hands[0]) == 9


@pytest.mark.parametrize(("half", "drawn"), [(LEFT, 1), (RIGHT, 0)])
def test_mg_x2_vasco_da_gama_b_left_half_draws_at_once_right_half_does_not(half: int, drawn: int) -> None:
    state = fresh(3, board1="B")
    buy(state, 0, VASCO, 9, (9,))
    assert state.stage == Stage.HALF
    play(state, Half(-1, half))
    assert state.ships[VASCO][0] == [(0, half)] and len(state.hands[0]) == 8 + drawn


def test_mg_x2_vasco_b_rulebook_example_green_and_blue_score_8_red_nothing() -> None:
    state = fresh(3, board1="B")
    red, blue, green = 0, 1, 2
    state.ships[VASCO] = [[(green, RIGHT)], [(red, LEFT)], [(blue, RIGHT)]]
    assert [scoring.field_points(state, seat) for seat in (red, blue, green)] == [0, 8, 8]


def test_mg_x3_cook_a_lays_the_hand_open_until_the_end_of_the_phase() -> None:
    state = fresh(3)
    buy(state, 0, COOK, 9, (9,))
    assert state.showing[0]
    assert GAME.observation(state, 1).hands[0] == state.hands[0]
    buy(state, 0, VASCO, 8, (8,))                       # cards gained later are shown too
    assert GAME.observation(state, 2).hands[0] == state.hands[0]
    events = finish_phase(state)
    assert "gold_back" in kinds(events) and not state.showing[0]
    assert set(GAME.observation(state, 1).hands[0]) == {UNKNOWN}


def test_mg_x3_cook_b_left_neighbour_draws_a_random_card_onto_the_discard_pile() -> None:
    state = fresh(3, board1="B")
    events = buy(state, 0, COOK, 9, (9,))
    stolen = next(e for e in events if e.kind == "stolen")
    assert stolen.data["thief"] == 1 and len(state.hands[0]) == 7 and state.discard[-1] == stolen.data["card"]


def test_mg_x3_cook_b_one_card_must_remain_after_paying() -> None:
    state = fresh(3, board1="B")
    set_hand(state, 0, [5])
    up_next(state, COOK, invited=0)
    assert state.out[0] and state.bidder == 1
    set_hand(state, 2, [3, 4])
    up_next(state, COOK, invited=2)
    assert state.bidder == 2 and max(a.amount for a in GAME.legal_actions(state) if isinstance(a, Bid)) == 4
    with pytest.raises(RuleViolation, match="MG-X3"):
        GAME.check(state, Bid(7))


def test_mg_x4_veto_sends_the_card_to_the_bottom_and_turns_up_another() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    assert state.stage == Stage.VETO and GAME.decision(state).player == 1
    vetoed = state.card
    events = play(state, CallVeto())
    assert kinds(events)[:2] == ["veto", "turned_up"] and state.decks[0][0] == vetoed
    assert state.vetoes[1] == 0 and state.stage == Stage.BID and state.known_bottom == 1
    assert GAME.observation(state, 0).decks[0][0] == vetoed      # the bottom card is public


def test_mg_x4_no_veto_lets_the_auction_open() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    play(state, NoVeto())
    assert state.stage == Stage.BID and state.vetoes[1] == 1


def test_mg_x4_vetoes_are_not_used_in_phases_ii_and_iii() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    play(state, NoVeto())
    finish_phase(state, first=COLUMBUS)
    assert state.phase == 1 and state.vetoes[1] == 1 and state.stage == Stage.BID


def test_mg_x4b_one_veto_per_columbus_card() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    play(state, NoVeto())
    buy(state, 1, COLUMBUS, 2)
    assert state.vetoes[1] == 2
    play(state, CallVeto())
    assert state.stage == Stage.VETO
    play(state, CallVeto())
    assert state.vetoes[1] == 0 and state.stage == Stage.BID


def test_mg_x4c_no_veto_on_the_last_card_of_a_phase_unless_the_option_allows() -> None:
    for allowed, stage in ((False, Stage.BID), (True, Stage.VETO)):
        state = fresh(3, veto_last_card=allowed)
        buy(state, 1, COLUMBUS, 1)
        if state.stage == Stage.VETO:
            play(state, NoVeto())
        card = state.card
        state.boxed[0] += state.decks[0]
        state.decks[0].clear()
        up_next(state, card)
        assert not state.decks[0] and state.stage == stage


def test_mg_x4c_a_veto_on_the_last_phase_i_card_is_refused_citing_mg_x4c() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    play(state, NoVeto())
    card = state.card
    state.boxed[0] += state.decks[0]
    state.decks[0].clear()
    up_next(state, card, invited=1)
    assert state.stage == Stage.BID and state.bidder == 1 and state.vetoes[1] == 1
    with pytest.raises(RuleViolation) as refused:
        GAME.check(state, CallVeto())
    assert refused.value.rule == "MG-X4c" and "last card" in refused.value.message


def test_mg_x4_a_veto_in_phase_ii_is_refused_because_vetoes_belong_to_phase_i() -> None:
    state = fresh(3)
    buy(state, 1, COLUMBUS, 1)
    play(state, NoVeto())
    finish_phase(state, first=COLUMBUS)
    up_next(state, COLUMBUS, invited=1)
    assert state.phase == 1 and state.bidder == 1 and state.vetoes[1] == 1
    with pytest.raises(RuleViolation) as refused:
        GAME.check(state, CallVeto())
    assert refused.value.rule == "MG-X4" and "only in phase I" in refused.value.message


def plunder_scene() -> tuple[MagellanState, list[Event]]:
    """The rulebook's red player (board 1 side A, board 2 side B) reaching Pizarro's plunder."""
    state = fresh(3, board1="A", board2="B")
    red = 0
    for explorer in range(6):
        state.ships[explorer] = [[], [], []]
    state.ships[MARCO][0] = [(red, -1)]
    state.ships[VASCO][0] = [(red, -1)]
    state.ships[PIZARRO][2] = [(red, -1)]
    state.ships[MAGELLAN][2] = [(red, -1)]
    state.ships[MAGELLAN][1] = [(red, -1)]
    set_hand(state, red, [8])
    for value in (2, 1, 5, 1, 4):
        state.gold_deck.remove(value)
    state.stacks[red] = [[2, 1, 5], [1, 4]]
    state.last_buyer = red
    events: list[Event] = []
    scoring.start(state, events)
    return state, events


def test_mg_x6_magellan_stacks_score_crowns_under_times_cards() -> None:
    state, _ = plunder_scene()
    assert scoring.stack_points(state, 0) == 8 * 3 + 5 * 2 == 34


def test_mg_e1_rulebook_example_36_points_before_pizarro() -> None:
    state, events = plunder_scene()
    counted = next(e for e in events if e.kind == "counted")
    assert (counted.data["fields"], counted.data["stacks"], counted.data["hand"]) == (1, 34, 1)
    assert counted.data["total"] == 36 and state.stage == Stage.PLUNDER


def test_mg_x5_pizarro_plunder_13_if_stopped_then_an_8_makes_21_and_nothing() -> None:
    state, _ = plunder_scene()
    for value in (8, 2, 6, 5):                 # the top of the deck is the end of the list
        state.gold_deck.remove(value)
        state.gold_deck.append(value)
    play(state, DrawPlunder(), DrawPlunder(), DrawPlunder())
    assert state.plunder_sum == 13
    stopped = state.clone()
    play(stopped, StopPlunder())
    assert stopped.score[0] == 36 + 13
    events = play(state, DrawPlunder())
    assert state.score[0] == 36 and next(e for e in events if e.kind == "plunder_end").data["points"] == 0


def test_mg_x5_a_plunder_of_exactly_the_limit_may_go_on() -> None:
    """20 is not over the limit: the plunderer still chooses to stop (20 points) or risk another card."""
    state, _ = plunder_scene()
    for value in (9, 8, 3):                    # the top of the deck is the end of the list
        state.gold_deck.remove(value)
        state.gold_deck.append(value)
    play(state, DrawPlunder(), DrawPlunder(), DrawPlunder())
    assert state.plunder_sum == 20 and state.stage == Stage.PLUNDER
    assert GAME.decision(state).player == 0 and set(GAME.legal_actions(state)) == {DrawPlunder(), StopPlunder()}
    events = play(state, StopPlunder())
    assert state.score[0] == 36 + 20 and next(e for e in events if e.kind == "plunder_end").data["points"] == 20


def test_mg_x5_the_plunder_events_name_pizarro() -> None:
    state, events = plunder_scene()
    events += play(state, DrawPlunder(), StopPlunder())
    plunder = [e for e in events if e.kind.startswith("plunder")]
    assert [e.rule for e in plunder] == ["MG-X5"] * 3
    assert [e.data["explorer"] for e in plunder] == [PIZARRO] * 3
    assert "Pizarro" in plunder[0].text and "Player 1" in plunder[0].text


def test_mg_x6_side_a_a_card_from_hand_goes_face_down_under_the_magellan_card() -> None:
    state = fresh(3)
    buy(state, 0, MAGELLAN, 9, (9,))
    assert state.stage == Stage.UNDER and Under(1) in GAME.legal_actions(state)
    play(state, Under(1))
    assert state.stacks[0] == [[1]] and 1 not in state.hands[0]
    assert GAME.observation(state, 1).stacks[0] == [[UNKNOWN]] and GAME.observation(state, 0).stacks[0] == [[1]]


def test_mg_x6_side_a_one_card_must_remain_after_paying() -> None:
    state = fresh(3)
    set_hand(state, 0, [5])
    up_next(state, MAGELLAN, invited=0)
    assert state.out[0]


def test_mg_x6_side_b_the_card_under_comes_from_the_payment_face_up() -> None:
    state = fresh(3, board2="B")
    set_hand(state, 0, [1, 6, 9])
    buy(state, 0, MAGELLAN, 7, (1, 6))
    assert state.stage == Stage.UNDER and GAME.legal_actions(state) == [Under(1), Under(6)]
    play(state, Under(1))
    assert state.stacks[0] == [[1]] and state.hands[0] == [9] and state.discard[-1] == 6
    assert GAME.observation(state, 1).stacks[0] == [[1]]


def test_mg_x6d_a_later_magellan_card_joins_the_stack_of_the_ship_that_moved() -> None:
    state = fresh(3, board2="B")
    buy(state, 0, MAGELLAN, 1)                  # one card paid: it goes under by itself
    buy(state, 0, MAGELLAN, 5, (5,))
    assert state.stacks[0] == [[1], [5]]
    finish_phase(state, first=MAGELLAN)
    buy(state, 0, MAGELLAN, 2, (2,))
    assert state.stage == Stage.STACK
    play(state, JoinStack(1))
    assert state.stacks[0] == [[1], [5, 2]] and state.ships_of(0, MAGELLAN, 1) == [-1]


@pytest.mark.parametrize("last_buyer, order", [(2, [2, 3, 0, 1]), (0, [0, 1, 2, 3])])
def test_mg_e1_scoring_starts_with_the_last_cards_buyer_then_goes_clockwise(last_buyer: int, order: list[int]) -> None:
    """Player 1 (seat 0) as the last buyer too, with another player as the auctioneer."""
    state = fresh(4)
    state.last_buyer, state.auctioneer = last_buyer, 3
    events: list[Event] = []
    scoring.start(state, events)
    assert next(e for e in events if e.kind == "scoring").data["first"] == last_buyer
    assert [e.data["player"] for e in events if e.kind == "counted"] == order


def test_mg_e1b_after_an_unsold_last_card_the_last_buyer_starts_scoring() -> None:
    state = fresh(3)
    buy(state, 2, PIZARRO, 1)
    events = finish_phase(state)
    while state.stage != Stage.OVER:
        events += play(state, Pass())
    assert next(e for e in events if e.kind == "scoring").data["first"] == 2


def test_mg_f2_each_ship_scores_its_fields_crowns_rulebook_1_5_10() -> None:
    state = fresh(3)
    state.ships[COLUMBUS] = [[(0, -1)], [(1, -1)], [(2, -1)]]
    assert [scoring.field_points(state, seat) for seat in range(3)] == [1, 5, 10]


def test_mg_e2_most_points_wins() -> None:
    state = fresh(3)
    state.ships[COLUMBUS][2] = [(1, -1)]         # 10 crowns
    state.last_buyer = 0
    scoring.start(state, [])
    assert state.winners == [1] and GAME.scores(state) == [0.0, 1.0, 0.0]


def test_mg_e3_a_tie_is_shared() -> None:
    state = fresh(3)
    scoring.start(state, [])
    assert state.winners == [0, 1, 2] and GAME.scores(state) == pytest.approx([1 / 3] * 3)
