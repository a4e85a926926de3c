"""The invariants random play must keep, for each game: shared by the seeded conformance runs
and the hypothesis properties, so both check the same bookkeeping."""

from __future__ import annotations

from collections import Counter
from typing import Any

from qtgames.engine.core import get_game
from qtgames.engine.entdecker.moves import shore_starts
from qtgames.engine.entdecker.state import UNIT_NAMES, EntdeckerState, StartCircle
from qtgames.engine.entdecker.state import Phase as EntdeckerPhase
from qtgames.engine.entdecker.turn_end import holes
from qtgames.engine.magellan.position import explorer_places, gold_places
from qtgames.engine.magellan.rules import may_bid
from qtgames.engine.magellan.state import MagellanState, Stage
from qtgames.engine.tsuro_seas.state import Phase, TsuroState

ENTDECKER = get_game("entdecker")
MAGELLAN = get_game("magellan")
TSURO = get_game("tsuro-seas")


def check_cached_choices(game: Any, state: Any) -> None:
    """The legal actions the rules set aside while applying (a placement's ways to lay a card, a
    sale's payments, the next player's starts) are what a fresh generation lists, in its order."""
    if state.legal_cache is not None:
        fresh = state.clone()
        fresh.legal_cache = None
        assert game.legal_actions(fresh) == state.legal_cache


def check_tsuro_invariants(state: TsuroState, pile_ran_dry: bool) -> None:
    data = state.data
    check_cached_choices(TSURO, state)
    # Each wake tile is in exactly one place.
    places = [t for t in state.tiles if t >= 0] + state.pile + state.removed
    places += [t for hand in state.hands for t in hand]
    assert sorted(places) == list(range(data.tile_count))
    # Each daikaiju is on the board, in the supply or out, once; the two board maps agree.
    on_board = state.daikaiju_on_board()
    assert sorted(on_board + state.kaiju_supply + state.kaiju_out) == list(range(len(data.daikaiju)))
    for kaiju in on_board:
        assert state.kaiju_at[state.kaiju_square[kaiju]] == kaiju
        assert state.tiles[state.kaiju_square[kaiju]] < 0
    # No two sailing ships on one point heading the same way (TS-P5, TS-O3), unless the TS-O3
    # option lets them share a starting mark (they then sail on together).
    sailing = [state.ships[s] for s in range(state.players) if state.alive[s] and state.ships[s] >= 0]
    if not state.options.shared_start_marks:
        assert len(sailing) == len(set(sailing))
    if state.phase == Phase.OVER:
        assert state.winners
        return
    # The square in front of a sailing ship never holds a wake tile.
    for position in sailing:
        assert state.tiles[position >> 3] < 0
    # TS-D7: at least three daikaiju at a decision, unless the supply ran out or this turn's roll moved them.
    if state.options.daikaiju and state.phase != Phase.START:
        moved_this_turn = 1 <= state.dice[2] <= 5
        if not moved_this_turn:
            assert len(on_board) >= min(data.daikaiju_minimum, len(on_board) + len(state.kaiju_supply))
    if not state.options.daikaiju:
        assert not on_board
    # Hand sizes: at most three; three for every sailing player while the pile has never run dry.
    for seat in range(state.players):
        hand = state.hands[seat]
        assert len(hand) <= data.hand_size
        if not state.alive[seat] and seat not in state.bonus_from:
            assert not hand
        elif state.alive[seat] and not pile_ran_dry:
            expected = data.hand_size - (1 if seat == state.active and state.phase == Phase.BONUS else 0)
            assert len(hand) == expected


