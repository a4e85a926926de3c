"""Magellan setup, auctions, payment, ships and phase ends: one test per rule (MG-S, MG-A, MG-B, MG-P, MG-F, MG-D)."""

from __future__ import annotations

import re
from collections import Counter

import pytest

from qtgames.engine.core import RuleViolation
from qtgames.engine.magellan import rules
from qtgames.engine.magellan.gold import draw
from qtgames.engine.magellan.payments import payments

from .helpers import (
    COOK,
    GAME,
    MAGELLAN,
    MARCO,
    PIZARRO,
    VASCO,
    Bid,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    buy,
    finish_phase,
    fresh,
    kinds,
    play,
    set_hand,
    up_next,
    win,
)


def refusal(state: MagellanState, action: MagellanAction) -> RuleViolation:
    """What the player is told when `action` is refused: the rule's ID and the sentence."""
    with pytest.raises(RuleViolation) as refused:
        GAME.check(state, action)
    return refused.value


def phases_named(sentence: str, word: str = "phase") -> list[str]:
    """The Roman phase numbers a sentence names after `word` ("phase", "field"), in order."""
    return re.findall(rf"\b{word} (I{{1,3}})\b", sentence)


def test_mg_s1_board_sides_choose_the_fields_in_play() -> None:
    assert fresh(board1="A").fields[VASCO][0].action == "draw"
    assert fresh(board1="B").fields[VASCO][0].action == "halves"
    assert fresh(board2="A").fields[MAGELLAN][0].action == "magellan_hand"
    assert fresh(board2="B").fields[PIZARRO][2].action == "plunder"


@pytest.mark.parametrize("players", [3, 4, 5, 6])
def test_mg_s2_each_player_holds_one_card_of_each_value_the_rest_is_the_deck(players: int) -> None:
    state = fresh(players)
    assert all(hand == list(range(1, 10)) for hand in state.hands)
    assert len(state.gold_deck) == 63 - 9 * players and not state.discard


def test_mg_s3_explorer_decks_of_18_12_6_and_the_auctioneer_opens_the_first_card() -> None:
    state = fresh(4)
    assert len(state.decks[0]) + 1 == 18 and len(state.decks[1]) == 12 and len(state.decks[2]) == 6
    assert Counter(state.decks[1]) == dict.fromkeys(range(6), 2) and Counter(state.decks[2]) == dict.fromkeys(range(6), 1)
    assert state.stage == Stage.BID and state.bidder == state.auctioneer == 0


def test_mg_p1_a_phase_auctions_all_its_cards_then_the_next_phase_starts() -> None:
    state = fresh()
    buy(state, 1, PIZARRO, 1)
    finish_phase(state)
    # Phase II: cards nobody may bid on go straight to the box until a Pizarro card comes up.
    assert state.phase == 1 and state.card == PIZARRO and state.bidder == 1
    assert len(state.boxed[0]) == 17


def test_mg_a1_bidding_goes_clockwise_and_ends_when_all_but_one_passed() -> None:
    state = fresh(4)
    up_next(state, PIZARRO, invited=2)
    assert state.bidder == 2
    play(state, Bid(3))
    assert state.bidder == 3
    play(state, Pass())
    assert state.bidder == 0
    play(state, Bid(4), Pass())          # 0 raises, 1 passes
    assert state.bidder == 2
    events = play(state, Pass(), Pay((4,)))
    assert "sold" in kinds(events) and state.bought[0][0][PIZARRO] == 1 and state.hands[0].count(4) == 0
    # The buyer of this card is invited to open the next auction.
    assert state.invited == 0 and state.bidder == 0


def test_mg_a1_a_passed_player_is_out_of_this_auction() -> None:
    state = fresh(3)
    up_next(state, PIZARRO, invited=0)
    play(state, Pass(), Bid(1), Bid(2))
    assert state.bidder == 1                      # seat 0 is skipped
    with pytest.raises(RuleViolation):
        GAME.check(state, Bid(2))


def test_mg_a1b_an_unsold_card_lets_its_opener_open_again() -> None:
    state = fresh(4)
    up_next(state, PIZARRO, invited=2)
    play(state, Pass(), Pass(), Pass(), Pass())
    assert state.invited == 2 and state.bidder == 2


def test_mg_a1b_option_the_auctioneer_opens_after_an_unsold_card() -> None:
    state = fresh(4, unsold_opener="auctioneer")
    up_next(state, PIZARRO, invited=2)
    play(state, Pass(), Pass(), Pass(), Pass())
    assert state.bidder == 0


