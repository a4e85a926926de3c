"""The human-editable position format of Magellan (scenarios, saved positions) and its actions.

Explorers are written by key (`"cook"`), gold cards by value. Every gold card and every
explorer card must be in exactly one place; a bad value is reported with its path, e.g.
`position.hands[2][0]`.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

from ..core.errors import FormatError
from ..core.fields import FieldReader
from ..core.rng import Rng
from .data import EXPLORER_IDS, MagellanData
from .options import MagellanOptions
from .state import (
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
        raise FormatError(path, 'an action must be an object such as {"bid": 5}')
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
    raise FormatError(path, f"unknown action with keys {sorted(keys)}; expected bid, pass, pay, veto, no_veto, "
                            "half+from, stack, under, exchange, plunder_draw or plunder_stop")


def _values(reader: FieldReader, key: str) -> list[int]:
    values = reader.get(key, list, [])
    for i, value in enumerate(values):
        if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= 99:
            raise FormatError(f"{reader.path}.{key}[{i}]", "must be a gold card value")
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


class _Reader(FieldReader):
    def explorer(self, key: str, value: Any, nullable: bool = False) -> int:
        if value is None and nullable:
            return -1
        if value not in EXPLORER_IDS:
            raise FormatError(f"{self.path}.{key}", f"must be one of {', '.join(EXPLORER_IDS)}")
        return EXPLORER_IDS.index(value)

    def seats(self, key: str, players: int, default: list[int] | None = None) -> list[int]:
        values = self.get(key, list, default)
        if not all(isinstance(v, int) and not isinstance(v, bool) and 0 <= v < players for v in values):
            raise FormatError(f"{self.path}.{key}", f"must list seats 0-{players - 1}")
        return list(values)

    def cards(self, key: str, values: list[Any], top: int) -> list[int]:
        for i, value in enumerate(values):
            if not isinstance(value, int) or isinstance(value, bool) or not 1 <= value <= top:
                raise FormatError(f"{self.path}.{key}[{i}]", f"must be a gold card value 1-{top}")
        return list(values)

    def flags(self, key: str, count: int) -> list[bool]:
        values = self.get(key, list)
        if len(values) != count or not all(isinstance(v, bool) for v in values):
            raise FormatError(f"{self.path}.{key}", f"must hold {count} true/false values")
        return list(values)


def from_json(data: Any, magellan: MagellanData, options: MagellanOptions, path: str) -> MagellanState:
    top = _Reader(data, path)
    players = top.number("players", 3, 6)
    explorers = len(EXPLORER_IDS)
    high = len(magellan.crowns) - 1

    def card_lists(key: str, count: int) -> list[list[int]]:
        lists = top.get(key, list)
        if len(lists) != count or not all(isinstance(v, list) for v in lists):
            raise FormatError(f"{path}.{key}", f"must hold {count} lists")
        return [top.cards(f"{key}[{i}]", v, high) for i, v in enumerate(lists)]

    decks = top.get("decks", list)
    if len(decks) != 3:
        raise FormatError(f"{path}.decks", "must hold the decks of phases I, II and III")
    state = MagellanState(
        magellan, options, players, Rng(top.get("rng", int, 0)), magellan.fields_for(options.sides),
        [[top.explorer(f"decks[{p}][{i}]", e) for i, e in enumerate(deck)] for p, deck in enumerate(decks)],
        top.cards("gold_deck", top.get("gold_deck", list), high), top.cards("discard", top.get("discard", list), high),
        [sorted(hand) for hand in card_lists("hands", players)],
        _read_ships(top, players), _read_bought(top, players, explorers),
        [[top.cards(f"stacks[{s}][{i}]", st, high) for i, st in enumerate(seat)]
         for s, seat in enumerate(top.get("stacks", list, [[] for _ in range(players)]))],
        top.numbers("ships_left", players, 0, magellan.ships), top.numbers("vetoes", players, 0, 99),
        top.flags("showing", players), top.numbers("score", players, 0, 10**6), top.flags("scored", players),
    )
    if len(state.stacks) != players:
        raise FormatError(f"{path}.stacks", f"must hold {players} lists of stacks")
    stage = top.get("stage", str, "bid")
    if stage not in STAGES:
        raise FormatError(f"{path}.stage", f"must be one of {', '.join(STAGES)}")
    state.stage = STAGES[stage]
    state.phase = top.number("phase", 0, 2, 0)
    state.auctioneer = top.number("auctioneer", 0, players - 1, 0)
    state.card = top.explorer("card", data.get("card"), nullable=True)
    state.known_bottom = top.number("known_bottom", 0, 99, 0)
    boxed = top.get("boxed", list, [[], [], []])
    if len(boxed) != 3 or not all(isinstance(b, list) for b in boxed):
        raise FormatError(f"{path}.boxed", "must hold the unsold cards of phases I, II and III")
    state.boxed = [[top.explorer(f"boxed[{p}][{i}]", e) for i, e in enumerate(b)] for p, b in enumerate(boxed)]
    auction = _Reader(top.get("auction", dict, {}), f"{path}.auction")
    state.invited = auction.number("invited", 0, players - 1, 0)
    state.opener = auction.number("opener", -1, players - 1, -1)
    state.bidder = auction.number("bidder", -1, players - 1, -1)
    state.high_bid = auction.number("high_bid", 0, 10**4, 0)
    state.high_bidder = auction.number("high_bidder", -1, players - 1, -1)
    state.limits = auction.numbers("limits", players, 0, 10**4) if "limits" in auction.data else [0] * players
    state.out = auction.flags("out", players) if "out" in auction.data else [False] * players
    state.veto_queue = top.seats("veto_queue", players, [])
    state.buyer = top.number("buyer", -1, players - 1, -1)
    state.price = top.number("price", 0, 10**4, 0)
    state.paid = tuple(top.cards("paid", top.get("paid", list, []), high))
    state.target_stack = top.number("target_stack", -1, 99, -1)
    state.last_buyer = top.number("last_buyer", -1, players - 1, -1)
    state.exchange_queue = top.seats("exchange_queue", players, [])
    state.score_order = top.seats("score_order", players, [])
    plunder = _Reader(top.get("plunder", dict, {}), f"{path}.plunder")
    state.plunderer = plunder.number("player", -1, players - 1, -1)
    state.plunder = plunder.cards("cards", plunder.get("cards", list, []), high)
    state.plunder_sum = plunder.number("sum", 0, 10**4, 0)
    state.plunders_left = plunder.number("left", 0, 99, 0)
    state.winners = top.seats("winners", players, [])
    _check_components(state, path)
    return state


def _read_ships(top: _Reader, players: int) -> list[list[list[tuple[int, int]]]]:
    raw = top.get("ships", dict, {})
    ships: list[list[list[tuple[int, int]]]] = []
    for key in EXPLORER_IDS:
        fields = raw.get(key, [[], [], []])
        where = f"{top.path}.ships.{key}"
        if not isinstance(fields, list) or len(fields) != 3:
            raise FormatError(where, "must hold the ships of fields I, II and III")
        ships.append([])
        for f, entries in enumerate(fields):
            if not isinstance(entries, list) or not all(
                    isinstance(e, list) and len(e) == 2 and e[0] in range(players) and e[1] in (NO_HALF, 0, 1)
                    for e in entries):
                raise FormatError(f"{where}[{f}]", f"must list [seat 0-{players - 1}, half -1/0/1] pairs")
            ships[-1].append([(e[0], e[1]) for e in entries])
    return ships


def _read_bought(top: _Reader, players: int, explorers: int) -> list[list[list[int]]]:
    raw = top.get("bought", list)
    if len(raw) != players or not all(
            isinstance(seat, list) and len(seat) == 3 and all(
                isinstance(p, list) and len(p) == explorers and all(isinstance(c, int) and c >= 0 for c in p)
                for p in seat) for seat in raw):
        raise FormatError(f"{top.path}.bought", f"must hold, per seat, 3 phases of {explorers} counts")
    return [[list(p) for p in seat] for seat in raw]


def _check_components(state: MagellanState, path: str) -> None:
    """Every gold card and every explorer card in exactly one place."""
    if gold_places(state) != Counter(state.data.gold):
        raise FormatError(f"{path}.hands", "every gold card must be in exactly one place "
                                           "(hands, deck, discard pile, Magellan stacks, payment, plunder)")
    if explorer_places(state) != Counter({e: sum(state.data.explorer_cards) for e in range(len(EXPLORER_IDS))}):
        raise FormatError(f"{path}.decks", "every explorer card must be in a deck, the box, bought, or up for auction")


def gold_places(state: MagellanState) -> Counter[int]:
    places = Counter(state.gold_deck) + Counter(state.discard) + Counter(state.paid) + Counter(state.plunder)
    for seat in range(state.players):
        places += Counter(state.hands[seat])
        for stack in state.stacks[seat]:
            places += Counter(stack)
    return places


def explorer_places(state: MagellanState) -> Counter[int]:
    places = Counter(e for deck in state.decks + state.boxed for e in deck)
    for seat in state.bought:
        for phase in seat:
            for explorer, count in enumerate(phase):
                places[explorer] += count
    if state.card >= 0 and state.stage in (Stage.VETO, Stage.BID, Stage.PAY):
        places[state.card] += 1
    return places