def check_entdecker_invariants(state: EntdeckerState, previous_scores: list[int]) -> None:
    data = state.data
    # Every card in exactly one place (cards made for holes, EN-D2, included).
    places = ([t for t in state.tiles if t >= 0] + [t for s in state.stacks for t in s]
              + [t for r in state.reserve for t in r] + state.boxed + [t for p in state.personal for t in p]
              + ([state.drawn] if state.drawn >= 0 else []))
    assert sorted(places) == list(range(len(state.specs)))
    # Every token in a pile or held, once.
    tokens = [t for p in state.token_piles for t in p] + [t for kept in state.tokens for t in kept]
    assert sorted(tokens) == list(range(len(data.tokens)))
    # Gold 0-12; scores never go down.
    assert all(0 <= g <= data.gold_max for g in state.gold)
    assert all(now >= before for now, before in zip(state.score, previous_scores, strict=True))
    # Units: supply plus board is each player's full set; one unit per card, on land (EN-B2).
    for seat in range(state.players):
        for kind, name in enumerate(UNIT_NAMES):
            on_board = sum(1 for sq, owner in enumerate(state.unit_owner)
                           if owner == seat and state.unit_kind[sq] == kind)
            assert state.supply[seat][kind] >= 0
            assert on_board + state.supply[seat][kind] == data.unit_count[name]
    for square, owner in enumerate(state.unit_owner):
        if owner >= 0:
            look = state.looks[square]
            assert look is not None and state.unit_part[square] < len(look.parts)
    if state.phase == EntdeckerPhase.OVER:
        assert state.winners and max(state.score) == state.score[state.winners[0]]
        return
    # The board's edges match everywhere (EN-X4b).
    looks, neighbour = state.looks, state.board.neighbour
    for square, look in enumerate(looks):
        if look is None:
            continue
        east, south = neighbour[square * 4 + 1], neighbour[square * 4 + 2]
        if east >= 0 and looks[east] is not None:
            assert looks[east].land[3] == look.land[1]
        if south >= 0 and looks[south] is not None:
            assert looks[south].land[0] == look.land[2]
    check_cached_choices(ENTDECKER, state)
    assert ENTDECKER.legal_actions(state), "a pending decision must offer a choice"
    # What the engine keeps instead of working out anew: the free dashed lines (EN-X1) as a
    # fresh count finds them, and no hole but beside this turn's cards (the end of a turn fills
    # only those, EN-X7).
    if state.shore_starts is not None:
        counted = state.clone()
        counted.shore_starts = None
        assert shore_starts(counted) == state.shore_starts
    if state.open_circles is not None:
        assert state.open_circles == [StartCircle(i) for i, circle in enumerate(state.board.circles)
                                      if state.tiles[circle.square] < 0]
    assert {square for square, _ in holes(state)} <= {square for square, _ in holes(state, around=state.placed_now)}


def check_magellan_invariants(state: MagellanState) -> None:
    data = state.data
    # Every gold card and every explorer card in exactly one place.
    assert gold_places(state) == Counter(data.gold)
    assert explorer_places(state) == Counter(dict.fromkeys(range(6), 6))
    assert all(hand == sorted(hand) for hand in state.hands)
    settled = state.stage not in (Stage.HALF, Stage.STACK)
    for seat in range(state.players):
        on_board = sum(1 for fields in state.ships for f in fields for owner, _ in f if owner == seat)
        if settled:
            # Ships never leave the board: one per phase-I card bought (MG-B1), the rest in supply or boxed (MG-B3).
            assert on_board == sum(state.bought[seat][0])
            if state.phase == 0 and state.stage != Stage.EXCHANGE:
                assert on_board + state.ships_left[seat] == data.ships
        for explorer in range(len(state.ships)):
            if settled:
                for f in range(3):
                    moved_on = state.bought[seat][f + 1][explorer] if f < 2 else 0
                    assert len(state.ships_of(seat, explorer, f)) == state.bought[seat][f][explorer] - moved_on
        if settled and state.stage != Stage.UNDER:
            # MG-X6: one stack per Magellan ship, as many cards under it as the field it reached.
            sizes = Counter(len(stack) for stack in state.stacks[seat])
            magellan = [f for f in range(3) if state.fields[5][f].action.startswith("magellan")]
            if magellan:
                assert sizes == Counter({f + 1: len(state.ships_of(seat, 5, f)) for f in range(3)
                                         if state.ships_of(seat, 5, f)})
    for fields in state.ships:
        for f, ships in enumerate(fields):
            assert len(ships) <= data.field_capacity[f]
    if state.stage == Stage.BID:
        # MG-A4/A4b: exactly the eligible players with gold may be in the auction.
        for seat in range(state.players):
            if not may_bid(state, seat, state.card):
                assert state.out[seat]
        assert not state.out[state.bidder] and state.limits[state.bidder] > state.high_bid
    if state.stage == Stage.OVER:
        assert state.winners and all(state.scored)
        return
    check_cached_choices(MAGELLAN, state)
    assert MAGELLAN.legal_actions(state), "a pending decision must offer a choice"
