"""The state of a Magellan game as plain lists, and the actions players take.

Gold cards of one value are interchangeable, so a card *is* its value: hands, the deck, the
discard pile and the cards under Magellan stacks are lists of values (hands kept sorted).
Explorer cards of one explorer and back are interchangeable too: a deck is a list of
explorer numbers, its top at the end.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import IntEnum
from typing import Final

from ..core.pickled import pickle_by_fields
from ..core.rng import Rng
from ..core.rules import Event
from .data import BoardField, MagellanData
from .options import MagellanOptions

UNKNOWN: Final = -1          # a face-down card in an observation
NO_HALF: Final = -1          # a ship on a field that is not split in halves
LEFT, RIGHT = 0, 1    # the halves of a split field (MG-X2, Vasco da Gama B)
PHASE_NAMES: Final = ("I", "II", "III")

# Actions are frozen dataclasses, not named tuples: Bid(3) must not equal Under(3) in
# legal-move lists and search trees. The search keys its tree by action, so those it meets by the
# thousand write out the `__hash__` the dataclass would make (the hash of their fields' tuple,
# the same value): compiled, it runs natively, where the dataclass's own runs as Python.


class Stage(IntEnum):
    VETO = 0        # MG-X4: a Columbus owner may call veto on the card just turned up
    BID = 1         # MG-A1: raise or pass
    PAY = 2         # MG-A2: which gold cards pay the bid
    HALF = 3        # MG-X2: which half of a split field the ship goes to
    STACK = 4       # MG-X6d: which Magellan stack the new card joins
    UNDER = 5       # MG-X6: which gold card slides under the Magellan card
    EXCHANGE = 6    # MG-X1: which gold cards to exchange at the end of a phase
    PLUNDER = 7     # MG-X5: draw another gold card or stop
    OVER = 8


@dataclass(frozen=True, slots=True, order=True)
class CallVeto:
    """MG-X4: send the card just turned up to the bottom of the deck, spending a Columbus card."""


@dataclass(frozen=True, slots=True, order=True)
class NoVeto:
    """MG-X4: let the card be auctioned."""


@dataclass(frozen=True, slots=True, order=True)
class Bid:
    """MG-A1: bid `amount` (more than the current bid)."""
    amount: int

    def __hash__(self) -> int:
        return hash((self.amount,))


@dataclass(frozen=True, slots=True, order=True)
class Pass:
    """MG-A1: drop out of this auction."""


@dataclass(frozen=True, slots=True, order=True)
class Pay:
    """MG-A2: pay with gold cards of these values (sorted; equal values are interchangeable)."""
    cards: tuple[int, ...]

    def __hash__(self) -> int:
        return hash((self.cards,))


@dataclass(frozen=True, slots=True, order=True)
class Half:
    """MG-X2 (side B): the ship comes from half `source` of the previous field (NO_HALF in
    phase I or when that field is whole) and goes to half `target` (LEFT or RIGHT)."""
    source: int
    target: int


@dataclass(frozen=True, slots=True, order=True)
class JoinStack:
    """MG-X6d: the new Magellan card goes on the buyer's stack `stack` (its ship moves on)."""
    stack: int


@dataclass(frozen=True, slots=True, order=True)
class Under:
    """MG-X6: slide a gold card of value `value` under the new Magellan card."""
    value: int


@dataclass(frozen=True, slots=True, order=True)
class Exchange:
    """MG-X1: discard these gold cards (up to 3, maybe none) and draw as many."""
    cards: tuple[int, ...]

    def __hash__(self) -> int:
        return hash((self.cards,))


@dataclass(frozen=True, slots=True, order=True)
class DrawPlunder:
    """MG-X5: turn up another gold card."""


@dataclass(frozen=True, slots=True, order=True)
class StopPlunder:
    """MG-X5: stop and score the money bags turned up so far (if 20 or less)."""


MagellanAction = (CallVeto | NoVeto | Bid | Pass | Pay | Half | JoinStack | Under | Exchange
                  | DrawPlunder | StopPlunder)


