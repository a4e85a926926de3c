"""Tsuro of the Seas on the engine protocol: the rules object the app, CLI and AIs talk to."""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, ClassVar, Final

from ..core import messages
from ..core.datafiles import DataInForce
from ..core.errors import FormatError
from ..core.options import RuleOptions
from ..core.protocol import Decision, Fact, Game, Goal, PuzzleProgress
from ..core.rng import Rng
from ..core.rules import Event, Problem
from . import goals, heuristics, position, risk, rules, validation
from .data import TsuroData, data_in_force, load_data
from .events import kaiju_name, mark_name, ordinals  # importing events registers the log sentences
from .options import TsuroOptions
from .rules import bonus_pool
from .state import (
    UNKNOWN,
    ChooseStart,
    Phase,
    PlaceTile,
    Relocate,
    TakeBonus,
    TsuroAction,
    TsuroState,
)

_DECISIONS: Final = {
    Phase.START: ("start", "TS-O2", messages.Text("tsuro-prompt-start")),
    Phase.PLACE: ("place", "TS-T2", messages.Text("tsuro-prompt-place")),
    Phase.BONUS: ("bonus", "TS-E1", messages.Text("tsuro-prompt-bonus")),
    Phase.RELOCATE: ("relocate", "TS-D8", messages.Text("tsuro-prompt-relocate")),
}
# The most daikaiju turns the analysis's risk covers: each turn more multiplies the work by the hundreds
# of ways a daikaiju can be placed (a whole round of four players takes minutes, two turns about 40 ms).
RISK_TURNS: Final = 2


