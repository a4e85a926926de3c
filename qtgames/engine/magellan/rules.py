"""Setting Magellan up and carrying out actions: auctions, payment, ships and field actions.

`apply` assumes a legal action (`refusals.check` comes first) and runs on through every
step that needs nobody's choice, stopping at the next decision. The end of a phase and the
final count live in `phase_end` and `scoring`.
"""

from __future__ import annotations

from typing import Final

from ..core.memo import MadeOnce
from ..core.messages import Text
from ..core.rng import Rng
from ..core.rules import Event, make_event
from . import phase_end, scoring
from .data import MagellanData
from .gold import draw_into_hand, take
from .options import MagellanOptions
from .payments import bid_limit, payments
from .state import (
    NO_HALF,
    Bid,
    CallVeto,
    Exchange,
    Half,
    JoinStack,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    Under,
)

KEEP_ONE: Final = frozenset({"steal", "magellan_hand"})   # MG-X3 Cook B, MG-X6 Magellan A


def new_game(data: MagellanData, players: int, options: MagellanOptions, seed: int) -> MagellanState:
    """MG-S1 to MG-S3: boards, starting hands, the shuffled gold deck and explorer decks."""
    rng = Rng(seed)
    explorers = len(data.explorers)
    gold = list(data.gold)
    for value in data.starting_hand * players:
        gold.remove(value)
    rng.shuffle(gold)
    decks = []
    for count in data.explorer_cards:
        deck = [e for e in range(explorers) for _ in range(count)]
        rng.shuffle(deck)
        decks.append(deck)
    state = MagellanState(
        data, options, players, rng, data.fields_for(options.sides), decks, gold, [],
        [list(data.starting_hand) for _ in range(players)],
        [[[] for _ in range(3)] for _ in range(explorers)],
        [[[0] * explorers for _ in range(3)] for _ in range(players)],
        [[] for _ in range(players)], [data.ships] * players, [0] * players, [False] * players,
        [0] * players, [False] * players,
    )
    events = [make_event("boards_set", "MG-S2", players=players, deck=len(gold), sides=options.sides)]
    turn_up(state, events)
    state.setup_events = events
    return state


def apply(state: MagellanState, action: MagellanAction) -> list[Event]:
    state.legal_cache = None
    events: list[Event] = []
    if isinstance(action, CallVeto):
        _veto(state, events)
    elif isinstance(action, NoVeto):
        state.veto_queue.pop(0)
        if not state.veto_queue:
            _open_auction(state, events)
    elif isinstance(action, Bid):
        state.high_bid, state.high_bidder = action.amount, state.bidder
        events.append(make_event("bid", "MG-A1", player=state.bidder, amount=action.amount))
        _next_bidder(state, events)
    elif isinstance(action, Pass):
        state.out[state.bidder] = True
        events.append(make_event("passed", "MG-A1", player=state.bidder))
        _next_bidder(state, events)
    elif isinstance(action, Pay):
        _pay(state, action.cards, events)
    elif isinstance(action, Half):
        _move_ship(state, action.source, action.target, events)
        _field_action(state, events)
    elif isinstance(action, JoinStack):
        state.target_stack = action.stack
        _move_ship(state, NO_HALF, NO_HALF, events)
        _field_action(state, events)
    elif isinstance(action, Under):
        _slide_under(state, action.value, events)
        turn_up(state, events)
    elif isinstance(action, Exchange):
        phase_end.exchange(state, action.cards, events)
        if not state.exchange_queue:
            _next_phase(state, events)
    else:
        scoring.plunder(state, action, events)
    return events


# ---------------------------------------------------------------- turning up and vetoes