@dataclass(slots=True, eq=False)
class MagellanState:
    """Everything about one game, hidden parts included; `observation` masks them per player."""

    data: MagellanData
    options: MagellanOptions
    players: int
    rng: Rng
    fields: tuple[tuple[BoardField, ...], ...]   # explorer -> fields I-III on the chosen sides
    decks: list[list[int]]                  # phase -> explorer cards, top at the end (MG-S3)
    gold_deck: list[int]                    # face down, top at the end
    discard: list[int]                      # face up (MG-A2)
    hands: list[list[int]]                  # seat -> gold values, sorted
    ships: list[list[list[tuple[int, int]]]]  # explorer -> field -> (seat, half) of each ship there
    bought: list[list[list[int]]]           # seat -> phase -> explorer -> cards bought (MG-A4)
    stacks: list[list[list[int]]]           # seat -> Magellan stacks -> gold values under its cards
    ships_left: list[int]                   # seat -> ships not yet placed (MG-C3, MG-B3)
    vetoes: list[int]                       # seat -> unused Columbus cards (MG-X4b)
    showing: list[bool]                     # seat -> lays its gold open (MG-X3, Cook A)
    score: list[int]
    scored: list[bool]                      # MG-E1: counted already (their hand is then open)
    phase: int = 0                          # 0, 1, 2 for phases I, II, III
    stage: Stage = Stage.BID
    auctioneer: int = 0                     # MG-S3
    card: int = -1                          # the explorer up for auction
    known_bottom: int = 0                   # vetoed cards at the bottom of the current deck (public)
    boxed: list[list[int]] = field(default_factory=lambda: [[], [], []])  # phase -> unsold cards (MG-A5)
    invited: int = 0                        # who is invited to open the next auction (MG-A1)
    opener: int = -1
    bidder: int = -1
    high_bid: int = 0
    high_bidder: int = -1
    limits: list[int] = field(default_factory=list)  # seat -> highest bid allowed on this card (MG-A1c)
    out: list[bool] = field(default_factory=list)    # seat -> passed or may not bid
    veto_queue: list[int] = field(default_factory=list)
    buyer: int = -1
    price: int = 0
    paid: tuple[int, ...] = ()              # MG-X6 side B: the payment one card of which goes under
    target_stack: int = -1                  # MG-X6d: the stack the new Magellan card joins, -1 a new one
    last_buyer: int = -1                    # MG-E1b
    exchange_queue: list[int] = field(default_factory=list)  # one seat per Marco Polo ship (MG-X1)
    score_order: list[int] = field(default_factory=list)     # seats still to be counted (MG-E1)
    plunderer: int = -1
    plunder: list[int] = field(default_factory=list)         # gold turned up by plunder (MG-X5)
    plunder_sum: int = 0
    plunders_left: int = 0                  # further plunder fields of the plunderer
    winners: list[int] = field(default_factory=list)
    ending: str = ""                         # the rule that ended the game (MG-E2/E3)
    observer: int | None = None
    setup_events: list[Event] = field(default_factory=list)
    legal_cache: list[MagellanAction] | None = None

    def clone(self) -> MagellanState:
        return MagellanState(
            self.data, self.options, self.players, self.rng.copy(), self.fields,
            [d[:] for d in self.decks], self.gold_deck[:], self.discard[:], [h[:] for h in self.hands],
            [[f[:] for f in e] for e in self.ships], [[p[:] for p in s] for s in self.bought],
            [[st[:] for st in s] for s in self.stacks], self.ships_left[:], self.vetoes[:], self.showing[:],
            self.score[:], self.scored[:], self.phase, self.stage, self.auctioneer, self.card,
            self.known_bottom, [b[:] for b in self.boxed], self.invited, self.opener, self.bidder, self.high_bid,
            self.high_bidder, self.limits[:], self.out[:], self.veto_queue[:], self.buyer, self.price,
            self.paid, self.target_stack, self.last_buyer, self.exchange_queue[:], self.score_order[:],
            self.plunderer, self.plunder[:], self.plunder_sum, self.plunders_left, self.winners[:],
            self.ending, self.observer, self.setup_events, self.legal_cache,
        )

    @property
    def over(self) -> bool:
        return self.stage == Stage.OVER

    def field_of(self, explorer: int, phase: int) -> BoardField:
        return self.fields[explorer][phase]

    def ships_of(self, seat: int, explorer: int, field_index: int) -> list[int]:
        """The halves of `seat`'s ships on one field (NO_HALF for a whole field)."""
        return [half for owner, half in self.ships[explorer][field_index] if owner == seat]


pickle_by_fields(CallVeto, NoVeto, Bid, Pass, Pay, Half, JoinStack, Under, Exchange, DrawPlunder, StopPlunder,
                 MagellanState)
