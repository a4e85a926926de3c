"""Edits the scenario editor makes to a Magellan position, on the position format itself.

Each function takes a position (the JSON of `position.py`) and returns a changed copy in which
every component is still in exactly one place. A gold card put in a hand leaves the deck (or the
pile it was dragged from); a card sent back goes under the gold deck. A ship comes from its
owner's six (MG-C3). A ship on a field *is* the explorer cards its owner bought for it (MG-B1,
MG-B2: a ship on field II was placed by a card with back I and moved on by one with back II),
so placing a ship takes those cards from their phases' decks and lifting it puts them back. A
request the components cannot meet — an eighth gold 9, a fourth Marco Polo card with back I, a
seventh ship — is refused with an `EditError` saying why, rather than conjuring a card.

The fields the rules fix from the rest follow every edit, so a setter never types a number they
could not have chosen: what the ships stand for (`bought`, `ships_left`, unused vetoes), the bid
limits, who may not bid and who opens (MG-A1c, MG-A1d), whose gold lies open (MG-X3), the queue
of the stage under way. Whether the position keeps the rules is still `validation`'s answer:
the editor lists its problems after every edit. The editor undoes an edit by keeping the old copy.
"""

from __future__ import annotations

import copy
import re
from collections import Counter
from typing import Any

from ..core.editing import Position
from ..core.rng import Rng
from .data import EXPLORER_IDS, MAGELLAN_ACTIONS, load_data
from .events import explorer_name
from .options import MagellanOptions
from .phase_end import exchange_turns
from .position import STAGES, from_json, to_json
from .rules import limit, veto_holders
from .state import LEFT, NO_HALF, PHASE_NAMES, MagellanState, Stage
from .validation import (
    AFTER_SALE,
    AUCTION,
    first_bidder,
    shows_gold,
    still_due,
    vetoes_granted,
)

Ship = tuple[str, int, int]   # explorer key, field (0-2), index in that field's list

_GOLD_PILE = re.compile(r"gold_deck|discard|hands\[(\d+)\]|stacks\[(\d+)\]\[(\d+)\]")
_EXPLORER_PILE = re.compile(r"(decks|boxed)\[([0-2])\]")
# The simple values a setter chooses (the rest is placed by dragging or follows from the rules).
VALUES = re.compile(r"phase|stage|rng|auctioneer|buyer|price|last_buyer|vetoes\[\d+\]"
                    r"|auction\.(invited|bidder|high_bid|high_bidder|out\[\d+\])")
# The rules that say what a position field holds, for the scenario editor's labels and
# tooltips (the editor cites these instead of writing rule IDs of its own).
FIELD_RULES: dict[str, tuple[str, ...]] = {
    "vetoes": ("MG-X4b",),   # Columbus cards bought in phase I and not yet spent on a veto
    "boxed": ("MG-A5",),     # each phase's unsold explorer cards
}


class EditError(ValueError):
    """An edit the components cannot make; the message says why, in the game's words."""


def _read(position: Position, options: MagellanOptions) -> MagellanState:
    return from_json(position, load_data(), options, "position")


# ---------------------------------------------------------------- a new scenario


def blank_position(players: int = 3) -> Position:
    """An empty table to lay out a scenario on: every gold card in the deck, every explorer card
    in its phase's deck, all ships still to place, and no card up yet."""
    data = load_data()
    explorers = len(EXPLORER_IDS)
    state = MagellanState(
        data, MagellanOptions(), players, Rng(1), data.fields_for(MagellanOptions().sides),
        [[e for e in range(explorers) for _ in range(count)] for count in data.explorer_cards],
        sorted(data.gold), [], [[] for _ in range(players)], [[[] for _ in range(3)] for _ in range(explorers)],
        [[[0] * explorers for _ in range(3)] for _ in range(players)], [[] for _ in range(players)],
        [data.ships] * players, [0] * players, [False] * players, [0] * players, [False] * players,
        limits=[0] * players, out=[False] * players,
    )
    return to_json(state)


# ---------------------------------------------------------------- gold cards


def _gold_pile(state: MagellanState, name: str, growing: bool = False) -> list[int]:
    """The gold pile a position field names (the deck, the discard pile, a hand, a Magellan
    stack); `growing` lets `stacks[s][n]` start stack n."""
    match = _GOLD_PILE.fullmatch(name)
    if match is None:
        raise ValueError(f"{name!r} is no gold pile")
    if match[1] is not None:
        return state.hands[int(match[1])]
    if match[2] is not None:
        stacks = state.stacks[int(match[2])]
        if growing and int(match[3]) == len(stacks):
            stacks.append([])
        return stacks[int(match[3])]
    return state.gold_deck if name == "gold_deck" else state.discard


