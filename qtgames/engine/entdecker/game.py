"""Entdecker on the engine protocol: the rules object the app, CLI and AIs talk to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from ..core import messages
from ..core.datafiles import DataInForce
from ..core.errors import FormatError
from ..core.messages import Text, say
from ..core.options import RuleOptions
from ..core.protocol import Decision, Fact, Game, Goal, PuzzleProgress, mean_fact
from ..core.rng import Rng
from ..core.rules import Event, Problem
from . import events as _events  # noqa: F401  (registers the log sentences)
from . import goals, heuristics, position, refusals, rules
from .board import Board
from .data import EntdeckerData, data_in_force, load_data
from .moves import MOST_CHOICES, entries, legal_actions, start_fee, top_back
from .options import EntdeckerOptions
from .state import (
    UNIT_NAMES,
    UNKNOWN,
    Build,
    Declare,
    DeclineToken,
    Draw,
    EndTurn,
    EntdeckerAction,
    EntdeckerState,
    Phase,
    Place,
    PlayPersonal,
    Recall,
    StartCircle,
    StartSquare,
    TakeToken,
)

_DECISIONS: Final = {
    Phase.START: ("start", "EN-X1", Text("entdecker-prompt-start")),
    Phase.DECLARE: ("declare", "EN-X3", Text("entdecker-prompt-declare")),
    Phase.EXPLORE: ("explore", "EN-X4", Text("entdecker-prompt-explore")),
    Phase.PLACE: ("place", "EN-X4b", Text("entdecker-prompt-place")),
    Phase.NATIVES: ("natives", "EN-E3", Text("entdecker-prompt-natives")),
    Phase.TOKEN: ("token", "EN-I3", Text("entdecker-prompt-token")),
}
_PERSONAL_DECLARE: Final = ("declare", "EN-V2", Text("entdecker-prompt-declare-gold"))
# EN-X1 in the first round: only the circles around the board are offered.
FIRST_ROUND_START = Text("entdecker-prompt-start-first-round")
# EN-X4/X5/B1: what the player can do now, by (may draw, may play a personal tile, may build, may stop).
EXPLORE_PROMPTS = {
    (True, False, False, False): Text("entdecker-prompt-draw"),
    (True, False, False, True): Text("entdecker-prompt-draw-or-end"),
    (True, False, True, True): Text("entdecker-prompt-draw-build-end"),
    (True, True, False, False): Text("entdecker-prompt-draw-personal"),
    (True, True, False, True): Text("entdecker-prompt-draw-personal-end"),
    (True, True, True, True): Text("entdecker-prompt-draw-personal-build-end"),
}
# When nothing more can be turned over but a unit may still be built (EN-B1), the reason comes first.
BUILD_ONLY_PROMPTS = {
    "EN-X6": Text("entdecker-prompt-build-no-route"),
    "EN-X5": Text("entdecker-prompt-build-all-turned"),
    "EN-G2": Text("entdecker-prompt-build-cards-out"),
}
# Which side of its square a starting circle is on (`Circle.side`), as the labels select on it.
CIRCLE_SIDES = ("above", "right", "below", "left")


def circle_name(board: Board, circle: int) -> str:
    """A starting circle as people name it: "the circle above A1"."""
    spot = board.circles[circle]
    return say("entdecker-circle", side=CIRCLE_SIDES[spot.side], square=board.square_name(spot.square))


class Entdecker(Game[EntdeckerState, EntdeckerAction]):
    max_legal_actions: ClassVar[int] = MOST_CHOICES
    position_keys: ClassVar[dict[str, str]] = {"board": "square", "units": "square"}
    Options: ClassVar[type[RuleOptions]] = EntdeckerOptions
    private_hands: ClassVar[bool] = False   # only the stacks are hidden, and from everyone alike
    # A game asks each player 150-240 real choices (measured against random and greedy) where Tsuro of
    # the Seas asks 6-20: a tenth of a level's iterations per choice keeps its thinking per game alike.
    search_effort: ClassVar[float] = 0.1

    def setup(self, players: int, options: RuleOptions, seed: int) -> EntdeckerState:
        assert isinstance(options, EntdeckerOptions)
        return rules.new_game(load_data(), players, options, seed)

    def data_in_force(self) -> DataInForce[EntdeckerData]:
        return data_in_force()

    def decision(self, state: EntdeckerState) -> Decision | None:
        if state.phase == Phase.OVER:
            return None
        if state.phase == Phase.DECLARE and state.options.personal_tiles:
            kind, rule, prompt = _PERSONAL_DECLARE
        else:
            kind, rule, prompt = _DECISIONS[state.phase]
        if state.phase == Phase.EXPLORE:
            rule, prompt = _explore_now(state)
        elif state.phase == Phase.START and state.round == 1:
            prompt = FIRST_ROUND_START
        player = state.token_queue[0] if state.phase == Phase.TOKEN else state.active
        return Decision(player, kind, rule, prompt)

    def is_terminal(self, state: EntdeckerState) -> bool:
        return state.phase == Phase.OVER     # `state.over` without the property's call: asked every move

    def legal_actions(self, state: EntdeckerState) -> list[EntdeckerAction]:
        cached = state.legal_cache     # mostly worked out already: spared a call per move
        return cached if cached is not None else legal_actions(state)

    def check(self, state: EntdeckerState, action: EntdeckerAction) -> None:
        refusals.check(state, action)

    def candidate_actions(self, state: EntdeckerState) -> list[EntdeckerAction]:
        return refusals.candidate_actions(state)

    def apply(self, state: EntdeckerState, action: EntdeckerAction) -> list[Event]:
        refusals.check(state, action)
        return rules.apply(state, action)

    def goal_kinds(self) -> dict[str, str]:
        return super().goal_kinds() | goals.KINDS

    def goal_status(self, goal: Goal, progress: PuzzleProgress) -> bool | None:
        if goal.kind in goals.KINDS:
            return goals.status(goal, progress)
        return super().goal_status(goal, progress)

    def action_facts(self, before: EntdeckerState, action: EntdeckerAction, afters: Sequence[EntdeckerState],
                     seat: int) -> list[Fact]:
        """The gold and the points the seat holds after the move (EN-I5, EN-E5): a card turned over
        may bring either, so they are means over the sampled worlds. The points count the islands
        the move has scored, even while their scoring waits on a discoverer's pile (`scored_points`)."""
        return [mean_fact("gold", say("entdecker-fact-gold"), afters, lambda s: s.gold[seat]),
                mean_fact("points", say("entdecker-fact-points"), afters, lambda s: self.scored_points(s, seat))]

    def scored_points(self, state: EntdeckerState, seat: int) -> float:
        """The seat's points once the island scoring under way is done. Building a fort or a
        settlement ends the turn (EN-B1) and scores the islands it completes (EN-I1), but a scoring
        with a discovery waits for each greatest discoverer to pick a pile (EN-I3), and the island's
        value, its token's with it (EN-I4), is added only then: read at that pause, the fort that
        closed an island looked worth less than ending the turn without one. The piles lie face
        down, so every pile is as likely a pick as another: the mean over them."""
        if state.phase != Phase.TOKEN:
            return float(state.score[seat])
        picks = self.legal_actions(state)
        total = 0.0
        for pick in picks:
            after = state.clone()
            rules.apply(after, pick)
            total += self.scored_points(after, seat)
        return total / len(picks)

    def points(self, state: EntdeckerState) -> list[int]:
        return list(state.score)

    def evaluate_all(self, state: EntdeckerState) -> list[float]:
        if state.phase == Phase.OVER:
            return self.scores(state)
        return heuristics.evaluate_all(state)

    def evaluate(self, state: EntdeckerState, player: int) -> float:
        return self.evaluate_all(state)[player]

    def rollout_action(self, state: EntdeckerState, rng: Rng) -> EntdeckerAction:
        return heuristics.rollout_action(state, rng)

    # ------------------------------------------------------------ hidden information

    def observation(self, state: EntdeckerState, player: int | None) -> EntdeckerState:
        """Hide the faces of the stacked cards (their top backs stay visible), the token piles and the RNG."""
        obs = state.clone()
        obs.shown_backs = [state.specs[stack[-1]].back if stack else "" for stack in state.stacks]
        obs.stacks = [[UNKNOWN] * len(stack) for stack in state.stacks]
        obs.token_piles = [[UNKNOWN] * len(pile) for pile in state.token_piles]
        obs.rng = Rng(0)
        obs.observer = player
        obs.legal_cache = None
        return obs

    def determinize(self, observation: EntdeckerState, rng: Rng) -> EntdeckerState:
        """Deal the unseen cards into the stacks under tops with the backs shown; shuffle the unseen tokens."""
        state = observation.clone()
        seen = {t for t in state.tiles if t >= 0} | set(state.boxed) | {state.drawn}
        seen.update(t for pile in state.reserve for t in pile)
        seen.update(t for hand in state.personal for t in hand)
        unseen = [t for t in range(len(state.data.tiles)) if t not in seen]
        rng.shuffle(unseen)
        stacks: list[list[int]] = []
        for stack, back in zip(state.stacks, observation.shown_backs, strict=True):
            if not stack:
                stacks.append([])
                continue
            top = next((i for i, t in enumerate(unseen) if state.specs[t].back == back), 0)
            top_tile = unseen.pop(top)
            stacks.append([unseen.pop() for _ in range(len(stack) - 1)] + [top_tile])
        state.stacks = stacks
        held = {t for kept in state.tokens for t in kept}
        tokens = [t for t in range(len(state.data.tokens)) if t not in held]
        rng.shuffle(tokens)
        state.token_piles = [[tokens.pop() for _ in pile] for pile in state.token_piles]
        state.rng = Rng(rng.next_u64())
        state.observer = None
        state.shown_backs = []
        state.legal_cache = None
        return state

    # ------------------------------------------------------------ files and labels

    def action_to_json(self, action: EntdeckerAction) -> Any:
        return position.action_to_json(action)

    def action_from_json(self, data: Any, path: str) -> EntdeckerAction:
        return position.action_from_json(data, path)

    def describe_action(self, state: EntdeckerState, action: EntdeckerAction) -> str:
        name = state.board.square_name
        if isinstance(action, StartCircle):
            circle = state.board.circles[action.circle]
            return say("entdecker-action-start-circle", side=CIRCLE_SIDES[circle.side], square=name(circle.square))
        if isinstance(action, StartSquare):
            look = state.looks[action.square]
            return say("entdecker-action-start-square", square=name(action.square), route=action.route + 1,
                       routes=max(1, len(look.routes)) if look is not None else 1,
                       fee=start_fee(state, action.square))
        if isinstance(action, Declare):
            if state.options.personal_tiles:
                return say("entdecker-action-spend", amount=action.amount)
            return say("entdecker-action-declare", amount=action.amount)
        if isinstance(action, Draw):
            return say("entdecker-action-draw", stack=action.stack + 1,
                       event=top_back(state, action.stack) == "question")
        if isinstance(action, PlayPersonal):
            return say("entdecker-action-personal", name=Text("entdecker-shape", shape=state.specs[action.tile].shape))
        if isinstance(action, Place):
            return say("entdecker-action-place", square=name(action.square),
                       turned=Text("entdecker-quarters", quarters=action.quarters))
        if isinstance(action, Build):
            look = state.looks[state.ship_square] if state.ship_square >= 0 else None
            return say("entdecker-action-build", unit=UNIT_NAMES[action.kind], part=action.part + 1,
                       parts=len(look.parts) if look is not None else 1)
        if isinstance(action, Recall):
            return _recall_label(state, action.square)
        if isinstance(action, EndTurn):
            return say("entdecker-action-end")
        if isinstance(action, TakeToken):
            return say("entdecker-action-take-token", pile=action.pile + 1)
        assert isinstance(action, DeclineToken)
        return say("entdecker-action-decline-token")

    def state_to_json(self, state: EntdeckerState) -> dict[str, Any]:
        return position.to_json(state)

    def read_position(self, data: Any, options: RuleOptions, path: str) -> tuple[EntdeckerState, list[Problem]]:
        if not isinstance(options, EntdeckerOptions):
            raise FormatError(path, Text("file-game-options", game=self.title))

        return position.read_position(data, load_data(), options, path)


