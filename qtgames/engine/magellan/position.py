"""The human-editable position format of Magellan (scenarios, saved positions) and its actions.

Explorers are written by key (`"cook"`), gold cards by value. A value the format cannot hold
is reported with its path, e.g. `position.hands[2][0]`; `validation` lists the rules a
well-formed position breaks (a gold card in two places, a ship no card put there).
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader, must_be
from ..core.messages import Text
from ..core.rng import Rng
from .data import EXPLORER_IDS, MagellanData
from .options import MagellanOptions
from .state import (
    LEFT,
    NO_HALF,
    RIGHT,
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

STAGES = {s.name.lower(): s for s in Stage}
_SIMPLE: dict[str, MagellanAction] = {"veto": CallVeto(), "no_veto": NoVeto(), "pass": Pass(),
                                      "plunder_draw": DrawPlunder(), "plunder_stop": StopPlunder()}


# ---------------------------------------------------------------- actions


def action_to_json(action: MagellanAction) -> Any:
    if isinstance(action, Bid):
        return {"bid": action.amount}
    if isinstance(action, Pay):
        return {"pay": list(action.cards)}
    if isinstance(action, Half):
        return {"half": action.target, "from": action.source}
    if isinstance(action, JoinStack):
        return {"stack": action.stack}
    if isinstance(action, Under):
        return {"under": action.value}
    if isinstance(action, Exchange):
        return {"exchange": list(action.cards)}
    return {next(k for k, v in _SIMPLE.items() if v == action): True}


def action_from_json(data: Any, path: str) -> MagellanAction:
    if not isinstance(data, dict):
        raise FormatError(path, Text("file-action-object", example='{"bid": 5}'))
    keys = set(data)
    if len(keys) == 1 and next(iter(keys)) in _SIMPLE:
        return _SIMPLE[next(iter(keys))]
    reader = FieldReader(data, path)
    if keys == {"bid"}:
        return Bid(reader.number("bid", 1, 10**4))
    if keys == {"pay"}:
        return Pay(tuple(sorted(_values(reader, "pay"))))
    if keys == {"half", "from"}:
        return Half(reader.number("from", NO_HALF, 1), reader.number("half", 0, 1))
    if keys == {"stack"}:
        return JoinStack(reader.number("stack", 0, 99))
    if keys == {"under"}:
        return Under(reader.number("under", 1, 99))
    if keys == {"exchange"}:
        return Exchange(tuple(sorted(_values(reader, "exchange"))))
    raise FormatError(path, Text("file-unknown-action", keys=str(sorted(keys)),
                                 expected="bid, pass, pay, veto, no_veto, half+from, stack, under, exchange, "
                                          "plunder_draw, plunder_stop"))


def _values(reader: FieldReader, key: str) -> list[int]:
    values = reader.get(key, list, [])
    for i, value in enumerate(values):
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 99:
            raise FormatError(f"{reader.path}.{key}[{i}]", Text("magellan-file-gold-value"))
    return list(values)


# ---------------------------------------------------------------- positions


def _key(explorer: int) -> str | None:
    return EXPLORER_IDS[explorer] if explorer >= 0 else None


def to_json(state: MagellanState) -> dict[str, Any]:
    return {
        "players": state.players, "phase": state.phase, "stage": state.stage.name.lower(),
        "rng": state.rng.state, "auctioneer": state.auctioneer, "card": _key(state.card),
        "decks": [[EXPLORER_IDS[e] for e in deck] for deck in state.decks], "known_bottom": state.known_bottom,
        "boxed": [[EXPLORER_IDS[e] for e in boxed] for boxed in state.boxed],
        "gold_deck": list(state.gold_deck), "discard": list(state.discard), "hands": [list(h) for h in state.hands],
        "ships": {EXPLORER_IDS[e]: [[[seat, half] for seat, half in f] for f in fields]
                  for e, fields in enumerate(state.ships)},
        "bought": [[list(p) for p in seat] for seat in state.bought],
        "stacks": [[list(s) for s in seat] for seat in state.stacks],
        "ships_left": list(state.ships_left), "vetoes": list(state.vetoes), "showing": list(state.showing),
        "score": list(state.score), "scored": list(state.scored),
        "auction": {"invited": state.invited, "opener": state.opener, "bidder": state.bidder,
                    "high_bid": state.high_bid, "high_bidder": state.high_bidder,
                    "limits": list(state.limits), "out": list(state.out)},
        "veto_queue": list(state.veto_queue), "buyer": state.buyer, "price": state.price, "paid": list(state.paid),
        "target_stack": state.target_stack, "last_buyer": state.last_buyer,
        "exchange_queue": list(state.exchange_queue), "score_order": list(state.score_order),
        "plunder": {"player": state.plunderer, "cards": list(state.plunder), "sum": state.plunder_sum,
                    "left": state.plunders_left},
        "winners": list(state.winners),
    }


def _whole(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _items(value: Any, where: str, count: int | None = None, what: Text | None = None) -> list[Any]:
    """A list (of exactly `count` items when given: one per seat or per phase); `what` says what it must be."""
    if not isinstance(value, list) or (count is not None and len(value) != count):
        raise FormatError(where, what or must_be(list))
    return value


def _gold_values(value: Any, where: str, top: int) -> list[int]:
    for i, card in enumerate(_items(value, where, what=Text("magellan-file-gold-list"))):
        if not _whole(card) or not 1 <= card <= top:
            raise FormatError(f"{where}[{i}]", Text("magellan-file-gold-value-top", top=top))
    return list(value)


def _explorer_keys(value: Any, where: str) -> list[int]:
    for i, key in enumerate(_items(value, where, what=Text("magellan-file-explorer-list"))):
        if not isinstance(key, str) or key not in EXPLORER_IDS:
            raise FormatError(f"{where}[{i}]", Text("file-must-be-one-of", choices=", ".join(EXPLORER_IDS)))
    return [EXPLORER_IDS.index(key) for key in value]


class _Reader(FieldReader):
    """The position's own kinds of value: explorer keys, gold values, seats, per-seat flags."""

    def card(self, key: str) -> int:
        """An explorer key, or null (-1) for none."""
        self.asked.add(key)
        value = self.data.get(key)
        if value is None:
            return -1
        if not isinstance(value, str) or value not in EXPLORER_IDS:
            raise FormatError(f"{self.path}.{key}", Text("file-must-be-null-or-one-of", choices=", ".join(EXPLORER_IDS)))
        return EXPLORER_IDS.index(value)

    def phases(self, key: str, default: list[Any] | None = None) -> list[list[int]]:
        """Explorer cards of phases I, II and III (the decks, the box)."""
        where = f"{self.path}.{key}"
        lists = _items(self.get(key, list, default), where, 3, Text("magellan-file-phase-lists"))
        return [_explorer_keys(cards, f"{where}[{p}]") for p, cards in enumerate(lists)]

    def gold(self, key: str, top: int, default: list[Any] | None = None) -> list[int]:
        return _gold_values(self.get(key, list, default), f"{self.path}.{key}", top)

    def flags(self, key: str, count: int, default: list[bool] | None = None) -> list[bool]:
        values = self.get(key, list, default)
        if len(values) != count or not all(isinstance(v, bool) for v in values):
            raise FormatError(f"{self.path}.{key}", Text("file-must-hold-flags", count=count))
        return list(values)


