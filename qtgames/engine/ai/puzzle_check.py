"""Is a puzzle sound? Whether its first move reaches the goal whatever the others play and the dice
do, and which other first moves do too ("cooks", as chess problemists call a second solution).

A first move *works* when, within the solution's number of moves (the horizon), the goal is met
against every reply of the other players and every outcome of the chance between now and the goal,
the goal player choosing each later move knowing what has happened so far: an AND-OR search (OR
over the goal player's moves, AND over everyone else's and over chance). Chance is listed exactly
where it can be (`chance.outcomes`: Tsuro of the Seas' dice and daikaiju die, Entdecker's spinner)
and sampled where it is too large (a reshuffle, a daikaiju placed on a 6 with its square and
facing); what the goal player cannot see (the others' hands, the piles' order) is dealt at random
from their observation, `deals` times, and a first move must work in every deal. Either way the
result says how sure it is: a move that held in every one of n samples may still fail in a share
of the cases below 1 − 0.05^(1/n) (95% confidence: 31% for 8, 14% for 20), which is the most
a sampled check can promise.

The search is bounded (`budget` chance lists per first move); a first move it could not settle
within it is reported as unsettled, never as sound.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from ..core import messages
from ..core.protocol import AnyGame, Goal, PuzzleProgress, goal_sentence
from ..core.puzzle import SolutionCheck, check_solution
from ..core.rng import Rng
from ..core.rules import Event
from ..core.scenario import Scenario
from .analysis import Cancelled
from .chance import SAMPLES, outcomes

DEALS = 8
BUDGET = 4000
WHY_LINES = 30    # log lines kept of one way a first move fails


def unsure_share(samples: int) -> float:
    """The largest share of failing cases that `samples` samples all passing still leave possible
    at 95% confidence: 1 − 0.05^(1/n) (for n = 8, 31%).

    >>> round(unsure_share(8), 3), round(unsure_share(20), 3)
    (0.312, 0.139)
    """
    return float(1.0 - 0.05 ** (1.0 / samples))


class PuzzleRefused(ValueError):
    """The scenario cannot be checked as a puzzle; the message says why."""


@dataclass(frozen=True, slots=True)
class FirstMove:
    """One first move of the goal player and whether it reaches the goal in every case looked at."""

    action: Any
    """The move, in the game's JSON."""
    label: str
    works: bool | None
    """True: met the goal in every case looked at; False: a case where it does not (`why_not`);
    None: not settled within the budget."""
    why_not: tuple[str, ...] = ()
    """The log of one way it fails: the replies and rolls after it, as the move log says them."""
    sampled: bool = False
    """Some chance on the way was sampled rather than listed."""


@dataclass(frozen=True, slots=True)
class PuzzleCheck:
    seat: int
    goal: str
    horizon: int
    solution: SolutionCheck | None
    """The written solution played with the position's own dice (`core.puzzle`)."""
    intended: Any
    """The solution's first move in the game's JSON (None without a solution)."""
    moves: tuple[FirstMove, ...]
    deals: int
    """How many deals of the hidden cards each first move was checked in (1: nothing hidden)."""
    hidden: bool
    sampled_chance: bool
    stopped: str
    """"done" or "cancelled"."""
    laid_out: bool = False
    """The cards the goal player cannot see were kept as laid out (only chance varied)."""

    @property
    def cooks(self) -> list[FirstMove]:
        """Every first move other than the intended one that also works."""
        return [m for m in self.moves if m.works and m.action != self.intended]

    @property
    def intended_move(self) -> FirstMove | None:
        return next((m for m in self.moves if m.action == self.intended), None)

    def sentences(self) -> list[str]:
        """The verdict as a setter reads it: the solution, its first move, the cooks, the confidence."""
        lines = []
        if self.solution is not None:
            lines.append(messages.say("puzzle-solution-reaches", moves=self.solution.moves) if self.solution.reaches
                         else messages.say("puzzle-solution-fails", move=self.solution.move or 0,
                                           reason=self.solution.reason))
        intended = self.intended_move
        if intended is not None:
            if intended.works:
                lines.append(messages.say("puzzle-first-move-holds", label=intended.label, horizon=self.horizon))
            elif intended.works is False:
                lines.append(messages.say("puzzle-first-move-fails", label=intended.label, horizon=self.horizon))
            else:
                lines.append(messages.say("puzzle-first-move-unsettled", label=intended.label))
            if intended.works is False:
                lines += [f"  {line}" for line in intended.why_not]
        cooks = self.cooks
        if cooks:
            lines.append(messages.say("puzzle-cooks", moves="; ".join(m.label for m in cooks)))
        elif intended is not None and intended.works:
            lines.append(messages.say("puzzle-unique"))
        elif self.moves and not any(m.works for m in self.moves):
            lines.append(messages.say("puzzle-nothing-works"))
        unsettled = [m for m in self.moves if m.works is None]
        if unsettled:
            lines.append(messages.say("puzzle-unsettled", moves="; ".join(m.label for m in unsettled)))
        lines += self.confidence()
        return lines

    def confidence(self) -> list[str]:
        """How sure the verdicts are: what was listed exactly and what was sampled."""
        lines = []
        if self.sampled_chance:
            lines.append(messages.say("puzzle-chance-sampled", samples=SAMPLES, share=unsure_share(SAMPLES)))
        else:
            lines.append(messages.say("puzzle-chance-listed"))
        if self.laid_out:
            lines.append(messages.say("puzzle-laid-out"))
        if self.hidden:
            lines.append(messages.say("puzzle-deals", deals=self.deals, share=unsure_share(self.deals)))
        return lines

    def to_json(self) -> dict[str, Any]:
        return {
            "seat": self.seat, "goal": self.goal, "horizon": self.horizon,
            "solution": None if self.solution is None else self.solution.to_json(),
            "intended": self.intended, "deals": self.deals, "hidden": self.hidden,
            "sampled_chance": self.sampled_chance, "stopped": self.stopped, "laid_out": self.laid_out,
            "moves": [{"action": m.action, "label": m.label, "works": m.works, "why_not": list(m.why_not),
                       "sampled": m.sampled} for m in self.moves],
            "cooks": [m.action for m in self.cooks], "sentences": self.sentences(),
        }


