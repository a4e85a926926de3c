"""Play a search level against a variant of itself: the experiments behind the level list.

    python tools/ai_variants.py GAME A B [--games 100] [--seed 1] [--first 0] [--jobs 1]

A and B are `LEVEL[:name=value...]`: a level of `engine/ai/levels.py` (`normal`, `hard`,
`expert`, or a simple one), changed by `iterations=N` (before the game's search effort),
`depth=N` (rollout decisions before the evaluation), `paired=0|1`, `flat=1` (no tree below the
root's moves: every iteration one more sampled world for one of them), `chance=1` (the cut-off
averages the evaluation over every outcome of the last rollout move's dice), `depth2=N` (a second
cut-off after N decisions, the two judgements averaged) and `weights=FILE` (the evaluation's
weights read from FILE, a `resources/<game>/evaluation.json` of another fit; a feature it lacks
weighs 0); `AiLimit` says what each does. Every search level plays without its time cap, so that its budget of iterations, not
the machine's load, decides (on an idle machine the caps never bind). The matches are `qtgames
tournament`'s: seeded, seats rotated. Prints A's score with Wilson's 95% interval and each side's
mean wall-clock seconds per decision. Nothing here is reachable from the app: the levels players
meet are `engine/ai/levels.py`'s.
"""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from dataclasses import replace
from pathlib import Path
from typing import Any

from qtgames.engine.ai import levels
from qtgames.engine.ai.evaluation import Weights, win_shares
from qtgames.engine.ai.ismcts import AiLimit, IsmctsPlayer
from qtgames.engine.core import get_game
from qtgames.engine.core.protocol import AnyGame
from qtgames.engine.tournament import Standing, play_matches


class WeighedGame:
    """The real rules, except that the evaluation uses other weights."""

    def __init__(self, game: AnyGame, weights: Weights, features: Any) -> None:
        self._game = game
        self._weights = weights
        self._features = features

    def __getattr__(self, name: str) -> Any:
        return getattr(self._game, name)

    def evaluate_all(self, state: Any) -> list[float]:
        if self._game.is_terminal(state):
            return self._game.scores(state)
        return win_shares(self._features(state), self._weights)

    def evaluate(self, state: Any, player: int) -> float:
        return self.evaluate_all(state)[player]


class VariantPlayer(IsmctsPlayer):
    def __init__(self, seed: int, limit: AiLimit, weights: Weights | None, features: Any) -> None:
        super().__init__(seed, limit)
        self.weights = weights
        self.features = features

    def choose(self, game: AnyGame, observation: Any) -> Any:
        if self.weights is not None:
            game = WeighedGame(game, self.weights, self.features)  # type: ignore[assignment]
        return super().choose(game, observation)


def register(game_key: str, spec: str) -> str:
    """Make `spec` an AI kind of its own (by that name) and return the name. A search level's time
    cap is lifted: on a machine shared with other work it binds long before the iterations run
    out and the level would not be itself (on a free machine it never binds)."""
    level, *changes = spec.split(":")
    base = levels.AI_KINDS[level].make(0)
    if not isinstance(base, IsmctsPlayer):
        if changes:
            raise SystemExit(f"{level} does not search: it takes no changes")
        return level
    limit = base.limit
    weights = None
    heuristics = importlib.import_module(f"qtgames.engine.{game_key.replace('-', '_')}.heuristics")
    for change in changes:
        name, _, value = change.partition("=")
        if name == "iterations":
            limit = replace(limit, iterations=int(value))
        elif name == "depth":
            limit = replace(limit, rollout_depth=int(value))
        elif name == "paired":
            limit = replace(limit, paired=value == "1")
        elif name == "flat":
            limit = replace(limit, flat=value == "1")
        elif name == "chance":
            limit = replace(limit, chance_leaf=value == "1")
        elif name == "depth2":
            limit = replace(limit, second_depth=int(value))
        elif name == "weights":
            kept = json.loads(Path(value).read_text(encoding="utf-8"))["weights"]
            names = heuristics.FEATURES
            weights = Weights(names, tuple(float(kept[n]["weight"]) if n in kept else 0.0 for n in names))
        else:
            raise SystemExit(f"unknown change {name!r} in {spec!r}")
    limit = replace(limit, time=None)
    # A Python subclass of the compiled engine's IsmctsPlayer cannot be made: without other
    # weights the level's own player plays, so the compiled engine runs the variants too.
    levels.AI_KINDS[spec] = levels.AiKind(spec, spec, spec, (lambda seed: IsmctsPlayer(seed, limit)) if weights is None
                                          else (lambda seed: VariantPlayer(seed, limit, weights, heuristics.features)))
    return spec


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("a")
    parser.add_argument("b")
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--first", type=int, default=0,
                        help="start at this match (the games of a longer run in pieces: match i is the same in both)")
    parser.add_argument("--jobs", type=int, default=1)
    args = parser.parse_args()
    get_game(args.game)
    lineup = (register(args.game, args.a), register(args.game, args.b))
    matches = [(args.game, lineup, args.seed + i, i, None) for i in range(args.first, args.first + args.games)]
    standings = [Standing(kind) for kind in lineup]
    for played, outcome in enumerate(play_matches(matches, args.jobs), start=1):
        for j, standing in enumerate(standings):
            standing.points += outcome.scores[j]
            standing.games += 1
            standing.seconds += outcome.decision_seconds[j]
            standing.decisions += outcome.decisions[j]
        # A running line per match, so a run stopped early still says what it played.
        print(f"  match {args.first + played - 1}: {outcome.scores[0]:.1f}, running {standings[0].points:.1f}"
              f"/{played}", file=sys.stderr, flush=True)
    first = standings[0]
    low, high = first.interval()
    print(f"{args.game}: {args.a} vs {args.b}, matches {args.first}-{args.first + args.games - 1}, seed {args.seed}: "
          f"{first.rate:.1%} ({low:.1%} – {high:.1%}), {first.points:.1f} points; seconds per decision "
          f"{first.mean_decision:.3f} / {standings[1].mean_decision:.3f}")


if __name__ == "__main__":
    main()