def move_gold(position: Position, options: MagellanOptions, value: int, source: str, target: str,
              source_index: int | None = None, target_index: int | None = None) -> Position:
    """Move one gold card of `value` from pile `source` to pile `target` (both named as in the
    position, e.g. `hands[1]`, `stacks[0][2]`; `stacks[s][n]` one past the last starts a stack).

    The card taken is the one at `source_index`, else the topmost of that value; it goes to
    `target_index`, else on top (the end). A stack left empty is gone: its card was its all.
    """
    before = _read(position, options)
    state = before.clone()
    pile = _gold_pile(state, source)
    if source_index is None:
        if value not in pile:
            raise EditError(_no_gold(state, value, source))
        source_index = len(pile) - 1 - pile[::-1].index(value)
    if not (0 <= source_index < len(pile) and pile[source_index] == value):
        raise EditError(f"{source} holds no gold card of value {value} there")
    del pile[source_index]
    to = _gold_pile(state, target, growing=True)
    to.insert(len(to) if target_index is None else min(target_index, len(to)), value)
    for seat, stacks in enumerate(state.stacks):
        state.stacks[seat] = [stack for stack in stacks if stack]
    return _settled(before, state)


def _no_gold(state: MagellanState, value: int, source: str) -> str:
    if source != "gold_deck":
        return f"{source} holds no gold card of value {value}"
    copies = state.data.gold.count(value)
    return (f"All {copies} gold cards of value {value} are out of the gold deck (MG-C2): move one "
            "from the hand or pile that holds it")


def return_gold(position: Position, options: MagellanOptions, value: int, source: str,
                source_index: int | None = None) -> Position:
    """Send a gold card back to its supply: under the gold deck, so the next draws stay as laid out."""
    return move_gold(position, options, value, source, "gold_deck", source_index, 0)


def shuffle_gold_deck(position: Position, options: MagellanOptions, seed: int) -> Position:
    """Shuffle the gold deck (the same cards in a new order), e.g. after laying out the hands."""
    before = _read(position, options)
    state = before.clone()
    Rng(seed).shuffle(state.gold_deck)
    return _settled(before, state)


# ---------------------------------------------------------------- explorer cards


def _explorer_pile(state: MagellanState, name: str) -> tuple[int, list[int]]:
    match = _EXPLORER_PILE.fullmatch(name)
    if match is None:
        raise ValueError(f"{name!r} is no explorer deck or box")
    phase = int(match[2])
    return phase, (state.decks if match[1] == "decks" else state.boxed)[phase]


def move_explorer(position: Position, options: MagellanOptions, explorer: str, source: str, target: str,
                  source_index: int | None = None, target_index: int | None = None) -> Position:
    """Move an explorer card between its phase's deck and box (`decks[0]`, `boxed[0]`), or to
    another place in one of them; the card at `source_index`, else the topmost of its explorer,
    goes to `target_index`, else on top. A card's back is its phase, so it stays in that phase."""
    before = _read(position, options)
    state = before.clone()
    key = EXPLORER_IDS.index(explorer)
    phase, pile = _explorer_pile(state, source)
    to_phase, to = _explorer_pile(state, target)
    if to_phase != phase:
        raise EditError(f"A card with back {PHASE_NAMES[phase]} belongs to phase {PHASE_NAMES[phase]}'s deck "
                        "or box (MG-S3)")
    if source_index is None:
        if key not in pile:
            raise EditError(f"{source} holds no {explorer_name(key)} card")
        source_index = len(pile) - 1 - pile[::-1].index(key)
    if not (0 <= source_index < len(pile) and pile[source_index] == key):
        raise EditError(f"{source} holds no {explorer_name(key)} card there")
    del pile[source_index]
    to.insert(len(to) if target_index is None else min(target_index, len(to)), key)
    return _settled(before, state)


def set_card(position: Position, options: MagellanOptions, explorer: str | None) -> Position:
    """Put a card of `explorer` up for auction (None: no card up); it comes off the current
    phase's deck, and the card that was up goes back under it."""
    before = _read(position, options)
    state = before.clone()
    state.card = -1 if explorer is None else EXPLORER_IDS.index(explorer)
    return _settled(before, state)


# ---------------------------------------------------------------- ships