class _OutOfBudget(Exception):
    pass


class _Cancelled(Exception):
    pass


@dataclass(slots=True)
class _Search:
    game: AnyGame
    goal: Goal
    start: Any
    seed: int
    budget: int
    cancelled: Cancelled | None
    spent: int = 0
    sampled: bool = False
    """Some chance was sampled, for any first move."""
    sampled_now: bool = False
    """Some chance was sampled for the first move being checked."""

    def works(self, world: Any, action: Any, horizon: int) -> tuple[bool | None, list[str]]:
        """Whether the goal player's first `action` in `world` reaches the goal (see the module)."""
        self.spent = 0
        try:
            return self._after(world, [], [], action, int(self.goal.player), horizon)
        except _OutOfBudget:
            return None, []

    def _holds(self, state: Any, events: list[Event], actions: list[tuple[int, Any]],
               moves_left: int) -> tuple[bool | None, list[str]]:
        game = self.game
        verdict = game.goal_status(self.goal, PuzzleProgress(self.start, state, events, actions))
        if verdict is not None:
            return verdict, ([] if verdict else [messages.say("puzzle-goal-failed")])
        decision = game.decision(state)
        if decision is None or moves_left == 0:
            return False, [messages.say("puzzle-goal-open")]
        seat = int(decision.player)
        mine = seat == self.goal.player
        why: list[str] = []
        unsettled = False
        for action in game.legal_actions(state):
            found, reason = self._after(state, events, actions, action, seat, moves_left)
            if found is None:
                unsettled = True
            elif found == mine:
                return found, reason
            elif not why:
                why = [game.describe_action(state, action) if mine else ""] + reason
        if unsettled:
            return None, []
        return (False, [line for line in why if line]) if mine else (True, [])

    def _after(self, state: Any, events: list[Event], actions: list[tuple[int, Any]], action: Any, seat: int,
               moves_left: int) -> tuple[bool | None, list[str]]:
        """AND over the chance `action` brings."""
        if self.cancelled is not None and self.cancelled():
            raise _Cancelled
        self.spent += 1
        if self.spent > self.budget:
            raise _OutOfBudget
        found, listed = outcomes(self.game, state, action, self.seed ^ self.spent)
        if not listed:
            self.sampled = self.sampled_now = True
        unsettled = False
        for outcome in found:
            result, why = self._holds(outcome.state, events + outcome.events, actions + [(seat, action)],
                                      moves_left - 1)
            if result is False:
                said = [event.text for event in outcome.events]
                if outcome.probability < 1.0:
                    said.append(messages.say("puzzle-outcome", chance=outcome.probability,
                                             sampled="false" if listed else "true"))
                return False, said + why
            unsettled = unsettled or result is None
        return (None, []) if unsettled else (True, [])


