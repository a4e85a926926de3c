"""Magellan observations hide what the rules keep secret, and worlds sampled from them agree with
what everyone saw (found by the hypothesis properties in tests/property)."""

from __future__ import annotations

from collections import Counter

from qtgames.engine.core import Rng
from qtgames.engine.magellan import rules
from qtgames.engine.magellan.options import MagellanOptions
from qtgames.engine.magellan.position import explorer_places, gold_places
from qtgames.engine.magellan.state import UNKNOWN
from tests.property.strategies import Play, walk

from .helpers import (
    GAME,
    MARCO,
    Bid,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    fresh,
    play,
    up_next,
    win,
)


def auction(invited: int) -> MagellanState:
    state = fresh(3)
    up_next(state, MARCO, invited=invited)
    while state.stage == Stage.VETO:
        play(state, NoVeto())
    assert state.stage == Stage.BID
    return state


def test_mg_a1c_a_limit_stays_hidden_after_its_seat_passes() -> None:
    # A limit is the worth of the hand, so showing a passed seat's limit told the others their gold.
    state = auction(invited=0)
    play(state, Pass())
    assert state.out[0] and state.limits[0] > 0
    assert GAME.observation(state, 1).limits[0] == UNKNOWN


def test_mg_a1c_a_sampled_bidder_to_act_can_raise_the_high_bid() -> None:
    # One who cannot raise is out (MG-A1c), so a bidder still to act holds more than the high bid.
    state = auction(invited=0)
    assert state.bidder == 0
    play(state, Bid(rules.limit(state, 0, state.card) - 2))
    bidder = state.bidder
    assert state.stage == Stage.BID and bidder != 0
    viewer = 2 if bidder == 1 else 1
    for seed in range(20):
        world = GAME.determinize(GAME.observation(state, viewer), Rng(seed))
        assert rules.limit(world, bidder, world.card) > world.high_bid


def test_mg_a2_a_sampled_buyer_can_pay_the_price() -> None:
    state = auction(invited=2)
    price = rules.limit(state, 2, state.card) - 3
    win(state, 2, price)
    assert state.stage == Stage.PAY and state.buyer == 2 and state.price == price
    for seed in range(20):
        world = GAME.determinize(GAME.observation(state, 0), Rng(seed))
        assert rules.limit(world, 2, world.card) >= price
        assert GAME.read_position(GAME.state_to_json(world), world.options, "position")[1] == []


def test_mg_a1c_a_sampled_high_bidder_can_pay_a_bid_the_deck_alone_cannot_cover() -> None:
    # Seat 4 bids 44 of its 45; when the sampled deck holds small cards, the other sampled hands
    # must give up their big ones.
    state = fresh(6, seed=352)
    play(state, Pass(), Bid(4), Bid(32), Bid(44), Pass())
    assert state.stage == Stage.BID and state.high_bidder == 3 and state.high_bid == 44
    for seed in range(300, 400):
        world = GAME.determinize(GAME.observation(state, 0), Rng(seed))
        assert rules.limit(world, 3, world.card) >= 44
        assert rules.limit(world, world.bidder, world.card) > 44


def test_mg_a1c_the_bidder_to_act_gives_up_big_cards_it_can_spare_to_cover_the_high_bid() -> None:
    # Seed 15272, six seats: seat 4 bids 8 with its one card while the big cards left in the
    # sampled worlds mostly sit in seat 6's hand (the bidder to act, who needs only 9).
    state = fresh(6, seed=15272)
    play(state, Pass(), Pass(), Bid(13), Bid(38), Bid(45), Bid(42), Bid(43), Bid(44), Pass(), Bid(45),
         Bid(2), Bid(25), Bid(44), Bid(45), Bid(30), Bid(40), Bid(44), Bid(45), Bid(5), Bid(40), Bid(44),
         Pass(), Pass(), Bid(4), Bid(8), Pay((1, 7)), Bid(1), Bid(8))
    assert (state.stage, state.high_bidder, state.high_bid, state.bidder) == (Stage.BID, 3, 8, 5)
    for seed in range(15200, 15300):
        world = GAME.determinize(GAME.observation(state, 0), Rng(seed))
        assert rules.limit(world, 3, world.card) >= 8
        assert rules.limit(world, 5, world.card) > 8
        assert GAME.read_position(GAME.state_to_json(world), world.options, "position")[1] == []


def test_mg_x6_a_high_bidder_takes_its_big_card_back_from_an_empty_handed_seats_face_down_stack() -> None:
    # Long hypothesis profile (six seats, seed 37, choices 0, 0, 1): seat 1 bid 9 holding a single
    # 9; the sampled worlds put the only unseen 9 under seat 4's Magellan card (side A, face down),
    # and seat 4's empty hand kept its stack out of the cards a bidder could swap with.
    play_ = Play(6, GAME.Options(), 37, (0, 0, 1))
    state = next(s for step, (s, _) in enumerate(walk(GAME, play_)) if step == 32)
    assert (state.stage, state.high_bidder, state.high_bid, state.hands[0]) == (Stage.BID, 0, 9, [9])
    assert state.hands[3] == [] and state.stacks[3] == [[1]]
    for seed in range(33, 53):
        world = GAME.determinize(GAME.observation(state, 4), Rng(seed))
        assert rules.limit(world, 0, world.card) >= 9
        assert GAME.read_position(GAME.state_to_json(world), world.options, "position")[1] == []


def test_magellan_observations_hide_closed_hands_and_sampled_worlds_hold_every_card() -> None:
    """Magellan's gold is the only hidden part whose card count a sampled world must keep exactly."""
    game = GAME
    state: MagellanState = game.new_state(4, MagellanOptions(), 11)
    rng = Rng(3)
    for _ in range(30):
        if game.is_terminal(state):
            break
        seat = game.decision(state).player
        observation = game.observation(state, seat)
        assert observation.hands[seat] == state.hands[seat]
        for other in range(state.players):
            if other != seat and not state.showing[other] and not state.scored[other]:
                assert observation.hands[other] == [UNKNOWN] * len(state.hands[other])
        assert set(observation.gold_deck) <= {UNKNOWN} and observation.rng.state != state.rng.state
        world = game.determinize(observation, rng)
        assert gold_places(world) == Counter(state.data.gold)
        assert explorer_places(world) == explorer_places(state)
        game.apply(state, rng.choice(game.legal_actions(state)))