def _explore_now(state: EntdeckerState) -> tuple[str, Text]:
    """The rule and prompt for what the explorer may do now: the heading never offers a stack
    the rules have closed, and says why when only building is left."""
    legal = legal_actions(state)
    draw = any(isinstance(a, Draw) for a in legal)
    if not draw:
        why = "EN-G2" if state.last_card else "EN-X6" if not entries(state) else "EN-X5"
        return why, BUILD_ONLY_PROMPTS[why]
    key = (draw, any(isinstance(a, PlayPersonal) for a in legal), any(isinstance(a, Build) for a in legal),
           EndTurn() in legal)
    return "EN-X4", EXPLORE_PROMPTS.get(key, _DECISIONS[Phase.EXPLORE][2])   # the general words for a hand-made position


def _recall_label(state: EntdeckerState, square: int) -> str:
    """Taking back (EN-B4) names the unit that stands there, so a refused try reads as what it is:
    another player's scout, a fort of one's own, or nothing at all."""
    where = state.board.square_name(square) if 0 <= square < state.board.squares else str(square)
    owner = state.unit_owner[square] if 0 <= square < state.board.squares else -1
    if owner < 0:
        return say("entdecker-action-recall-nothing", square=where)
    unit = UNIT_NAMES[state.unit_kind[square]]
    if owner != state.active:
        return say("entdecker-action-recall-other", player=messages.player(owner), unit=unit, square=where)
    return say("entdecker-action-recall", unit=unit, square=where)