def check_puzzle(scenario: Scenario, deals: int = DEALS, seed: int = 0, budget: int = BUDGET,
                 depth: int | None = None, laid_out: bool = False, progress: Callable[[int, int], None] | None = None,
                 cancelled: Cancelled | None = None) -> PuzzleCheck:
    """Check a puzzle's soundness (see the module): its written solution, every first move of the goal
    player, the cooks. `depth` overrides the horizon (the solution's length); `laid_out` keeps the hidden
    cards as the position lays them out (only chance varies). Raises `PuzzleRefused`
    for a scenario without a goal, without a horizon, with a position that breaks the rules, or
    whose game is over."""
    goal = scenario.goal
    if goal is None:
        raise PuzzleRefused(messages.say("puzzle-no-goal"))
    if scenario.problems:
        raise PuzzleRefused(messages.say("puzzle-breaks-rules", problem=scenario.problems[0]))
    horizon = depth if depth is not None else len(goal.solution)
    if horizon < 1:
        raise PuzzleRefused(messages.say("puzzle-no-horizon"))
    game = scenario.rules
    state = scenario.state()
    decision = game.decision(state)
    if decision is None:
        raise PuzzleRefused(messages.say("puzzle-over"))
    solution = check_solution(scenario) if goal.solution else None
    intended = goal.solution[0] if goal.solution else None
    if decision.player != goal.player:
        raise PuzzleRefused(messages.say("puzzle-not-first", decider=messages.player(decision.player),
                                         player=messages.player(goal.player)))
    rng = Rng(seed)
    observation = game.observation(state, goal.player)
    worlds = [game.determinize(observation, rng) for _ in range(max(1, deals))]
    hidden = _differ(game, worlds)
    if laid_out or not hidden:
        worlds = [state]
    search = _Search(game, goal, state, seed, budget, cancelled)
    legal = game.legal_actions(state)
    moves: list[FirstMove] = []
    stopped = "done"
    for index, action in enumerate(legal):
        try:
            moves.append(_first_move(search, game, state, worlds, action, horizon))
        except _Cancelled:
            stopped = "cancelled"
            break
        if progress is not None:
            progress(index + 1, len(legal))
    if intended is not None and not any(m.action == intended for m in moves) and stopped == "done":
        intended = _listed_as(game, state, intended, legal)
    return PuzzleCheck(goal.player, goal_sentence(game, goal), horizon, solution, intended, tuple(moves),
                       len(worlds), hidden and not laid_out, search.sampled, stopped, laid_out and hidden)


def _first_move(search: _Search, game: AnyGame, state: Any, worlds: list[Any], action: Any,
                horizon: int) -> FirstMove:
    label = game.describe_action(state, action)
    search.sampled_now = False
    verdict: bool | None = True
    why: list[str] = []
    for world in worlds:
        found, reason = search.works(world, action, horizon)
        if found is False:
            verdict, why = False, _shortened(reason)
            break
        if found is None:
            verdict = None
    return FirstMove(game.action_to_json(action), label, verdict, tuple(why), search.sampled_now)


def _shortened(why: list[str]) -> list[str]:
    """The log of one way a first move fails, its beginning (the replies) and its end (why the goal
    is missed) kept: cut at the end, a long log lost the very line that says why."""
    if len(why) <= WHY_LINES:
        return why
    head = WHY_LINES // 2
    return why[:head] + ["…"] + why[head - WHY_LINES + 1:]


def _differ(game: AnyGame, worlds: list[Any]) -> bool:
    """Whether the deals differ: whether the goal player's observation hides anything at all."""
    first = game.state_to_json(worlds[0])
    first.pop("rng", None)
    for world in worlds[1:]:
        other = game.state_to_json(world)
        other.pop("rng", None)
        if other != first:
            return True
    return False


def _listed_as(game: AnyGame, state: Any, intended: Any, legal: list[Any]) -> Any:
    """The intended move as the legal list writes it (Tsuro of the Seas lists one of two rotations
    that lay the same wakes)."""
    try:
        action = game.action_from_json(intended, "goal.solution[0]")
        game.check(state, action)
    except ValueError:
        return intended
    after = state.clone()
    game.apply(after, action)
    wanted = game.state_to_json(after)
    for other in legal:
        trial = state.clone()
        game.apply(trial, other)
        if game.state_to_json(trial) == wanted:
            return game.action_to_json(other)
    return intended