def test_mg_a1c_no_bid_above_the_hand_and_a_player_who_cannot_raise_drops_out() -> None:
    state = fresh(3)
    set_hand(state, 1, [1, 2])
    up_next(state, PIZARRO, invited=1)
    assert max(a.amount for a in GAME.legal_actions(state) if isinstance(a, Bid)) == 3
    with pytest.raises(RuleViolation, match="MG-A1c"):
        GAME.check(state, Bid(4))
    play(state, Bid(1), Bid(5))       # seat 2 bids 5: seat 1 cannot reach 6
    events = play(state, Pass())       # seat 0 passes; seat 1 drops out by itself
    assert "cannot_raise" in kinds(events) and state.buyer == 2


def test_mg_a1d_if_the_invited_player_may_not_bid_the_next_one_who_may_opens() -> None:
    state = fresh(3)
    buy(state, 2, COOK, 1)
    finish_phase(state, first=COOK)
    events = up_next(state, COOK, invited=0)
    assert state.phase == 1 and state.bidder == 2 and "opens_instead" in kinds(events)


def test_mg_a2_exact_payments_only_when_some_exist() -> None:
    assert payments([1, 2, 3, 4, 5, 6, 7, 8, 9], 7) == [(1, 2, 4), (1, 6), (2, 5), (3, 4), (7,)]
    assert payments([5, 9], 7) == [(9,)]                    # no change: overpay with the 9
    assert payments([4, 4, 9], 7) == [(4, 4), (9,)]         # each overpayment minimal
    assert (4, 9) not in payments([4, 4, 9], 7)


def test_mg_a2_a_payment_made_without_asking_says_it_was_the_only_one() -> None:
    """One way to pay: the engine pays, and the log says with what and why (the buyer chose nothing)."""
    state = fresh(3)
    set_hand(state, 0, [1, 9, 9])
    up_next(state, COOK, invited=0)
    events = win(state, 0, 10)
    paid = next(e for e in events if e.kind == "paid")
    assert state.hands[0] == [9] and paid.data["only"]
    assert paid.text == "Player 1 pays 1, 9: the only cards in hand that pay 10."
    state = fresh(3)
    set_hand(state, 0, [1, 2, 3, 4, 9])
    events = buy(state, 0, COOK, 5, (1, 4))
    assert next(e for e in events if e.kind == "paid").text == "Player 1 pays 1, 4."


def test_mg_a2_a_payment_that_could_leave_a_card_out_is_refused() -> None:
    state = fresh(3)
    set_hand(state, 0, [4, 4, 9])
    up_next(state, PIZARRO, invited=0)
    win(state, 0, 7)
    assert state.stage == Stage.PAY
    with pytest.raises(RuleViolation, match="MG-A2"):
        GAME.check(state, Pay((4, 4, 9)))
    play(state, Pay((4, 4)))
    assert state.hands[0] == [9] and state.discard[-2:] == [4, 4]


def test_mg_a2_overpaying_is_refused_when_exact_payment_is_possible() -> None:
    state = fresh(3)
    up_next(state, PIZARRO, invited=0)
    win(state, 0, 7)
    with pytest.raises(RuleViolation, match="exactly"):
        GAME.check(state, Pay((8,)))


def test_mg_a2_paying_with_a_card_held_once_twice_is_paying_with_a_card_not_held() -> None:
    """Not "underpaid" (4 + 4 < 9) nor "overpaid" (5 + 5 > 9): the second 4 or 5 is not in the hand."""
    state = fresh(3)
    set_hand(state, 0, [3, 4, 5, 9])
    up_next(state, PIZARRO, invited=0)
    win(state, 0, 9)
    assert state.stage == Stage.PAY
    for cards in ((4, 4), (5, 5)):
        refused = refusal(state, Pay(cards))
        assert refused.rule == "MG-A2"
        assert "cards you hold" in refused.message, (cards, refused.message)
    assert state.hands[0] == [3, 4, 5, 9] and state.stage == Stage.PAY


def test_mg_a3_the_buyer_keeps_the_card_and_places_a_ship_at_once() -> None:
    state = fresh(3)
    buy(state, 1, PIZARRO, 2, (2,))
    assert state.bought[1][0][PIZARRO] == 1 and state.ships[PIZARRO][0] == [(1, -1)]
    assert state.ships_left[1] == 5


