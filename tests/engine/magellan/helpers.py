"""Hand-made Magellan positions for the rule tests: cards put where a test needs them."""

from __future__ import annotations

from qtgames.engine.core import Event, get_game
from qtgames.engine.magellan import rules
from qtgames.engine.magellan.data import EXPLORER_IDS
from qtgames.engine.magellan.options import MagellanOptions
from qtgames.engine.magellan.state import (  # noqa: F401  (re-exported for tests)
    NO_HALF,
    Bid,
    CallVeto,
    DrawPlunder,
    Exchange,
    Half,
    JoinStack,
    MagellanAction,
    MagellanState,
    NoVeto,
    Pass,
    Pay,
    Stage,
    StopPlunder,
    Under,
)

GAME = get_game("magellan")
MARCO, VASCO, COOK, COLUMBUS, PIZARRO, MAGELLAN = range(6)
assert EXPLORER_IDS[MAGELLAN] == "magellan"


def fresh(players: int = 3, seed: int = 1, **options: object) -> MagellanState:
    return GAME.new_state(players, MagellanOptions(**options), seed)  # type: ignore[arg-type]


def play(state: MagellanState, *actions: MagellanAction) -> list[Event]:
    events: list[Event] = []
    for action in actions:
        events.extend(GAME.apply(state, action))
    return events


def kinds(events: list[Event]) -> list[str]:
    return [e.kind for e in events]


def set_hand(state: MagellanState, seat: int, values: list[int]) -> None:
    """Swap a hand with cards from the deck, keeping every gold card in one place."""
    state.gold_deck.extend(state.hands[seat])
    for value in values:
        state.gold_deck.remove(value)
    state.hands[seat] = sorted(values)
    state.legal_cache = None


def up_next(state: MagellanState, explorer: int, invited: int | None = None) -> list[Event]:
    """Put the card being auctioned back and turn up a card of `explorer` instead."""
    deck = state.decks[state.phase]
    if state.card >= 0 and state.stage in (Stage.VETO, Stage.BID):
        deck.append(state.card)
    deck.remove(explorer)
    deck.append(explorer)
    if invited is not None:
        state.invited = invited
    state.card = -1
    state.legal_cache = None
    events: list[Event] = []
    rules.turn_up(state, events)
    return events


def win(state: MagellanState, seat: int, amount: int) -> list[Event]:
    """Everyone else passes; `seat` bids `amount` when its turn comes. Stops once the card is sold."""
    events: list[Event] = []
    while state.stage == Stage.BID and "sold" not in kinds(events):
        if state.bidder == seat and state.high_bidder != seat:
            events += play(state, Bid(amount))
        else:
            events += play(state, Pass())
    return events


def buy(state: MagellanState, seat: int, explorer: int, amount: int = 1, pay: tuple[int, ...] | None = None,
        *choices: MagellanAction) -> list[Event]:
    """Auction `explorer` to `seat` for `amount`, paying `pay` (or any legal way) when there is a choice, then
    answering any further decisions with `choices` (in order)."""
    events = up_next(state, explorer, invited=seat)
    while state.stage == Stage.VETO:
        events += play(state, NoVeto())
    events += win(state, seat, amount)
    if state.stage == Stage.PAY:
        events += play(state, pay_action(state, pay))
    for choice in choices:
        events += play(state, choice)
    return events


def pay_action(state: MagellanState, cards: tuple[int, ...] | None) -> Pay:
    """`cards`, or the first legal payment when a test does not care how it pays."""
    if cards is not None:
        return Pay(cards)
    first = GAME.legal_actions(state)[0]
    assert isinstance(first, Pay)
    return first


def finish_phase(state: MagellanState, first: int | None = None) -> list[Event]:
    """Let every remaining card of this phase go unsold (MG-A5). Cards nobody may bid on are
    boxed without a decision, so a test that goes on in the next phase names the explorer
    whose card must come `first` there."""
    if first is not None:
        deck = state.decks[state.phase + 1]
        deck.remove(first)
        deck.append(first)
    events: list[Event] = []
    phase = state.phase
    while state.phase == phase and state.stage in (Stage.BID, Stage.VETO):
        events += play(state, NoVeto() if state.stage == Stage.VETO else Pass())
    return events