def put_ship(position: Position, options: MagellanOptions, seat: int, explorer: str, field: int,
             half: int = NO_HALF) -> Position:
    """Sail one of `seat`'s ships to `explorer`'s field (0-2), on `half` of a split field;
    the explorer cards it stands for come off their decks."""
    before = _read(position, options)
    state = before.clone()
    on_board = sum(1 for fields in state.ships for ships in fields for owner, _ in ships if owner == seat)
    if on_board >= state.data.ships:
        raise EditError(f"All {state.data.ships} of Player {seat + 1}'s ships are on the board (MG-C3)")
    state.ships[EXPLORER_IDS.index(explorer)][field].append((seat, half))
    return _settled(before, state)


def move_ship(position: Position, options: MagellanOptions, ship: Ship, explorer: str, field: int,
              half: int = NO_HALF) -> Position:
    """Carry a ship to another field or half; its cards follow (back to one deck, off another)."""
    before = _read(position, options)
    state = before.clone()
    key, source, at = ship
    seat, _ = state.ships[EXPLORER_IDS.index(key)][source].pop(at)
    state.ships[EXPLORER_IDS.index(explorer)][field].append((seat, half))
    return _settled(before, state)


def remove_ships(position: Position, options: MagellanOptions, ships: list[Ship]) -> Position:
    """Take ships off the board, back to their owners; their cards go back to the decks, and
    the gold under a Magellan ship's cards (MG-X6) goes back under the gold deck."""
    before = _read(position, options)
    state = before.clone()
    for key, field, at in sorted(ships, reverse=True):   # the highest index first keeps the others valid
        explorer = EXPLORER_IDS.index(key)
        seat, _ = state.ships[explorer][field].pop(at)
        if state.fields[explorer][field].action in MAGELLAN_ACTIONS:
            _drop_stack(state, seat, field + 1)
    return _settled(before, state)


def _drop_stack(state: MagellanState, seat: int, size: int) -> None:
    """The stack of a lifted Magellan ship (one card per Magellan card of its field) goes back."""
    stacks = state.stacks[seat]
    for index in range(len(stacks) - 1, -1, -1):
        if len(stacks[index]) == size:
            state.gold_deck[0:0] = stacks.pop(index)
            return


# ---------------------------------------------------------------- the table


def set_players(position: Position, options: MagellanOptions, players: int) -> Position:
    """Seat `players` players (3-6). New seats start with nothing and every ship to place; the
    gold of dropped seats goes back under the deck, their ships and cards back to the decks, and
    whatever named a dropped seat (the auctioneer, the bidder, a queue) forgets it."""
    before = _read(position, options)
    state = before.clone()
    old = state.players
    for seat in range(players, old):
        state.gold_deck[0:0] = state.hands[seat] + [card for stack in state.stacks[seat] for card in stack]
    state.ships = [[[(seat, half) for seat, half in ships if seat < players] for ships in fields]
                   for fields in state.ships]
    explorers = len(EXPLORER_IDS)
    fresh: dict[str, Any] = {"hands": [], "bought": [[0] * explorers for _ in range(3)], "stacks": [],
                             "ships_left": state.data.ships, "vetoes": 0, "showing": False, "score": 0,
                             "scored": False, "limits": 0, "out": False}
    for name, blank in fresh.items():
        values = getattr(state, name)[:players]
        setattr(state, name, values + [_copy_of(blank) for _ in range(players - len(values))])
    state.players = players
    for name in ("auctioneer", "invited"):
        if getattr(state, name) >= players:
            setattr(state, name, 0)
    for name in ("opener", "bidder", "high_bidder", "buyer", "last_buyer", "plunderer"):
        if getattr(state, name) >= players:
            setattr(state, name, -1)
    if state.high_bidder < 0:
        state.high_bid = 0
    for name in ("veto_queue", "exchange_queue", "score_order", "winners"):
        setattr(state, name, [seat for seat in getattr(state, name) if seat < players])
    return _settled(before, state)


def _copy_of(value: Any) -> Any:
    return [row[:] for row in value] if isinstance(value, list) else value


def set_sides(position: Position, options: MagellanOptions, sides: MagellanOptions) -> Position:
    """The position under other board sides (`sides`, MG-S1): a ship on a field that is split
    on the new side stands on its left half, one on a field no longer split on the whole field."""
    before = _read(position, options)
    moved = before.clone()
    new_fields = moved.data.fields_for(sides.sides)
    for explorer, fields in enumerate(moved.ships):
        for field, ships in enumerate(fields):
            split = bool(new_fields[explorer][field].halves)
            fields[field] = [(seat, half if split == (half != NO_HALF) else (LEFT if split else NO_HALF))
                             for seat, half in ships]
    return _settled(before, _read(to_json(moved), sides))