class TsuroSeas(Game[TsuroState, TsuroAction]):
    max_legal_actions: ClassVar[int] = rules.MOST_CHOICES
    players_rule: ClassVar[str] = "TS-C4"
    position_keys: ClassVar[dict[str, str]] = {"board": "square", "daikaiju": "id"}
    Options: ClassVar[type[RuleOptions]] = TsuroOptions

    def setup(self, players: int, options: RuleOptions, seed: int) -> TsuroState:
        assert isinstance(options, TsuroOptions)
        return rules.new_game(load_data(), players, options, seed)

    def data_in_force(self) -> DataInForce[TsuroData]:
        return data_in_force()

    def decision(self, state: TsuroState) -> Decision | None:
        if state.phase == Phase.OVER:
            return None
        kind, rule, prompt = _DECISIONS[state.phase]
        return Decision(state.active, kind, rule, prompt)

    def is_terminal(self, state: TsuroState) -> bool:
        return state.phase == Phase.OVER     # `state.over` without the property's call: asked every move

    def legal_actions(self, state: TsuroState) -> list[TsuroAction]:
        cached = state.legal_cache     # mostly worked out already: spared a call per move
        return cached if cached is not None else rules.legal_actions(state)

    def check(self, state: TsuroState, action: TsuroAction) -> None:
        rules.check(state, action)

    def apply(self, state: TsuroState, action: TsuroAction) -> list[Event]:
        return rules.apply(state, action)

    def evaluate(self, state: TsuroState, player: int) -> float:
        if state.phase == Phase.OVER:
            return self.scores(state)[player]
        return heuristics.evaluate(state, player)

    def evaluate_all(self, state: TsuroState) -> list[float]:
        if state.phase == Phase.OVER:
            return self.scores(state)
        return heuristics.evaluate_all(state)

    def action_facts(self, before: TsuroState, action: TsuroAction, afters: Sequence[TsuroState],
                     seat: int) -> list[Fact]:
        """The chance, exact over the public dice, that the ship is out before it next places a tile
        (`risk.py`), for a placement or a starting mark: destroyed by a daikaiju or sailing off at its
        turn. With more than two turns of rolls before then (three or more ships sailing) only the
        next two are covered, and the number is the chance of being sunk on its tile in them."""
        if isinstance(action, PlaceTile):
            rolling = len(afters[0].alive) if before.options.eliminated_players_roll else sum(afters[0].alive)
            complete = rolling <= RISK_TURNS
            found = risk.risk_after(before, action, seat, turns=None if complete else RISK_TURNS)
        elif isinstance(action, ChooseStart):
            placed = before.clone()
            placed.ships[seat] = placed.geometry.start_marks[action.mark]
            placed.legal_cache = None
            complete = seat < RISK_TURNS
            found = risk.ship_risk(placed, seat, turns=None if complete else RISK_TURNS)
        else:
            return []
        if not complete:
            return [Fact("sunk", messages.say("tsuro-fact-sunk", turns=RISK_TURNS), found.destroyed, True, True)]
        return [Fact("risk", messages.say("tsuro-fact-out"), found.out, True, True),
                Fact("destroyed", messages.say("tsuro-fact-destroyed"), found.destroyed, True, True),
                Fact("sails_off", messages.say("tsuro-fact-sails-off"), found.sails_off, True, True)]

    # ------------------------------------------------------------ hidden information

    def observation(self, state: TsuroState, player: int | None) -> TsuroState:
        """Hide other hands (unless TS-E1 shows them to the active player), pile and supply order, and the RNG."""
        obs = state.clone()
        shown = set(state.bonus_from) if state.phase == Phase.BONUS and state.active == player else set()
        for seat in range(state.players):
            if seat != player and seat not in shown:
                obs.hands[seat] = [UNKNOWN] * len(state.hands[seat])
        obs.pile = [UNKNOWN] * len(state.pile)
        obs.kaiju_supply = [UNKNOWN] * len(state.kaiju_supply)
        obs.rng = Rng(0)
        obs.observer = player
        obs.legal_cache = None
        return obs

    def determinize(self, observation: TsuroState, rng: Rng) -> TsuroState:
        """Deal the unseen tiles at random into the hidden hands and the pile; shuffle the supply."""
        state = observation.clone()
        seen = {t for t in state.tiles if t >= 0} | set(state.removed)
        for hand in state.hands:
            seen.update(t for t in hand if t != UNKNOWN)
        unseen = [t for t in range(state.data.tile_count) if t not in seen]
        rng.shuffle(unseen)
        for seat, hand in enumerate(state.hands):
            if UNKNOWN in hand:
                state.hands[seat] = [unseen.pop() if t == UNKNOWN else t for t in hand]
        state.pile = unseen
        on_board = set(state.daikaiju_on_board()) | set(state.kaiju_out)
        supply = [k for k in range(len(state.data.daikaiju)) if k not in on_board]
        rng.shuffle(supply)
        state.kaiju_supply = supply
        state.rng = Rng(rng.next_u64())
        state.observer = None
        state.legal_cache = None
        return state

    # ------------------------------------------------------------ files and labels

    def action_to_json(self, action: TsuroAction) -> Any:
        if isinstance(action, PlaceTile):
            return {"place": action.tile, "rotation": action.rotation}
        if isinstance(action, ChooseStart):
            return {"start": action.mark}
        if isinstance(action, Relocate):
            return {"relocate": action.mark}
        return {"give": list(action.give), "take": list(action.take)}

    def action_from_json(self, data: Any, path: str) -> TsuroAction:
        if not isinstance(data, dict):
            raise FormatError(path, messages.Text("file-action-object", example='{"place": 12, "rotation": 1}'))

        def number(key: str) -> int:
            value = data.get(key)
            if not isinstance(value, int) or isinstance(value, bool) or value < 0:
                raise FormatError(f"{path}.{key}", messages.Text("file-must-be-whole-not-negative"))
            return value

        def numbers(key: str) -> tuple[int, ...]:
            value = data.get(key)
            if not isinstance(value, list) or not all(isinstance(v, int) and v >= 0 for v in value):
                raise FormatError(f"{path}.{key}", messages.Text("tsuro-file-tile-list"))
            return tuple(value)

        keys = set(data)
        if keys == {"place", "rotation"}:
            return PlaceTile(number("place"), number("rotation"))
        if keys == {"start"}:
            return ChooseStart(number("start"))
        if keys == {"relocate"}:
            return Relocate(number("relocate"))
        if keys == {"give", "take"}:
            return TakeBonus(numbers("give"), numbers("take"))
        raise FormatError(path, messages.Text("file-unknown-action", keys=str(sorted(keys)),
                                              expected="place+rotation, start, relocate, give+take"))


    def diff_name(self, entries: str, key: Any) -> str | None:
        # The file names a daikaiju by its id, the board and the log by the number on its back.
        if entries == "daikaiju" and isinstance(key, int) and 0 <= key < len(load_data().daikaiju):
            return f"{kaiju_name(key)}, id {key}"
        return None

    def describe_action(self, state: TsuroState, action: TsuroAction) -> str:
        """Tiles by their place in the hand, marks by square and edge: never by internal number."""
        if isinstance(action, PlaceTile):
            hand = state.hands[state.active]
            # A placement's rotation as the R key gives it (Shift+R turns back).
            turn = messages.Text("tsuro-turn", quarters=action.rotation % 4)
            if action.tile not in hand:   # a ruling's "why not another player's tile?"
                return messages.say("tsuro-action-place-other", turn=turn)
            return messages.say("tsuro-action-place", place=ordinals([hand.index(action.tile)]), turn=turn)
        if isinstance(action, ChooseStart):
            return messages.say("tsuro-action-start", mark=mark_name(action.mark))
        if isinstance(action, Relocate):
            return messages.say("tsuro-action-relocate", mark=mark_name(action.mark))
        return self._describe_bonus(state, action)

    @staticmethod
    def _describe_bonus(state: TsuroState, action: TakeBonus) -> str:
        """TS-E1 by places: the player's tiles as their hand shows them, the others' as offered."""
        given = [state.hands[state.active].index(tile) for tile in action.give if tile in state.hands[state.active]]
        pool = bonus_pool(state)
        taken = [pool.index(tile) for tile in action.take if tile in pool]
        if given and taken:
            return messages.say("tsuro-action-swap", give=ordinals(given), given=len(given), take=ordinals(taken))
        if given:   # refused candidates: as many must be taken as given
            return messages.say("tsuro-action-give", give=ordinals(given), given=len(given))
        if taken:
            return messages.say("tsuro-action-take", take=ordinals(taken))
        return messages.say("tsuro-action-keep")

    def state_to_json(self, state: TsuroState) -> dict[str, Any]:
        return position.to_json(state)

    def read_position(self, data: Any, options: RuleOptions, path: str) -> tuple[TsuroState, list[Problem]]:
        assert isinstance(options, TsuroOptions)
        state, places = position.read(data, load_data(), options, path)
        return state, validation.problems(state, places, path)

    # ------------------------------------------------------------ rulings and puzzles

    def candidate_actions(self, state: TsuroState) -> list[TsuroAction]:
        return rules.candidate_actions(state)

    def goal_kinds(self) -> dict[str, str]:
        return super().goal_kinds() | goals.GOAL_KINDS

    def level_notes(self) -> dict[str, messages.Text]:
        # The ladder (docs/ai.md): expert vs hard 50.4% (45.5-55.2%) over 400 games, hard vs normal 56.0%
        # (49.1-62.7%) over 200: the dice, not more search, decide between near-equal moves here.
        return {"hard": messages.Text("tsuro-seas-level-hard"), "expert": messages.Text("tsuro-seas-level-expert")}

    def goal_status(self, goal: Goal, progress: PuzzleProgress) -> bool | None:
        if goal.kind == goals.SURVIVE:
            return goals.survive_status(goal, progress)
        return super().goal_status(goal, progress)
