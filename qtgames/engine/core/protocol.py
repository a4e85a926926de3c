"""The one protocol all three games implement.

A state is plain data that `apply` changes in place; callers that need the old state keep a
`clone()`. Chance (dice, shuffles) happens inside `apply` from the RNG kept in the state, so
a seed and a list of actions replay a game exactly. Actions are small immutable values
(named tuples) that the game converts to and from JSON for match records.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, ClassVar, Generic, Protocol, Self, TypeVar

from . import messages
from .errors import FormatError
from .fields import no_unknown_fields
from .options import RuleOptions
from .rng import Rng
from .rules import Decision as Decision  # re-exported: it lives in a module mypyc compiles
from .rules import Event, Problem, RuleViolation

# pydantic loads with the first file read, not with the protocol: the command line starts faster, and
# pydantic imported partly before PySide6 and partly after trips shiboken's import hook (`--smoke` did).
if TYPE_CHECKING:
    from .datafiles import DataInForce


class GameState(Protocol):
    """What every game's state offers besides its own fields: the base class's answers read these.
    (Read-only here, so a game's state may narrow them, as its options to its own options class.)"""

    @property
    def players(self) -> int: ...

    @property
    def winners(self) -> list[int]:
        """Set when the game ends; several seats share the victory."""

    @property
    def ending(self) -> str:
        """The rule that ended the game ("" while it runs)."""

    @property
    def options(self) -> RuleOptions: ...

    @property
    def setup_events(self) -> list[Event]:
        """What setup did (shuffles, first rolls), for the move log."""

    @property
    def over(self) -> bool: ...

    def clone(self) -> Self: ...


S = TypeVar("S", bound=GameState)
A = TypeVar("A")


@dataclass(frozen=True, slots=True)
class GameInfo:
    """A game as the app knows it before importing any of its code: what the lobby, the command
    line and the rulebook need, and where the code is. Declared once per game (`registry.py`);
    its `Game` is made from it, the GUI's registry finds its screen by it."""

    key: str
    """Stable: records, scenarios and the command line name the game by it."""
    title: str
    """The game's name (a proper name: not translated)."""
    min_players: int
    max_players: int
    rule_prefix: str
    """The prefix of its rule IDs ("TS" in TS-P2), two capitals: a citation names its rulebook by it."""
    engine: str
    """Its rules, "module:Class": a `Game` subclass, called with this declaration."""
    gui: str
    """Its package on the Qt floor, whose `UI` is its screen (`qtgames.gui.game_ui.GameUI`)."""
    rules_folder: Path | None = None
    """Where its rules texts are, if not among the shipped `resources/rules/` (a game from outside
    the package: the tests' own)."""
    messages_folder: Path | None = None
    """Where its catalogue is (`<language>/<key>.ftl`), if not among the shipped
    `resources/messages/` (a game from outside the package)."""


@dataclass(frozen=True, slots=True)
class Goal:
    """A puzzle's goal: `player` must achieve `kind` (with its `target` number, if any), and what
    the author adds: the solution (actions as JSON, every seat's, from the puzzle's position), a
    hint per move of it, and the words shown when the goal is met or failed (empty: the app's own)."""

    kind: str
    player: int
    target: int = 0
    solution: tuple[Any, ...] = ()
    hints: tuple[str, ...] = ()
    success: str = ""
    failure: str = ""


def goal_sentence(game: AnyGame, goal: Goal) -> str:
    """The goal as a player reads it: "keep your ship sailing through 3 of your own turns"."""
    return messages.say(game.goal_kinds()[goal.kind], target=goal.target)


@dataclass(slots=True)
class PuzzleProgress:
    """What a goal is judged on: the puzzle's start, the state now and everything since."""

    start: Any
    state: Any
    events: list[Event]
    actions: list[tuple[int, Any]]


def not_your_decision(decision: Decision, seat: int | None) -> RuleViolation:
    """The refusal of anything a seat tries while another decides (`seat` None: nobody at the screen
    may act): cites the rule that gives the pending decision to its player, and names both."""
    decider = messages.player(decision.player)
    if seat is None:
        return RuleViolation(decision.rule, messages.Text("decides-now", decider=decider, prompt=decision.question))
    return RuleViolation(decision.rule, messages.Text("not-yours", decider=decider, seat=messages.player(seat),
                                                      prompt=decision.question))


@dataclass(frozen=True, slots=True)
class Outcome:
    """How a finished game ended: what the result screen, `replay`, tournaments and puzzles read."""

    winners: tuple[int, ...]
    """The seats that won (several when they share the victory)."""
    scores: tuple[float, ...]
    """Each seat's result in [0, 1]: 1 split evenly among the winners."""
    points: tuple[int, ...] | None
    """Each seat's points, for games decided by points; None for the others."""
    rule: str
    """The rule that ended the game ("" for a finished position read from a file)."""


@dataclass(frozen=True, slots=True)
class Fact:
    """Something the rules make computable about one move, shown beside its win chance: Tsuro of the
    Seas' risk over the public dice, Entdecker's gold and points after, Magellan's points."""

    key: str
    """A stable name ("risk", "gold", "points") for scripts and the GUI."""
    label: str
    """What a player reads, in the engine's language."""
    value: float
    percent: bool
    """A chance in [0, 1], shown as a percentage; else a number of the game's own (gold, points)."""
    exact: bool
    """Worked out exactly over the chance the rules make public; else the mean over the sampled worlds."""


def mean_fact(key: str, label: str, afters: Sequence[Any], value: Callable[[Any], float]) -> Fact:
    """A number of the game's own after a move, averaged over the sampled worlds it was played in."""
    return Fact(key, label, sum(value(state) for state in afters) / max(1, len(afters)), False, False)


class Game(ABC, Generic[S, A]):
    """The rules of one game. Stateless: every method takes the state it works on.

    Made once per game by the registry, from the game's declaration: its key, title and player
    counts are the declaration's, written nowhere else."""

    # The rule that sets the player count, where the rules text gives it one.
    players_rule: ClassVar[str] = ""
    Options: ClassVar[type[RuleOptions]]
    # Whether players hold things the others must not see: a hotseat game then hides the screen
    # between turns ("pass the computer"); a game played all in the open skips that.
    private_hands: ClassVar[bool] = True
    # The share of a search level's iterations one decision of this game gets: games whose turns
    # are many small decisions give each less, so a level thinks about as long per game.
    search_effort: ClassVar[float] = 1.0
    # The most choices `legal_actions` lists at one decision, with any component data the game's
    # override model accepts (each game derives its number where it builds its lists): what bounds
    # the work a search, a ruling or the app does per decision.
    max_legal_actions: ClassVar[int]
    # Lists of the position format whose entries are named by a field ({"board": "square"}): a
    # ruling's diff matches them by that name rather than by their place in the list.
    position_keys: ClassVar[dict[str, str]] = {}

    def __init__(self, info: GameInfo) -> None:
        self.info = info
        self.key = info.key
        self.title = info.title
        self.min_players = info.min_players
        self.max_players = info.max_players

    def new_state(self, players: int, options: RuleOptions, seed: int) -> S:
        """Set the game up for `players` seats (shuffles and setup chance come from `seed`)."""
        if not self.min_players <= players <= self.max_players:
            cited = f" ({self.players_rule})" if self.players_rule else ""
            raise ValueError(f"{self.title} takes {self.min_players}-{self.max_players} players{cited}, not {players}")
        if not isinstance(options, self.Options):
            raise TypeError(f"{self.title} needs {self.Options.__name__}, not {type(options).__name__}")
        return self.setup(players, options, seed)

    @abstractmethod
    def setup(self, players: int, options: RuleOptions, seed: int) -> S:
        """The game's own setup, for a player count and options `new_state` has checked."""

    @abstractmethod
    def decision(self, state: S) -> Decision | None:
        """The pending decision, or None when the game is over."""

    @abstractmethod
    def legal_actions(self, state: S) -> list[A]:
        """Every legal choice for the pending decision (at most `max_legal_actions`; a game whose
        choices can be more, as Magellan's payments from a big hand, lists a documented few and
        `check` judges any of them by the rule)."""

    @abstractmethod
    def check(self, state: S, action: A) -> None:
        """Raise `RuleViolation` (rule ID and sentence) if `action` is not legal now."""

    @abstractmethod
    def apply(self, state: S, action: A) -> list[Event]:
        """Carry out a legal action and what follows it by the rules; refuses illegal ones."""

    @abstractmethod
    def observation(self, state: S, viewer: int | None) -> S:
        """A copy of the state with what `viewer` cannot see replaced by unknowns; `viewer` None is
        the public view, what every player and an onlooker see (OpenSpiel's public observation)."""

    @abstractmethod
    def determinize(self, observation: S, rng: Rng) -> S:
        """A full state consistent with an observation, its unknowns sampled from `rng`."""

    def is_terminal(self, state: S) -> bool:
        return state.over

    def winners(self, state: S) -> list[int]:
        """The seats that won (several when they share the victory)."""
        return list(state.winners)

    def scores(self, state: S) -> list[float]:
        """Each seat's final result in [0, 1]; shared victories split the point."""
        share = 1.0 / len(state.winners) if state.winners else 0.0
        return [share if seat in state.winners else 0.0 for seat in range(state.players)]

    def player_count(self, state: S) -> int:
        return state.players

    def outcome(self, state: S) -> Outcome | None:
        """How the game ended, or None while it runs."""
        if not state.over:
            return None
        points = self.points(state)
        return Outcome(tuple(state.winners), tuple(self.scores(state)), None if points is None else tuple(points),
                       state.ending)

    @abstractmethod
    def data_in_force(self) -> DataInForce[Any]:
        """The component data the rules play with now (the user's override or the shipped file),
        its digest, and why an override was refused, if one was."""

    def reconstructed(self) -> list[str]:
        """Which component numbers in force had to be reconstructed (no public source gives them),
        so the app can say so and point to the data override; empty when all are documented."""
        return list(self.data_in_force().data.reconstructed)

    def points(self, state: S) -> list[int] | None:
        """Each seat's points, for games decided by points (the result screen lists them)."""
        return None

    def evaluate(self, state: S, player: int) -> float:
        """How good `state` looks for `player`, in [0, 1]: the heuristic hook for AI players.

        Final scores when the game is over; games override this for unfinished states.
        """
        if self.is_terminal(state):
            return self.scores(state)[player]
        return 1.0 / self.player_count(state)

    def evaluate_all(self, state: S) -> list[float]:
        """`evaluate` for every seat at once: search cut-offs need all of them, and games that
        share work between seats (Tsuro's strengths) override this to do it once."""
        return [self.evaluate(state, player) for player in range(self.player_count(state))]

    def action_facts(self, before: S, action: A, afters: Sequence[S], seat: int) -> list[Fact]:
        """What the rules make computable about `action` for `seat` (the analysis shows it beside the
        win chance): `before` is the position it is played in, `afters` the states after it in a few
        sampled worlds (the chance of the move already rolled in each). None by default."""
        return []

    def rollout_action(self, state: S, rng: Rng) -> A:
        """The cheap policy for search rollouts: uniform over the legal actions unless a game knows better."""
        return rng.choice(self.legal_actions(state))

    @abstractmethod
    def action_to_json(self, action: A) -> Any: ...

    @abstractmethod
    def action_from_json(self, data: Any, path: str) -> A:
        """Parse an action from a file; raise `FormatError(path, ...)` if malformed."""

    @abstractmethod
    def describe_action(self, state: S, action: A) -> str:
        """A short label for a choice, for menus and hints."""

    @abstractmethod
    def state_to_json(self, state: S) -> dict[str, Any]:
        """The full state (hidden parts included) in the documented position format."""

    def state_from_json(self, data: Any, options: RuleOptions, path: str) -> S:
        """A state to play from (records, scenarios): the first rule the position breaks is
        refused like a bad value, as a `FormatError` naming the item."""
        with no_unknown_fields():
            state, problems = self.read_position(data, options, path)
        if problems:
            raise FormatError(problems[0].path, messages.Text("file-error-ruled", rule=problems[0].rule,
                                                              problem=problems[0].said))

        return state

    @abstractmethod
    def read_position(self, data: Any, options: RuleOptions, path: str) -> tuple[S, list[Problem]]:
        """Build a state from the position format and list every rule it breaks.

        A value the format cannot hold (a wrong type, an unknown square) is a `FormatError`; a
        well-formed position that contradicts the rules (a tile in two places, a ship in front
        of a laid tile) comes back as problems, with the state still built, so the scenario
        editor can show it while the user fixes them. A position without problems is safe to play.
        """

    def candidate_actions(self, state: S) -> list[A]:
        """The actions a player might try now, legal or not, for explaining a ruling.

        `check` tells why each illegal one is refused; games widen this beyond the legal
        actions (every tile in every rotation, every bid amount) so "why not that?" is answered.
        """
        return self.legal_actions(state)

    def diff_name(self, entries: str, key: Any) -> str | None:
        """How a ruling's diff names the entry of the position list `entries` whose key field (see
        `position_keys`) is `key`, when people know it by another name than the file's value (a
        daikaiju by the number on its back); None keeps `field=value`."""
        return None

    def goal_status(self, goal: Goal, progress: PuzzleProgress) -> bool | None:
        """Whether a puzzle's goal is met (True), failed (False) or still open (None).

        Every game knows "win"; games add their own kinds (see `goal_kinds`).
        """
        if goal.kind != "win":
            raise ValueError(f"unknown goal kind {goal.kind!r}")
        if not self.is_terminal(progress.state):
            return None
        return goal.player in self.winners(progress.state)

    def goal_kinds(self) -> dict[str, str]:
        """The goal kinds this game checks, each with the ID of its sentence, whose `$target` is the
        goal's number (`goal_sentence` fills it in)."""
        return {"win": "goal-win"}

    def level_notes(self) -> dict[str, messages.Text]:
        """What the measured ladder says of an AI level in this game beyond its general description,
        by the level's key (docs/ai.md): the lobby shows it under the level, so a level's name never
        promises more in a game than the ladder showed there."""
        return {}


# Any game's rules, for code that works through the protocol without knowing which game it is.
AnyGame = Game[Any, Any]