def turn_up(state: MagellanState, events: list[Event]) -> None:
    """MG-A1: the auctioneer turns up the next card; an empty deck ends the phase (MG-P1)."""
    deck = state.decks[state.phase]
    if not deck:
        phase_end.end_phase(state, events)
        if state.stage != Stage.EXCHANGE:
            _next_phase(state, events)
        return
    state.card = deck.pop()
    state.known_bottom = min(state.known_bottom, len(deck))
    events.append(make_event("turned_up", "MG-A1", explorer=state.card, phase=state.phase, left=len(deck)))
    state.veto_queue = veto_holders(state)
    if state.veto_queue:
        state.stage = Stage.VETO
    else:
        _open_auction(state, events)


def clockwise(state: MagellanState, start: int) -> list[int]:
    """Every seat once, clockwise from `start` (bidding, vetoes and scoring all go this way)."""
    return [(start + step) % state.players for step in range(state.players)]


def veto_holders(state: MagellanState) -> list[int]:
    """MG-X4: unused Columbus cards, in phase I only, asked clockwise from the invited player;
    Ruling MG-X4c: not on a phase's last card unless the table allows it."""
    if state.phase != 0 or not any(state.vetoes):
        return []
    if not state.decks[0] and not state.options.veto_last_card:
        return []
    return [seat for seat in clockwise(state, state.invited) if state.vetoes[seat]]


def _veto(state: MagellanState, events: list[Event]) -> None:
    seat = state.veto_queue[0]
    state.vetoes[seat] -= 1
    state.decks[state.phase].insert(0, state.card)
    state.known_bottom += 1
    events.append(make_event("veto", "MG-X4", player=seat, explorer=state.card))
    turn_up(state, events)


# ---------------------------------------------------------------- auction


def gold_laid_open(state: MagellanState, seat: int) -> bool:
    """Whether `seat`'s gold lies open for everyone: shown for James Cook (MG-X3) or counted at
    the end (MG-E1). Observations hide every other hand; the side panel lists these."""
    return state.showing[seat] or state.scored[seat]


def ships_to_place(state: MagellanState) -> list[int] | None:
    """MG-C3, MG-B3: each seat's ships still to place while they can be (phase I's auctions); None
    once phase I is over (its end's exchanges included), when the unplaced ones have gone back
    to the box and the count means nothing any more."""
    if state.phase != 0 or state.over or state.stage == Stage.EXCHANGE:
        return None
    return list(state.ships_left)


def last_chance_to_place(state: MagellanState, seat: int) -> Text | None:
    """MG-B3 said before it applies: while phase I's last explorer card is turned up or auctioned,
    the seat's ships not yet placed, which go back to the box at the phase's end; None at any
    other time or with every ship placed."""
    if (state.phase != 0 or state.over or state.decks[0] or state.stage not in (Stage.VETO, Stage.BID)
            or not state.ships_left[seat]):
        return None
    return Text("magellan-last-card-of-phase-one", count=state.ships_left[seat])


def may_bid(state: MagellanState, seat: int, explorer: int) -> bool:
    """MG-A4, Ruling MG-A4b, Ruling MG-B1b: who may bid on this explorer in this phase at all."""
    phase = state.phase
    if phase == 0:
        return state.ships_left[seat] > 0
    return state.bought[seat][phase - 1][explorer] > 0 and bool(state.ships_of(seat, explorer, phase - 1))


def limit(state: MagellanState, seat: int, explorer: int) -> int:
    """The highest bid `seat` may make on this card, 0 if none (Ruling MG-A1c)."""
    if not may_bid(state, seat, explorer):
        return 0
    action = state.fields[explorer][state.phase].action
    return bid_limit(state.hands[seat], action in KEEP_ONE)


def _open_auction(state: MagellanState, events: list[Event]) -> None:
    """MG-A1: the invited player opens; Ruling MG-A1d: else the next one clockwise who may bid."""
    state.stage = Stage.BID
    state.limits = [limit(state, seat, state.card) for seat in range(state.players)]
    state.out = [lim < 1 for lim in state.limits]
    state.high_bid, state.high_bidder = 0, -1
    opener = next((s for s in clockwise(state, state.invited) if not state.out[s]), -1)
    state.opener = state.bidder = opener
    if opener < 0:
        _unsold(state, events)
    elif opener != state.invited:
        events.append(make_event("opens_instead", "MG-A1d", player=opener, invited=state.invited))