def set_value(position: Position, options: MagellanOptions, name: str, value: Any) -> Position:
    """Set one value the setter chooses (`VALUES`: the phase, the stage, whose turn to bid, a
    player's unused vetoes …), named as in the position (`auction.bidder`, `vetoes[1]`)."""
    if VALUES.fullmatch(name) is None:
        raise ValueError(f"{name!r} is not a value the editor sets directly")
    if name == "stage" and value not in STAGES:
        raise ValueError(f"{value!r} is no stage")
    result = copy.deepcopy(position)
    parent, key = _json_slot(result, name)
    parent[key] = value
    before = _read(position, options)
    state = _read(result, options)
    if name == "last_buyer":
        _check_last_buyer(state, value)
    return _settled(before, state)


def _check_last_buyer(state: MagellanState, seat: int) -> None:
    """MG-E1b: the last buyer is whoever buys the card up now, else someone who bought a card,
    and nobody only before the first sale; any other choice is refused with the reason."""
    if state.stage in AFTER_SALE and state.buyer >= 0:
        if seat != state.buyer:
            raise EditError(f"Player {state.buyer + 1} is buying the card up, so they are the last buyer (MG-E1b)")
        return
    buyers = _buyers(state)
    if seat < 0 and buyers:
        raise EditError("Cards were bought, so someone bought the last one (MG-E1b)")
    if seat >= 0 and seat not in buyers:
        raise EditError(f"Player {seat + 1} has bought no explorer card, so cannot be the last buyer (MG-E1b)")


def _buyers(state: MagellanState) -> list[int]:
    """The seats that have bought an explorer card."""
    return [seat for seat in range(state.players) if any(any(phase) for phase in state.bought[seat])]


def _json_slot(position: Position, name: str) -> tuple[Any, Any]:
    """The container and key of a dotted, indexed name (`auction.out[2]`) in the position."""
    *parts, last = re.split(r"\.|\[", name.replace("]", ""))
    parent: Any = position
    for part in parts:
        parent = parent.setdefault(part, {}) if not part.isdigit() else parent[int(part)]
    return parent, int(last) if last.isdigit() else last


# ---------------------------------------------------------------- what follows from the rest


def _settled(before: MagellanState, state: MagellanState) -> Position:
    """`state` with the fields the rules derive brought in line with the edit, as a position."""
    if (before.phase, before.stage) != (state.phase, state.stage):
        _finish_decks(state)
    _follow_ships(before, state)
    placing = state.phase == 0 and state.stage != Stage.EXCHANGE
    for seat in range(state.players):
        on_board = sum(1 for fields in state.ships for ships in fields for owner, _ in ships if owner == seat)
        state.ships_left[seat] = max(0, state.data.ships - on_board) if placing else 0   # MG-C3, MG-B3
    state.known_bottom = 0 if state.phase else min(state.known_bottom, len(state.decks[0]))
    _stage_fields(before, state)
    state.showing = [shows_gold(state, seat) for seat in range(state.players)]
    state.hands = [sorted(hand) for hand in state.hands]   # as the position is read back
    return to_json(state)


def _finish_decks(state: MagellanState) -> None:
    """MG-P1: the decks of ended phases are used up (their unsold cards boxed, MG-A5); later
    phases' cards are all still in their decks."""
    for phase in range(len(state.decks)):
        ended = phase < state.phase or (phase == state.phase and state.stage not in AUCTION)
        if ended:
            state.boxed[phase] += state.decks[phase]
            state.decks[phase] = []
        elif phase > state.phase:
            state.decks[phase][0:0] = state.boxed[phase]
            state.boxed[phase] = []


def _cards_held(state: MagellanState) -> Counter[tuple[int, int, int]]:
    """(seat, phase, explorer) -> the cards a seat's ships stand for (MG-B1, MG-B2), with a card
    just bought whose ship still waits for its half or stack (MG-X2, MG-X6d)."""
    held: Counter[tuple[int, int, int]] = Counter()
    for explorer, fields in enumerate(state.ships):
        for field, ships in enumerate(fields):
            for seat, _ in ships:
                held.update((seat, phase, explorer) for phase in range(field + 1))
    if state.stage in (Stage.HALF, Stage.STACK) and state.buyer >= 0 and state.card >= 0:
        held[(state.buyer, state.phase, state.card)] += 1
    return held


