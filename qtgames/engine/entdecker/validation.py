"""Whether a laid-out Entdecker position could arise in play: every rule it breaks, with the item.

The engine assumes what play keeps true (every card in one place, matching edges, a scored
island's units gone home, a choice for the pending decision ...). A position typed into the
scenario editor keeps none of that by itself, so each check here names the rule a broken
invariant contradicts and the path of the item to select. A position with no problems is one
the engine can play on: nothing it relies on is left unchecked.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field

from ..core.messages import Listed, Text
from ..core.rules import Problem
from .board import opposite
from .islands import greatest_discoverers, island_of, islands_touching, unit_strength
from .moves import entries, legal_actions, start_options
from .state import EntdeckerState, Phase
from .turn_end import holes


@dataclass(slots=True)
class Layout:
    """Where the items of a position stood in its file, so a problem can point at one."""

    path: str
    board: list[tuple[str, int, int]] = field(default_factory=list)  # every board entry: path, square, card
    units: dict[int, str] = field(default_factory=dict)              # square -> path of the unit read onto it


Check = Callable[[EntdeckerState, Layout], Iterator[Problem]]
# The phases in which a turn is under way and the ship must be somewhere (EN-X1).
_SAILING = (Phase.DECLARE, Phase.EXPLORE, Phase.PLACE, Phase.NATIVES)
# The phases before anything is declared: what a turn sets must still be as the last turn left it.
_TURN_START = (Phase.START, Phase.DECLARE)


def problems(state: EntdeckerState, layout: Layout) -> list[Problem]:
    """Every rule the position breaks.

    Islands are traced only across matching edges (a land side facing water leads nowhere), and
    the pending decision is judged only on an otherwise sound position: its legal actions mean
    nothing on a board that cannot be."""
    found = [problem for check in _CHECKS for problem in check(state, layout)]
    mismatched = list(_matching(state, layout))
    found += mismatched
    if not mismatched:
        found += [problem for check in _ISLAND_CHECKS for problem in check(state, layout)]
    if not found:
        found.extend(_decision(state, layout))
    return found


# ---------------------------------------------------------------- components (EN-C, EN-D2, EN-V)


def _cards(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-C2/C3/D2, EN-X4c': every card in exactly one place, and a place that card can be in."""
    p = layout.path
    places = [("board", path, tile) for path, _, tile in layout.board]
    places += [("stack", f"{p}.stacks[{s}][{j}]", t) for s, stack in enumerate(state.stacks) for j, t in enumerate(stack)]
    places += [(f"reserve {k + 1}", f"{p}.reserve[{k}][{j}]", t)
               for k, pile in enumerate(state.reserve) for j, t in enumerate(pile)]
    places += [("box", f"{p}.boxed[{j}]", t) for j, t in enumerate(state.boxed)]
    places += [("hand", f"{p}.personal[{s}][{j}]", t) for s, hand in enumerate(state.personal) for j, t in enumerate(hand)]
    if state.drawn >= 0:
        places.append(("drawn", f"{p}.drawn", state.drawn))
    seen: dict[int, str] = {}
    for where, path, tile in places:
        if tile in seen:
            yield Problem("EN-C2", path, Text("entdecker-problem-card-twice", card=tile, first=seen[tile]))
            continue
        seen[tile] = path
        yield from _card_place(state, where, path, tile)
    missing = [t for t in range(len(state.specs)) if t not in seen]
    if missing:
        shown = ", ".join(map(str, missing[:8])) + (" …" if len(missing) > 8 else "")
        yield Problem("EN-C2", f"{p}.stacks", Text("entdecker-problem-cards-nowhere", count=len(missing), cards=shown))


def _card_place(state: EntdeckerState, where: str, path: str, tile: int) -> Iterator[Problem]:
    spec = state.specs[tile]
    if tile >= len(state.data.tiles):
        if where != "board":
            yield Problem("EN-D2", path, Text("entdecker-problem-made-card", card=tile))
    elif spec.back == "reserve":
        if where not in ("board", f"reserve {spec.klass}"):
            yield Problem("EN-C3", path, Text("entdecker-problem-reserve-card", card=tile, pile=spec.klass))
    elif where.startswith("reserve"):
        if spec.event is not None or not state.options.unplayable_to_reserve:
            yield Problem("EN-X4c'", path, Text("entdecker-problem-exploration-in-reserve", card=tile))
        elif where != f"reserve {spec.klass}":
            yield Problem("EN-C3", path, Text("entdecker-problem-wrong-reserve", card=tile, pile=spec.klass))