def from_json(data: Any, magellan: MagellanData, options: MagellanOptions, path: str) -> MagellanState:
    """The state a position describes; a value the format cannot hold is a `FormatError` naming it.

    Whether the position keeps the rules (every card in one place, ships where the cards
    bought put them) is `validation.problems`' question: the editor shows such a position
    while the user fixes it.
    """
    top = _Reader(data, path)
    players = top.number("players", 3, 6)
    high = len(magellan.crowns) - 1
    hands = _items(top.get("hands", list), f"{path}.hands", players, Text("magellan-file-seat-lists", players=players))
    stacks = _items(top.get("stacks", list, [[] for _ in range(players)]), f"{path}.stacks", players,
                    Text("magellan-file-seat-stacks", players=players))
    state = MagellanState(
        magellan, options, players, Rng(top.get("rng", int, 0)), magellan.fields_for(options.sides),
        top.phases("decks"), top.gold("gold_deck", high), top.gold("discard", high),
        [sorted(_gold_values(hand, f"{path}.hands[{s}]", high)) for s, hand in enumerate(hands)],
        _read_ships(top, players), _read_bought(top, players),
        [[_gold_values(stack, f"{path}.stacks[{s}][{i}]", high)
          for i, stack in enumerate(_items(seat, f"{path}.stacks[{s}]", what=Text("magellan-file-stack-list")))]
         for s, seat in enumerate(stacks)],
        top.numbers("ships_left", players, 0, magellan.ships), top.numbers("vetoes", players, 0, 99),
        top.flags("showing", players), top.numbers("score", players, 0, 10**6), top.flags("scored", players),
    )
    stage = top.get("stage", str, "bid")
    if stage not in STAGES:
        raise FormatError(f"{path}.stage", Text("file-must-be-one-of", choices=", ".join(STAGES)))
    state.stage = STAGES[stage]
    state.phase = top.number("phase", 0, 2, 0)
    state.auctioneer = top.number("auctioneer", 0, players - 1, 0)
    state.card = top.card("card")
    state.known_bottom = top.number("known_bottom", 0, 99, 0)
    state.boxed = top.phases("boxed", [[], [], []])
    _read_auction(state, _Reader(top.get("auction", dict, {}), f"{path}.auction"))
    state.veto_queue = top.indices("veto_queue", players)
    state.buyer = top.number("buyer", -1, players - 1, -1)
    state.price = top.number("price", 0, 10**4, 0)
    state.paid = tuple(top.gold("paid", high, []))
    state.target_stack = top.number("target_stack", -1, 99, -1)
    state.last_buyer = top.number("last_buyer", -1, players - 1, -1)
    state.exchange_queue = top.indices("exchange_queue", players)
    state.score_order = top.indices("score_order", players)
    plunder = _Reader(top.get("plunder", dict, {}), f"{path}.plunder")
    state.plunderer = plunder.number("player", -1, players - 1, -1)
    state.plunder = plunder.gold("cards", high, [])
    state.plunder_sum = plunder.number("sum", 0, 10**4, 0)
    state.plunders_left = plunder.number("left", 0, 99, 0)
    state.winners = top.indices("winners", players)
    return state