def _cards_out(state: MagellanState) -> Counter[tuple[int, int]]:
    """(phase, explorer) -> the cards out of the decks and box: bought, or up for auction (MG-C1)."""
    out: Counter[tuple[int, int]] = Counter()
    for (_, phase, explorer), count in _cards_held(state).items():
        out[(phase, explorer)] += count
    if state.card >= 0 and state.stage in (Stage.VETO, Stage.BID, Stage.PAY):
        out[(state.phase, state.card)] += 1
    return out


def _follow_ships(before: MagellanState, state: MagellanState) -> None:
    """The cards follow the ships and the card up: `bought` changes as the ships do, a card
    needed comes off its deck (or out of the box), a card freed goes back; vetoes come and go
    with Columbus cards (MG-X4b)."""
    granted = [vetoes_granted(before, seat) if seat < before.players else 0 for seat in range(state.players)]
    held_before, held_after = _cards_held(before), _cards_held(state)
    for seat, phase, explorer in held_before.keys() | held_after.keys():
        if seat < state.players:
            counts = state.bought[seat][phase]
            counts[explorer] = max(0, counts[explorer] + held_after[(seat, phase, explorer)]
                                   - held_before[(seat, phase, explorer)])
    out_before, out_after = _cards_out(before), _cards_out(state)
    for phase, explorer in sorted(out_before.keys() | out_after.keys()):
        change = out_after[(phase, explorer)] - out_before[(phase, explorer)]
        for _ in range(change):
            _take_card(state, phase, explorer)
        for _ in range(-change):
            _return_card(state, phase, explorer)
    for seat in range(state.players):
        now = vetoes_granted(state, seat)
        state.vetoes[seat] = min(now, max(0, state.vetoes[seat] + now - granted[seat]))


def _take_card(state: MagellanState, phase: int, explorer: int) -> None:
    """The topmost card of `explorer` with this back, from its deck, else from the box."""
    for pile in (state.decks[phase], state.boxed[phase]):
        if explorer in pile:
            index = len(pile) - 1 - pile[::-1].index(explorer)
            del pile[index]
            if pile is state.decks[0] and index < state.known_bottom:
                state.known_bottom -= 1
            return
    raise EditError(f"No {explorer_name(explorer)} card with back {PHASE_NAMES[phase]} is left "
                    f"({state.data.explorer_cards[phase]} exist, MG-C1): every one is bought or up for auction")


def _return_card(state: MagellanState, phase: int, explorer: int) -> None:
    """A freed card goes under its deck (above the vetoed cards known to lie there, MG-X4), or
    into the box when its phase's deck is used up (MG-P1)."""
    if phase < state.phase or (phase == state.phase and state.stage not in AUCTION):
        state.boxed[phase].append(explorer)
    else:
        state.decks[phase].insert(state.known_bottom if phase == 0 else 0, explorer)


def _stage_fields(before: MagellanState, state: MagellanState) -> None:
    """What the stage under way fixes: its queue (MG-X4, MG-X1), the buyer's part and the last
    buyer (MG-A1, MG-E1b), the bid limits and opener (MG-A1c, MG-A1d); other stages' queues are empty."""
    stage = state.stage
    holders = veto_holders(state) if stage == Stage.VETO else []
    state.veto_queue = state.veto_queue if still_due(state.veto_queue, holders) else holders
    turns = exchange_turns(state, state.phase) if stage == Stage.EXCHANGE else []
    state.exchange_queue = state.exchange_queue if still_due(state.exchange_queue, turns) else turns
    if stage != Stage.PLUNDER:
        state.score_order, state.plunderer, state.plunders_left = [], -1, 0
    if stage != Stage.OVER:
        state.winners = []
    if stage in AFTER_SALE and state.buyer >= 0:
        # MG-E1b: the card being bought up makes its buyer the last buyer, though the ship it
        # buys (`bought`) is only placed after the payment.
        state.last_buyer = state.invited = state.buyer
    else:
        buyers = _buyers(state)
        if state.last_buyer not in buyers:   # MG-E1b: -1 only before any sale; else someone who bought
            state.last_buyer = buyers[0] if buyers else -1
    if stage == Stage.BID:
        limits = [limit(state, seat, state.card) if state.card >= 0 else 0 for seat in range(state.players)]
        # A pass stays a pass; "may not bid" is the rules' to say afresh (MG-A4, MG-A1c).
        forced = [before.stage == Stage.BID and seat < before.players and before.limits[seat] < 1
                  for seat in range(state.players)]
        state.out = [most < 1 or (state.out[seat] and not forced[seat]) for seat, most in enumerate(limits)]
        state.limits = limits
        state.opener = first_bidder(state, limits)

