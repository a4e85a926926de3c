"""The rules of Pebbles (`rules/pebbles.md`) on the engine protocol: what a game must give the
app, and nothing more. Its state, actions and options are here too; a real game keeps each in a
module of its own (docs/adding-a-game.md)."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, ClassVar, NamedTuple

from qtgames.engine.core import messages
from qtgames.engine.core.datafiles import DataInForce, data_digest
from qtgames.engine.core.errors import FormatError
from qtgames.engine.core.fields import FieldReader
from qtgames.engine.core.options import RuleOptions, option
from qtgames.engine.core.protocol import Decision, Game
from qtgames.engine.core.rng import Rng
from qtgames.engine.core.rules import Event, Problem, RuleViolation

MOST = 3   # PB-T1: pebbles one turn may take


@dataclass(frozen=True)
class PebblesOptions(RuleOptions):
    last_pebble_loses: bool = option(False, rule="PB-V1")


class Take(NamedTuple):
    count: int


@dataclass(frozen=True, slots=True)
class PebblesData:
    """The component data: Pebbles has no numbers to reconstruct."""

    reconstructed: tuple[str, ...] = ()


DATA = DataInForce(PebblesData(), data_digest({"pebbles": "none"}))


@dataclass(slots=True)
class PebblesState:
    players: int
    options: PebblesOptions
    rng: Rng
    pile: int
    active: int = 0
    winners: list[int] = field(default_factory=list)
    ending: str = ""
    setup_events: list[Event] = field(default_factory=list)

    @property
    def over(self) -> bool:
        return bool(self.ending)

    def clone(self) -> PebblesState:
        return replace(self, rng=self.rng.copy(), winners=list(self.winners), setup_events=list(self.setup_events))


def _named(d: dict[str, Any]) -> dict[str, Any]:
    """An event's values as its sentence (messages/en/pebbles.ftl) reads them: the player by name."""
    return {**d, "player": messages.player(d["player"])} if "player" in d else d


for _kind in ("pebbles_piled", "pebbles_taken", "pebbles_last"):
    Event.describe_with(_kind, _named)


class Pebbles(Game[PebblesState, Take]):
    players_rule: ClassVar[str] = "PB-C1"
    Options: ClassVar[type[RuleOptions]] = PebblesOptions
    private_hands: ClassVar[bool] = False
    max_legal_actions: ClassVar[int] = MOST

    def setup(self, players: int, options: RuleOptions, seed: int) -> PebblesState:
        assert isinstance(options, PebblesOptions)
        rng = Rng(seed)
        pile = 8 + rng.die()
        return PebblesState(players, options, rng, pile, setup_events=[Event("pebbles_piled", "PB-S1", count=pile)])

    def data_in_force(self) -> DataInForce[PebblesData]:
        return DATA

    def decision(self, state: PebblesState) -> Decision | None:
        if state.over:
            return None
        return Decision(state.active, "take", "PB-T1", messages.Text("pebbles-prompt-take"))

    def legal_actions(self, state: PebblesState) -> list[Take]:
        return [] if state.over else [Take(count) for count in range(1, min(MOST, state.pile) + 1)]

    def candidate_actions(self, state: PebblesState) -> list[Take]:
        return [Take(count) for count in range(MOST + 2)]

    def check(self, state: PebblesState, action: Take) -> None:
        if state.over:
            raise RuleViolation("PB-W1", messages.Text("pebbles-refusal-over"))
        if not 1 <= action.count <= MOST:
            raise RuleViolation("PB-T1", messages.Text("pebbles-prompt-take"))
        if action.count > state.pile:
            raise RuleViolation("PB-T2", messages.Text("pebbles-refusal-pile", count=state.pile))

    def apply(self, state: PebblesState, action: Take) -> list[Event]:
        self.check(state, action)
        state.pile -= action.count
        taker = state.active
        if state.pile:
            state.active = (taker + 1) % state.players
            return [Event("pebbles_taken", "PB-T1", player=taker, count=action.count, left=state.pile)]
        loses = state.options.last_pebble_loses
        state.ending = "PB-V1" if loses else "PB-W1"
        state.winners = [seat for seat in range(state.players) if seat != taker] if loses else [taker]
        return [Event("pebbles_last", state.ending, player=taker, loses=loses)]

    def observation(self, state: PebblesState, viewer: int | None) -> PebblesState:
        """Everything lies open but the chance to come."""
        seen = state.clone()
        seen.rng = Rng(0)
        return seen

    def determinize(self, observation: PebblesState, rng: Rng) -> PebblesState:
        world = observation.clone()
        world.rng = Rng(rng.next_u64())
        return world

    def action_to_json(self, action: Take) -> Any:
        return {"take": action.count}

    def action_from_json(self, data: Any, path: str) -> Take:
        reader = FieldReader(data, path)
        return Take(reader.number("take", 0, 99))

    def describe_action(self, state: PebblesState, action: Take) -> str:
        return messages.say("pebbles-action-take", count=action.count)

    def state_to_json(self, state: PebblesState) -> dict[str, Any]:
        return {"players": state.players, "pile": state.pile, "active": state.active, "winners": state.winners,
                "ending": state.ending, "rng": state.rng.state}

    def read_position(self, data: Any, options: RuleOptions, path: str) -> tuple[PebblesState, list[Problem]]:
        assert isinstance(options, PebblesOptions)
        top = FieldReader(data, path)
        players = top.number("players", self.min_players, self.max_players)
        state = PebblesState(players, options, Rng(top.get("rng", int, 0)), top.number("pile", 0, 99),
                             top.number("active", 0, players - 1), top.indices("winners", players),
                             top.get("ending", str, ""))
        if state.ending not in ("", "PB-W1", "PB-V1"):
            raise FormatError(f"{path}.ending", "must be PB-W1, PB-V1 or empty")
        problems = []
        if (state.pile == 0) != state.over:
            problems.append(Problem("PB-W1", f"{path}.pile", messages.say("pebbles-problem-pile")))
        return state, problems