def _read_auction(state: MagellanState, auction: _Reader) -> None:
    players = state.players
    state.invited = auction.number("invited", 0, players - 1, 0)
    state.opener = auction.number("opener", -1, players - 1, -1)
    state.bidder = auction.number("bidder", -1, players - 1, -1)
    state.high_bid = auction.number("high_bid", 0, 10**4, 0)
    state.high_bidder = auction.number("high_bidder", -1, players - 1, -1)
    state.limits = auction.numbers("limits", players, 0, 10**4) if "limits" in auction.data else [0] * players
    state.out = auction.flags("out", players, [False] * players)


def _read_ships(top: _Reader, players: int) -> list[list[list[tuple[int, int]]]]:
    """Each explorer's fields I-III as (seat, half) pairs; an explorer left out has no ships."""
    raw = top.get("ships", dict, {})
    for key in raw:
        if key not in EXPLORER_IDS:
            raise FormatError(f"{top.path}.ships.{key}", Text("magellan-file-no-explorer",
                                                               explorers=", ".join(EXPLORER_IDS)))
    ships: list[list[list[tuple[int, int]]]] = []
    for key in EXPLORER_IDS:
        where = f"{top.path}.ships.{key}"
        fields = _items(raw.get(key, [[], [], []]), where, 3, Text("magellan-file-field-lists"))
        ships.append([])
        for f, entries in enumerate(fields):
            for i, entry in enumerate(_items(entries, f"{where}[{f}]", what=Text("magellan-file-pair-list"))):
                if not (isinstance(entry, list) and len(entry) == 2 and _whole(entry[0]) and _whole(entry[1])
                        and 0 <= entry[0] < players and entry[1] in (NO_HALF, LEFT, RIGHT)):
                    raise FormatError(f"{where}[{f}][{i}]", Text("magellan-file-pair", high=players - 1))
            ships[-1].append([(seat, half) for seat, half in entries])
    return ships


def _read_bought(top: _Reader, players: int) -> list[list[list[int]]]:
    """Per seat, per phase, the cards of each explorer bought (MG-A4 asks about them)."""
    where = f"{top.path}.bought"
    explorers = len(EXPLORER_IDS)
    seats = _items(top.get("bought", list), where, players, Text("magellan-file-seat-lists", players=players))
    for s, seat in enumerate(seats):
        for p, counts in enumerate(_items(seat, f"{where}[{s}]", 3, Text("magellan-file-phase-lists"))):
            if not (isinstance(counts, list) and len(counts) == explorers
                    and all(_whole(c) and 0 <= c <= 99 for c in counts)):
                raise FormatError(f"{where}[{s}][{p}]", Text("magellan-file-bought", count=explorers,
                                                             explorers=", ".join(EXPLORER_IDS)))

    return [[list(counts) for counts in seat] for seat in seats]


def gold_piles(state: MagellanState) -> list[tuple[str, list[int] | tuple[int, ...]]]:
    """Every place a gold card can be, named by its field in the position format."""
    piles: list[tuple[str, list[int] | tuple[int, ...]]] = [("gold_deck", state.gold_deck),
                                                           ("discard", state.discard)]
    piles += [(f"hands[{seat}]", hand) for seat, hand in enumerate(state.hands)]
    piles += [(f"stacks[{seat}][{i}]", stack) for seat, stacks in enumerate(state.stacks)
              for i, stack in enumerate(stacks)]
    return piles + [("paid", state.paid), ("plunder.cards", state.plunder)]


def gold_places(state: MagellanState) -> Counter[int]:
    places: Counter[int] = Counter()
    for _, cards in gold_piles(state):
        places.update(cards)
    return places


def explorer_piles(state: MagellanState, phase: int) -> list[tuple[str, Counter[int]]]:
    """Every place an explorer card of one phase can be: its deck, the box, bought, or up for auction."""
    piles = [(f"decks[{phase}]", Counter(state.decks[phase])), (f"boxed[{phase}]", Counter(state.boxed[phase]))]
    piles += [(f"bought[{seat}][{phase}]", Counter(dict(enumerate(bought[phase]))))
              for seat, bought in enumerate(state.bought)]
    if phase == state.phase and state.card >= 0 and state.stage in (Stage.VETO, Stage.BID, Stage.PAY):
        piles.append(("card", Counter([state.card])))
    return piles


def explorer_places(state: MagellanState) -> Counter[int]:
    places: Counter[int] = Counter()
    for phase in range(len(state.decks)):
        for _, cards in explorer_piles(state, phase):
            places.update(cards)
    return places