def _next_bidder(state: MagellanState, events: list[Event]) -> None:
    """Clockwise to the next player still in; one who cannot raise drops out (Ruling MG-A1c).
    The auction ends when all but the high bidder have passed."""
    after = state.bidder
    for step in range(1, state.players + 1):
        seat = (after + step) % state.players
        if state.out[seat] or seat == state.high_bidder:
            continue
        if state.limits[seat] <= state.high_bid:
            state.out[seat] = True
            events.append(make_event("cannot_raise", "MG-A1c", player=seat, limit=state.limits[seat]))
            continue
        state.bidder = seat
        return
    if state.high_bidder >= 0:
        _sold(state, events)
    else:
        _unsold(state, events)


def _unsold(state: MagellanState, events: list[Event]) -> None:
    """MG-A5: to the box. Ruling MG-A1b: who opens next."""
    state.boxed[state.phase].append(state.card)
    events.append(make_event("unsold", "MG-A5", explorer=state.card))
    if state.options.unsold_opener == "auctioneer":
        state.invited = state.auctioneer
    elif state.opener >= 0:
        state.invited = state.opener
    turn_up(state, events)


def _sold(state: MagellanState, events: list[Event]) -> None:
    buyer = state.buyer = state.last_buyer = state.invited = state.high_bidder
    state.price = state.high_bid
    events.append(make_event("sold", "MG-A1", player=buyer, explorer=state.card, price=state.price))
    choices = payments(state.hands[buyer], state.price)
    if len(choices) == 1:
        _pay(state, choices[0], events, only=True)
    else:
        state.stage = Stage.PAY
        state.legal_cache = pay_actions(choices)    # the choices, worked out already


# Each payment made once (its values sorted, so equal payments share one): a frozen dataclass's
# `__init__` runs as Python even compiled (about 1,900 instructions, every sale).
_PAYMENTS: Final[MadeOnce[tuple[int, ...], Pay]] = MadeOnce(Pay)


def pay_actions(choices: list[tuple[int, ...]]) -> list[MagellanAction]:
    """MG-A2: a payment action for each of `payments`' choices (the PAY stage's legal actions)."""
    return [_PAYMENTS[cards] for cards in choices]


# ---------------------------------------------------------------- after buying


def _pay(state: MagellanState, cards: tuple[int, ...], events: list[Event], only: bool = False) -> None:
    """MG-A2, MG-A3: the payment goes face up on the discard pile (side B Magellan keeps it
    aside until one of its cards is chosen to go under); the card lies before the buyer. `only`:
    paid without asking, the hand having one way to pay; the event says so, as the buyer chose nothing."""
    buyer, explorer = state.buyer, state.card
    take(state, buyer, cards)
    events.append(make_event("paid", "MG-A2", player=buyer, cards=list(cards), price=state.price, only=only))
    field = state.fields[explorer][state.phase]
    if field.action == "magellan_payment":
        state.paid = cards
    else:
        state.discard.extend(cards)
    state.bought[buyer][state.phase][explorer] += 1
    if field.action == "show_gold":
        state.showing[buyer] = True
        events.append(make_event("shows_gold", "MG-X3", player=buyer, cards=list(state.hands[buyer]),
                                 explorer=explorer))
    elif field.action == "steal":
        _steal(state, events)
    _ship_choice(state, events)


def _steal(state: MagellanState, events: list[Event]) -> None:
    """MG-X3 side B: the left neighbour draws a random card from the buyer's hand."""
    hand = state.hands[state.buyer]
    value = hand.pop(state.rng.below(len(hand)))
    state.discard.append(value)
    events.append(make_event("stolen", "MG-X3", player=state.buyer, thief=(state.buyer + 1) % state.players, card=value,
                             explorer=state.card))