def _tokens(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-C4: every discovery token in a pile or held, once."""
    p = layout.path
    places = [(f"{p}.token_piles[{k}][{j}]", t) for k, pile in enumerate(state.token_piles) for j, t in enumerate(pile)]
    places += [(f"{p}.tokens[{s}][{j}]", t) for s, held in enumerate(state.tokens) for j, t in enumerate(held)]
    seen: dict[int, str] = {}
    for path, token in places:
        if token in seen:
            yield Problem("EN-C4", path, Text("entdecker-problem-token-twice", token=token, first=seen[token]))
        seen[token] = path
    missing = [t for t in range(len(state.data.tokens)) if t not in seen]
    if missing:
        yield Problem("EN-C4", f"{p}.token_piles", Text("entdecker-problem-tokens-nowhere", count=len(missing),
                                                        tokens=", ".join(map(str, missing))))


def _gold(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-C5: gold runs 0-12."""
    for seat, gold in enumerate(state.gold):
        if gold > state.data.gold_max:
            yield Problem("EN-C5", f"{layout.path}.gold", Text("entdecker-problem-gold", player=Text("player", number=seat + 1),
                                                               gold=gold, most=state.data.gold_max))


def _personal(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-V, EN-V1, EN-V3: personal tiles only in the variant, one of each kind per player."""
    p = layout.path
    if not state.options.personal_tiles:
        for seat, hand in enumerate(state.personal):
            if hand:
                yield Problem("EN-V", f"{p}.personal[{seat}]", Text("entdecker-problem-personal-off"))
        for flag in ("personal_played", "drawn_personal"):
            if getattr(state, flag):
                yield Problem("EN-V", f"{p}.{flag}", Text("entdecker-problem-personal-off"))
        return
    kinds = {next(t.klass for t in state.data.tiles if t.shape == shape) for shape in state.data.personal_shapes}
    for seat, hand in enumerate(state.personal):
        held: set[int] = set()
        for j, tile in enumerate(hand):
            spec = state.specs[tile]
            if spec.back != "plain" or spec.klass not in kinds or spec.klass in held:
                yield Problem("EN-V1", f"{p}.personal[{seat}][{j}]", Text("entdecker-problem-personal-kinds"))
            held.add(spec.klass)
    # The flag outlives the placement (only the place phase reads it), so only that phase is judged.
    if state.phase == Phase.PLACE and state.drawn_personal and not state.personal_played:
        yield Problem("EN-V3", f"{p}.drawn_personal", Text("entdecker-problem-personal-unplayed"))


# ---------------------------------------------------------------- the board (EN-X4b, EN-D1, EN-X7, EN-I1)


def _board_order(state: EntdeckerState, layout: Layout) -> list[tuple[int, str, int]]:
    """The cards on the board in file order: (square, path of its entry, index of its entry)."""
    found: dict[int, tuple[int, str, int]] = {}
    for index, (path, square, tile) in enumerate(layout.board):
        if state.tiles[square] == tile and square not in found:
            found[square] = (square, path, index)
    return sorted(found.values(), key=lambda item: item[2])


def _matching(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-X4b: neighbouring cards match, land to land; the later card in the file is the one named."""
    name, neighbour = state.board.square_name, state.board.neighbour
    placed = _board_order(state, layout)
    index_of = {square: index for square, _, index in placed}
    for square, path, index in placed:
        look = state.looks[square]
        assert look is not None
        for side in range(4):
            other = neighbour[square * 4 + side]
            there = state.looks[other] if other >= 0 else None
            if there is not None and index_of[other] < index and there.land[opposite(side)] != look.land[side]:
                yield Problem("EN-X4b", path, Text("entdecker-problem-mismatch", square=name(square), other=name(other)))


def _water_edge(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-D1 (option): where the board's edge counts as water, no card shows land there."""
    if state.options.board_edge != "water":
        return
    for square, path, _ in _board_order(state, layout):
        look = state.looks[square]
        assert look is not None
        if any(look.land[side] for side in range(4) if state.board.neighbour[square * 4 + side] < 0):
            yield Problem("EN-D1", path, Text("entdecker-problem-edge-land", square=state.board.square_name(square)))


def _holes(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-X7: holes are filled at the end of the turn that made them, so none waits into another:
    during a turn only holes beside its discoveries may be open (the end of the turn fills
    just those, `fill_holes`)."""
    if state.phase == Phase.OVER:
        return
    found = sorted({square for square, _ in holes(state)})
    if state.phase in (Phase.EXPLORE, Phase.PLACE, Phase.NATIVES):
        made_this_turn = {square for square, _ in holes(state, around=state.placed_now)}
        found = [square for square in found if square not in made_this_turn]
    if found:
        names = ", ".join(state.board.square_name(sq) for sq in found)
        yield Problem("EN-X7", f"{layout.path}.board", Text("entdecker-problem-holes", squares=names))


def _unscored(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-I1: a complete island is scored at the end of the turn that completed it, and its units go home."""
    if state.phase == Phase.OVER:
        return
    occupied = [sq for sq, owner in enumerate(state.unit_owner) if owner >= 0]
    this_turn = state.placed_now if state.phase in (Phase.EXPLORE, Phase.PLACE, Phase.NATIVES) else []
    for island in islands_touching(state, occupied, complete=True):
        squares = sorted({sq for sq, _ in island})
        if any(sq in this_turn for sq in squares) or island in [sorted(i) for i in state.islands]:
            continue
        if unit_strength(state, island):
            unit = next(sq for sq in squares if state.unit_owner[sq] >= 0 and (sq, state.unit_part[sq]) in island)
            names = ", ".join(state.board.square_name(sq) for sq in squares)
            yield Problem("EN-I1", layout.units[unit], Text("entdecker-problem-unscored", squares=names))


# ---------------------------------------------------------------- the turn (EN-X, EN-E, EN-G)


def _ship(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-X1: once a turn is under way the ship is on a circle or a card with a free dashed line;
    EN-X4d: it sails onto every card placed."""
    p, name = f"{layout.path}.ship", state.board.square_name
    if state.start_square >= 0 and (state.tiles[state.start_square] < 0 or state.round == 1):
        yield Problem("EN-X1", f"{p}.started_on", Text("entdecker-problem-start-circle"))
    if state.phase not in _SAILING:
        return
    if state.ship_circle < 0 and state.ship_square < 0:
        yield Problem("EN-X1", p, Text("entdecker-problem-ship-missing"))
    elif state.phase == Phase.DECLARE and state.ship_square >= 0 and state.round == 1:
        yield Problem("EN-X1", f"{p}.square", Text("entdecker-problem-first-round"))
    elif state.phase == Phase.DECLARE and not entries(state):
        yield Problem("EN-X1", p, Text("entdecker-problem-no-entry"))
    elif state.placed_now and state.ship_square != state.placed_now[-1]:
        yield Problem("EN-X4d", p, Text("entdecker-problem-sails-onto", square=name(state.placed_now[-1])))


def _turn(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """What a turn sets (EN-X3..X5, EN-E1, EN-V3) holds only while that turn lasts."""
    p = layout.path
    if state.phase == Phase.OVER:
        return
    if state.phase in _TURN_START:
        flags = (("placed_now", "EN-X4d", state.placed_now), ("explored", "EN-X5", state.explored),
                 ("personal_played", "EN-V3", state.personal_played), ("budget", "EN-X3", state.budget))
        for key, rule, value in flags:
            if value:
                yield Problem(rule, f"{p}.{key}", Text("entdecker-problem-turn-not-begun"))
    elif (state.placed_now or state.phase == Phase.PLACE) and not state.explored:
        yield Problem("EN-X5", f"{p}.explored", Text("entdecker-problem-turned-over"))
    if state.budget > state.data.gold_max:
        yield Problem("EN-X3", f"{p}.budget", Text("entdecker-problem-budget", most=state.data.gold_max))
    if (state.drawn >= 0) != (state.phase == Phase.PLACE):
        yield Problem("EN-X4b", f"{p}.drawn", Text("entdecker-problem-drawn"))
    if state.storm and state.phase != Phase.TOKEN:
        yield Problem("EN-E1", f"{p}.storm", Text("entdecker-problem-storm"))
    yield from _last_card(state, layout)
    if state.phase == Phase.NATIVES:
        square = state.ship_square
        if square not in state.placed_now or state.specs[state.tiles[square]].event != "friendly_natives":
            yield Problem("EN-E3", f"{p}.phase", Text("entdecker-problem-natives-ship"))
        if not any(state.token_piles):
            yield Problem("EN-E3", f"{p}.token_piles", Text("entdecker-problem-natives-token"))
    if state.spin and state.spin not in state.data.spinner:
        yield Problem("EN-R2", f"{p}.spin", Text("entdecker-problem-spinner",
                                                              values=Listed(map(str, state.data.spinner))))


def _last_card(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-G2: the game ends in the turn the last card is drawn (Ruling EN-G2b: after that turn)."""
    p = f"{layout.path}.last_card"
    if state.last_card != (state.cards_left() == 0):
        yield Problem("EN-G2", p, Text("entdecker-problem-last-card-stacks"))
    elif state.last_card and state.phase in _TURN_START:
        yield Problem("EN-G2", p, Text("entdecker-problem-last-card-turn"))
    elif state.last_card and not state.options.finish_last_turn and state.phase in (Phase.EXPLORE, Phase.TOKEN):
        yield Problem("EN-G2b", p, Text("entdecker-problem-last-card-placed"))


def _scoring(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-I1/EN-I3: islands wait to be scored only while a greatest discoverer chooses a token pile."""
    p = layout.path
    if state.phase == Phase.OVER:
        return
    if state.phase != Phase.TOKEN:
        for key, rule in (("islands", "EN-I1"), ("island_tokens", "EN-I3"), ("token_queue", "EN-I3")):
            if getattr(state, key):
                yield Problem(rule, f"{p}.{key}", Text("entdecker-problem-islands-waiting"))
        return
    if not state.islands:
        yield Problem("EN-I1", f"{p}.islands", Text("entdecker-problem-island-first"))
        return
    for i, island in enumerate(state.islands):
        square, part = island[0]
        look = state.looks[square]
        if look is None or part >= len(look.parts) or island_of(state, square, part) != (sorted(island), True):
            yield Problem("EN-I1", f"{p}.islands[{i}]", Text("entdecker-problem-island-whole"))
            return
    strength = unit_strength(state, state.islands[0])
    greatest = greatest_discoverers(strength)
    queue = state.token_queue
    if (not any(s or f for s, f, _ in strength.values()) or not queue or greatest[-len(queue):] != queue
            or len(state.island_tokens) + len(queue) != len(greatest)):
        yield Problem("EN-I3", f"{p}.token_queue", Text("entdecker-problem-token-queue"))
    elif sum(map(len, state.token_piles)) < len(queue):
        yield Problem("EN-I3", f"{p}.token_piles", Text("entdecker-problem-tokens-short"))


def _winners(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """EN-G4: when the game is over, the winners are those furthest on the track."""
    best = max(state.score)
    expected = [seat for seat, points in enumerate(state.score) if points == best] if state.phase == Phase.OVER else []
    if sorted(state.winners) != expected:
        yield Problem("EN-G4", f"{layout.path}.winners", Text("entdecker-problem-winners"))


def _decision(state: EntdeckerState, layout: Layout) -> Iterator[Problem]:
    """The pending decision offers a choice: where it would not, play had moved on by itself."""
    if state.phase == Phase.OVER or legal_actions(state):
        return
    p = layout.path
    if state.phase in _TURN_START and state.undiscovered() == 0:
        yield Problem("EN-G1", f"{p}.phase", Text("entdecker-problem-board-full"))
    elif state.phase == Phase.START and not start_options(state):
        yield Problem("EN-D6", f"{p}.phase", Text("entdecker-problem-no-start"))
    elif state.phase in _TURN_START:
        yield Problem("EN-X3", f"{p}.gold", Text("entdecker-problem-cannot-pay",
                                                 player=Text("player", number=state.active + 1)))
    elif state.phase == Phase.PLACE:
        yield Problem("EN-X4c", f"{p}.drawn", Text("entdecker-problem-fits-nowhere"))
    else:
        yield Problem("EN-X6", f"{p}.phase", Text("entdecker-problem-nothing-left"))


_CHECKS: tuple[Check, ...] = (_cards, _tokens, _gold, _personal, _water_edge, _holes, _ship, _turn, _winners)
_ISLAND_CHECKS: tuple[Check, ...] = (_unscored, _scoring)