def test_mg_a4_phase_ii_only_phase_i_buyers_may_bid() -> None:
    state = fresh(3)
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    up_next(state, PIZARRO, invited=0)
    assert state.bidder == 1 and state.out == [True, False, True]
    state.bidder, state.legal_cache = 0, None
    with pytest.raises(RuleViolation, match="MG-A4:"):
        GAME.check(state, Bid(1))


def test_mg_a4_the_refusal_names_the_phase_asked_for_and_the_one_before() -> None:
    state = fresh(3)
    buy(state, 1, PIZARRO, 1)
    buy(state, 2, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    up_next(state, PIZARRO, invited=1)
    state.bidder, state.legal_cache = 0, None
    refused = refusal(state, Bid(1))
    assert refused.rule == "MG-A4"
    assert sorted(phases_named(refused.message)) == ["I", "II"], refused.message
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    up_next(state, PIZARRO, invited=1)
    assert state.phase == 2
    state.bidder, state.legal_cache = 2, None                  # bought in phase I, not in phase II
    refused = refusal(state, Bid(1))
    assert refused.rule == "MG-A4"
    assert sorted(phases_named(refused.message)) == ["II", "III"], refused.message


def test_mg_a4_phase_iii_needs_a_phase_ii_card_of_that_explorer() -> None:
    state = fresh(3)
    buy(state, 1, PIZARRO, 1)
    buy(state, 2, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    up_next(state, PIZARRO, invited=2)
    assert state.out == [True, False, True] and state.bidder == 1


def test_mg_a4b_no_ship_left_on_the_previous_field_means_no_bid() -> None:
    # One phase-I card, then the first phase-II card: the second phase-II card cannot be bought.
    state = fresh(3)
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    state.decks[1].remove(PIZARRO)
    state.decks[1].append(PIZARRO)          # the other phase-II Pizarro comes next
    events = buy(state, 1, PIZARRO, 1)
    assert state.bought[1][0][PIZARRO] == 1 and not state.ships_of(1, PIZARRO, 0)
    assert [e.data["explorer"] for e in events if e.kind == "unsold"][:1] == [PIZARRO]
    state.stage, state.phase, state.card, state.bidder, state.legal_cache = Stage.BID, 1, PIZARRO, 1, None
    state.limits = [rules.limit(state, seat, PIZARRO) for seat in range(3)]
    assert state.limits[1] == 0
    with pytest.raises(RuleViolation, match="MG-A4b"):
        GAME.check(state, Bid(1))


def test_mg_a4b_the_refusal_names_the_field_before() -> None:
    state = fresh(3)
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    state.decks[1].remove(PIZARRO)
    state.decks[1].append(PIZARRO)
    buy(state, 1, PIZARRO, 1)                  # the one phase-I ship moves on; the next card is unsold
    state.stage, state.phase, state.card, state.bidder, state.legal_cache = Stage.BID, 1, PIZARRO, 1, None
    state.limits = [rules.limit(state, seat, PIZARRO) for seat in range(3)]
    refused = refusal(state, Bid(1))
    assert refused.rule == "MG-A4b"
    assert phases_named(refused.message, "field") == ["I"], refused.message


def test_mg_a5_a_card_nobody_bids_on_goes_to_the_box_without_ship_or_action() -> None:
    state = fresh(3)
    up_next(state, VASCO, invited=0)
    events = play(state, Pass(), Pass(), Pass())
    assert "unsold" in kinds(events) and state.boxed[0] == [VASCO]
    assert not state.ships[VASCO][0] and all(len(h) == 9 for h in state.hands)


def test_mg_b1_phase_i_places_a_ship_on_field_i() -> None:
    state = fresh(3)
    buy(state, 0, MARCO, 1)
    assert state.ships[MARCO] == [[(0, -1)], [], []]


def test_mg_b2_later_phases_move_a_ship_on_one_field() -> None:
    state = fresh(3)
    buy(state, 0, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    buy(state, 0, PIZARRO, 1)
    assert state.ships[PIZARRO][:2] == [[], [(0, -1)]]


def test_mg_b1_b2_the_ship_event_cites_b1_when_placed_and_b2_when_moved_on() -> None:
    state = fresh(3)
    placed = [e for e in buy(state, 0, PIZARRO, 1) if e.kind == "ship"]
    finish_phase(state, first=PIZARRO)
    moved = [e for e in buy(state, 0, PIZARRO, 1) if e.kind == "ship"]
    assert [e.rule for e in placed] == ["MG-B1"] and phases_named(placed[0].text, "field") == ["I"]
    assert [e.rule for e in moved] == ["MG-B2"] and phases_named(moved[0].text, "field") == ["II"]
    assert "Player 1" in placed[0].text and "Pizarro" in placed[0].text and "Pizarro" in moved[0].text


def test_mg_b3_ships_not_placed_in_phase_i_go_to_the_box() -> None:
    state = fresh(3)
    buy(state, 0, MARCO, 1)
    assert rules.ships_to_place(state) == [5, 6, 6], "phase I: the ships each player may still place"
    events = finish_phase(state)
    assert "ships_boxed" in kinds(events) and state.ships_left == [0, 0, 0]
    assert rules.ships_to_place(state) is None, "after phase I the unplaced ships are out of the game"


def test_mg_b3_is_said_while_the_last_card_of_phase_i_is_up_to_whoever_has_ships_to_place() -> None:
    state = fresh(3)
    buy(state, 0, MARCO, 1)
    while len(state.decks[0]) > 0:
        assert all(rules.last_chance_to_place(state, seat) is None for seat in range(3)), "not before the last card"
        play(state, NoVeto() if state.stage == Stage.VETO else Pass())
    assert state.phase == 0 and state.stage in (Stage.BID, Stage.VETO)
    said = str(rules.last_chance_to_place(state, 0))
    assert "go back to the box (MG-B3)" in said and "5 ships still to place" in said
    assert "6 ships" in str(rules.last_chance_to_place(state, 1))
    finish_phase(state)
    assert all(rules.last_chance_to_place(state, seat) is None for seat in range(3)), "phase I is over"


def test_mg_b1b_ruling_no_ship_left_no_bid_in_phase_i() -> None:
    state = fresh(3)
    state.ships_left[0] = 0
    up_next(state, PIZARRO, invited=0)
    assert state.bidder == 1 and state.out[0]


def test_mg_p2_end_of_phases_i_and_ii_basic_two_cards_plus_money_bags() -> None:
    state = fresh(3)
    buy(state, 0, PIZARRO, 1)                  # Pizarro A field I: 1 money bag
    sizes = [len(h) for h in state.hands]
    events = finish_phase(state)
    assert "new_deck" in kinds(events) and not state.discard
    assert [len(h) for h in state.hands] == [sizes[0] + 3, sizes[1] + 2, sizes[2] + 2]


def test_mg_p3_after_phase_iii_only_money_bags_no_basic_cards() -> None:
    state = fresh(3)
    buy(state, 0, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    buy(state, 0, PIZARRO, 1)                  # the rest of phase II nobody may bid on
    assert state.phase == 2 and state.card == PIZARRO
    events = buy(state, 0, PIZARRO, 1)          # Pizarro A field III: 1 money bag; the rest is boxed
    end = kinds(events)[kinds(events).index("phase_over"):]
    assert "basic_gold" not in end and "new_deck" not in end and state.stage == Stage.OVER
    assert [(e.data["player"], e.data["count"]) for e in events if e.kind == "money_bags"] == [(0, 1)]
    assert next(e for e in events if e.kind == "phase_over").rule == "MG-P3"

def test_mg_f1_money_bags_of_the_current_phase_only() -> None:
    # The seed's picture: at the end of phase II a ship left on field I earns nothing.
    state = fresh(3)
    buy(state, 0, PIZARRO, 1)
    buy(state, 1, PIZARRO, 1)
    finish_phase(state, first=PIZARRO)
    buy(state, 0, PIZARRO, 1)                  # Pizarro A field II: 2 money bags
    sizes = [len(h) for h in state.hands]
    finish_phase(state)
    assert [len(h) - s for h, s in zip(state.hands, sizes, strict=True)] == [4, 2, 2]


def test_mg_d1_an_empty_deck_is_the_shuffled_discard_pile_and_both_empty_draw_nothing() -> None:
    state = fresh(3)
    state.discard, state.gold_deck = state.gold_deck, []
    events: list = []
    cards = draw(state, 2, events)
    assert len(cards) == 2 and "reshuffled" in kinds(events) and not state.discard
    state.gold_deck, state.discard = [], []
    events = []
    assert draw(state, 3, events) == [] and kinds(events) == ["gold_out"]


def test_a_refusal_out_of_turn_cites_the_pending_rule() -> None:
    with pytest.raises(RuleViolation) as info:
        GAME.apply(fresh(3), Pay((1,)))
    assert info.value.rule == "MG-A1"