def _ship_choice(state: MagellanState, events: list[Event]) -> None:
    """MG-B: place or move a ship, asking which half (MG-X2) or which stack (MG-X6d) when it matters."""
    field = state.fields[state.card][state.phase]
    if field.halves:
        state.stage = Stage.HALF
        return
    state.target_stack = -1
    if field.action in ("magellan_hand", "magellan_payment") and state.phase > 0:
        candidates = stack_choices(state)
        if len(candidates) > 1:
            state.stage = Stage.STACK
            return
        state.target_stack = candidates[0]
    _move_ship(state, NO_HALF, NO_HALF, events)
    _field_action(state, events)


def stack_choices(state: MagellanState) -> list[int]:
    """MG-X6d: the buyer's stacks whose ship stands on the previous field, one per distinct
    set of cards under it (stacks alike are interchangeable)."""
    seen: set[tuple[int, ...]] = set()
    found = []
    for index, stack in enumerate(state.stacks[state.buyer]):
        key = tuple(sorted(stack))
        if len(stack) == state.phase and key not in seen:
            seen.add(key)
            found.append(index)
    return found


def _move_ship(state: MagellanState, source: int, target: int, events: list[Event]) -> None:
    """MG-B1: phase I places a ship on field I; MG-B2: later phases move one on from the previous field."""
    buyer, explorer, phase = state.buyer, state.card, state.phase
    if phase == 0:
        state.ships_left[buyer] -= 1
    else:
        state.ships[explorer][phase - 1].remove((buyer, source))
    state.ships[explorer][phase].append((buyer, target))
    events.append(make_event("ship", "MG-B1" if phase == 0 else "MG-B2", player=buyer, explorer=explorer,
                             field=phase, half=target))


def _field_action(state: MagellanState, events: list[Event]) -> None:
    """MG-X: what the field does at once when the ship arrives."""
    buyer = state.buyer
    field = state.fields[state.card][state.phase]
    action = field.action
    if action == "draw" or (action == "halves" and field.halves[_arrived_half(state)].draw):
        count = field.draw if action == "draw" else field.halves[_arrived_half(state)].draw
        cards = draw_into_hand(state, buyer, count, events)
        events.append(make_event("drew_gold", "MG-X2", player=buyer, count=len(cards), explorer=state.card))
    elif action == "veto":
        state.vetoes[buyer] += 1
        events.append(make_event("veto_gained", "MG-X4", player=buyer, explorer=state.card))
    elif action in ("magellan_hand", "magellan_payment"):
        choices = under_choices(state)
        if len(choices) > 1:
            state.stage = Stage.UNDER
            return
        _slide_under(state, choices[0], events)
    turn_up(state, events)


def _arrived_half(state: MagellanState) -> int:
    return state.ships[state.card][state.phase][-1][1]


def under_choices(state: MagellanState) -> list[int]:
    """MG-X6: side A any card from hand, side B one of the cards just paid."""
    field = state.fields[state.card][state.phase]
    pool = state.paid if field.action == "magellan_payment" else state.hands[state.buyer]
    return sorted(set(pool))


def _slide_under(state: MagellanState, value: int, events: list[Event]) -> None:
    buyer = state.buyer
    if state.paid:
        rest = list(state.paid)
        rest.remove(value)
        state.discard.extend(rest)
        state.paid = ()
    else:
        take(state, buyer, (value,))
    if state.target_stack < 0:
        state.stacks[buyer].append([value])
    else:
        state.stacks[buyer][state.target_stack].append(value)
    field = state.fields[state.card][state.phase]
    events.append(make_event("under", "MG-X6", player=buyer, card=value if field.action == "magellan_payment" else None,
                             cards=len(state.stacks[buyer][state.target_stack]), explorer=state.card))


def _next_phase(state: MagellanState, events: list[Event]) -> None:
    if state.phase == 2:
        scoring.start(state, events)
        return
    state.phase += 1
    state.known_bottom = 0
    events.append(make_event("phase", "MG-P1", phase=state.phase))
    turn_up(state, events)
