"""Fit a game's evaluation weights to who won self-play games, and write them to
`resources/<game>/evaluation.json` (the file `qtgames.engine.ai.evaluation` reads).

    python tools/fit_evaluation.py GAME [--games 600] [--players 2] [--kind greedy] [--seed 1] [--every 3]
                                        [--games-file FILE] [--only NAME,NAME] [--dry-run] [--jobs 1]

Self-play: `--games` seeded matches of `--kind` against itself (with the evaluation shipped now:
refitting after a change of features starts from the hand-made weights the game's file keeps).
Every `--every`-th decision of a game becomes a sample: each seat's features (the game's
`heuristics.features`) and the seat's final result (1, or the share of a shared victory).
The model is a conditional logit (`evaluation.win_shares`), fitted by Newton's method on the
log-likelihood with a small ridge penalty. Every fifth game is held out: the file records the
held-out log loss of the fitted weights beside the hand-made ones', the ones shipped before
(on the same games: a new feature enters the file at weight 0, so that is today's evaluation)
and even odds', so a fit that does not generalise shows. Pure Python: a handful of weights needs
no numerical library.

`--games-file FILE` keeps the self-play games (seeds and moves, read back when the file exists:
several fits, and changed features, are compared on the same games without playing them again);
`--only` fits those features alone, the others held at 0 (what a smaller evaluation reaches on
the same data); `--dry-run` prints without writing; `--jobs` plays the games in processes.
"""

from __future__ import annotations

import argparse
import importlib
import json
import math
import multiprocessing
import time
from collections.abc import Sequence
from pathlib import Path
from typing import Any

from qtgames.engine.ai.evaluation import FILE_NAME, Weights, win_shares
from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game

RESOURCES = Path(__file__).resolve().parents[1] / "resources"
RIDGE = 1e-3      # keeps a feature that never varies from running off to infinity
HOLD_OUT = 5      # every fifth game is kept for judging the fit

Sample = tuple[list[list[float] | None], list[float]]   # features per seat, results per seat


Game = tuple[int, list[Any], list[float]]   # a self-play game: its seed, its actions (as JSON), the results


def self_play(key: str, games: int, players: int, kind: str, seed: int, jobs: int = 1) -> list[Game]:
    """`games` seeded matches of `kind` against itself: each game's seed, moves and results."""
    args = [(key, players, kind, seed + index) for index in range(games)]
    if jobs > 1:
        with multiprocessing.Pool(jobs) as pool:
            return pool.starmap(_one_game, args)
    return [_one_game(*a) for a in args]


def _one_game(key: str, players: int, kind: str, seed: int) -> Game:
    game = get_game(key)
    result = play_match(game, [kind] * players, game.Options(), seed)
    return seed, [game.action_to_json(a) for a in result.record.actions], game.scores(result.state)


def samples_of(key: str, players: int, played: Game, every: int) -> list[Sample]:
    """The game replayed: every `every`-th position before a decision, with every seat's features
    (the game's `heuristics.features` as the code computes them now) and the final results."""
    game = get_game(key)
    heuristics = importlib.import_module(f"qtgames.engine.{key.replace('-', '_')}.heuristics")
    seed, actions, results = played
    state = game.new_state(players, game.Options(), seed)
    out = []
    for index, action in enumerate(actions):
        if index % every == 0:
            out.append((heuristics.features(state), results))
        game.apply(state, game.action_from_json(action, f"actions[{index}]"))
    return out


def cached_self_play(path: Path | None, key: str, games: int, players: int, kind: str, seed: int,
                     jobs: int = 1) -> list[Game]:
    """`self_play`, kept in `path` (with what made it: a file made otherwise is refused). The games
    are kept rather than their features, so a change of features is refitted without replaying."""
    made = {"game": key, "games": games, "players": players, "kind": kind, "seed": seed}
    if path is not None and path.exists():
        kept = json.loads(path.read_text(encoding="utf-8"))
        if kept["made"] != made:
            raise SystemExit(f"{path} holds games made with {kept['made']}, not {made}")
        return [(seed, actions, results) for seed, actions, results in kept["games"]]
    started = time.perf_counter()
    out = self_play(key, games, players, kind, seed, jobs)
    print(f"self-play: {games} games in {time.perf_counter() - started:.0f} s")
    if path is not None:
        path.write_text(json.dumps({"made": made, "games": out}), encoding="utf-8")
    return out


def log_loss(samples: Sequence[Sample], weights: Weights) -> float:
    """Mean cross-entropy of the predicted win shares against the results."""
    total = 0.0
    for features, results in samples:
        shares = win_shares(features, weights)
        total -= sum(y * math.log(max(p, 1e-12)) for y, p in zip(results, shares, strict=True) if y > 0)
    return total / max(1, len(samples))


def objective(samples: Sequence[Sample], weights: Weights) -> float:
    """The penalised log-likelihood the fit maximises."""
    return -log_loss(samples, weights) * len(samples) - RIDGE / 2 * sum(w * w for w in weights.values)


def varying(samples: Sequence[Sample], k: int) -> list[bool]:
    """Which features ever differ between the seats of one position: only those can be fitted (a
    conditional logit sees differences), so the others keep their hand-made weights (a Magellan
    plunder field, say, that greedy self-play never reaches)."""
    seen = [False] * k
    for features, _ in samples:
        present = [x for x in features if x is not None]
        for i in range(k):
            seen[i] = seen[i] or any(x[i] != present[0][i] for x in present)
    return seen


def fit(samples: Sequence[Sample], names: tuple[str, ...], start: Sequence[float],
        held: Sequence[bool] = ()) -> Weights:
    """Maximum likelihood by Newton's method (gradient Σ (y − p)·x, Hessian −Σ Cov_p(x)) over the
    features that vary and are not `held` at their start, each step halved until the likelihood
    improves: a full step from far off can overshoot and diverge."""
    w = list(start)
    k = len(w)
    fitted = [free and not (held and held[i]) for i, free in enumerate(varying(samples, k))]
    for _ in range(50):
        grad = [-RIDGE * wi for wi in w]
        hess = [[RIDGE if i == j else 0.0 for j in range(k)] for i in range(k)]
        for features, results in samples:
            shares = win_shares(features, Weights(names, tuple(w)))
            present = [(x, p, y) for x, p, y in zip(features, shares, results, strict=True) if x is not None]
            mean_x = [sum(p * x[i] for x, p, _ in present) for i in range(k)]
            weight = sum(y for _, _, y in present)
            for x, p, y in present:
                for i in range(k):
                    grad[i] += (y - weight * p) * x[i]
                    for j in range(k):
                        hess[i][j] += weight * p * (x[i] - mean_x[i]) * (x[j] - mean_x[j])
        for i in range(k):
            if not fitted[i]:   # held at its start: no gradient, an identity row in the Hessian
                grad[i] = 0.0
                hess[i] = [1.0 if j == i else 0.0 for j in range(k)]
                for row in hess:
                    row[i] = 1.0 if row is hess[i] else 0.0
        step = _solve(hess, grad)
        now = objective(samples, Weights(names, tuple(w)))
        scale = 1.0
        while scale > 1e-6:
            trial = [wi + scale * si for wi, si in zip(w, step, strict=True)]
            if objective(samples, Weights(names, tuple(trial))) >= now:
                break
            scale /= 2
        else:
            break
        w = trial
        if max(abs(scale * si) for si in step) < 1e-7:
            break
    return Weights(names, tuple(w))


def _solve(matrix: list[list[float]], vector: list[float]) -> list[float]:
    """Gaussian elimination with partial pivoting (the Hessian is small and positive definite)."""
    n = len(vector)
    rows = [row[:] + [v] for row, v in zip(matrix, vector, strict=True)]
    for col in range(n):
        pivot = max(range(col, n), key=lambda r: abs(rows[r][col]))
        rows[col], rows[pivot] = rows[pivot], rows[col]
        for r in range(col + 1, n):
            factor = rows[r][col] / rows[col][col]
            rows[r] = [a - factor * b for a, b in zip(rows[r], rows[col], strict=True)]
    out = [0.0] * n
    for r in reversed(range(n)):
        out[r] = (rows[r][n] - sum(rows[r][c] * out[c] for c in range(r + 1, n))) / rows[r][r]
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("game")
    parser.add_argument("--games", type=int, default=600)
    parser.add_argument("--players", type=int, default=0, help="default: the fewest the game takes")
    parser.add_argument("--kind", default="greedy", help="the AI that plays itself")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=3, help="sample every n-th decision")
    parser.add_argument("--games-file", type=Path, help="keep the self-play games in this file (read if it exists)")
    parser.add_argument("--only", help="fit only these features (comma-separated), the others held at 0")
    parser.add_argument("--dry-run", action="store_true", help="print the fit, leave the file alone")
    parser.add_argument("--jobs", type=int, default=1, help="processes playing the self-play games")
    args = parser.parse_args()
    game = get_game(args.game)
    folder = args.game.replace("-", "_")
    heuristics = importlib.import_module(f"qtgames.engine.{folder}.heuristics")
    names: tuple[str, ...] = heuristics.FEATURES
    path = RESOURCES / folder / FILE_NAME
    shipped: dict[str, Any] = json.loads(path.read_text(encoding="utf-8"))
    hand_made = Weights(names, tuple(shipped["weights"][n]["hand_made"] for n in names))
    before = Weights(names, tuple(shipped["weights"][n]["weight"] for n in names))
    players = args.players or game.min_players
    played = cached_self_play(args.games_file, args.game, args.games, players, args.kind, args.seed, args.jobs)
    games = [samples_of(args.game, players, one, args.every) for one in played]
    train = [s for i, g in enumerate(games) if i % HOLD_OUT for s in g]
    test = [s for i, g in enumerate(games) if not i % HOLD_OUT for s in g]
    start = hand_made.values
    held: list[bool] = []
    if args.only:
        chosen = args.only.split(",")
        unknown = [n for n in chosen if n not in names]
        if unknown:
            raise SystemExit(f"--only names {unknown}; the features are {list(names)}")
        held = [n not in chosen for n in names]
        start = tuple(0.0 if hold else w for w, hold in zip(start, held, strict=True))
    fitted = fit(train, names, start, held)
    even = Weights(names, (0.0,) * len(names))
    report = {name: round(log_loss(test, w), 4) for name, w in (
        ("fitted", fitted), ("shipped_before", before), ("hand_made", hand_made), ("even_odds", even))}
    if args.dry_run:
        print(f"{args.game}: {len(train)} training and {len(test)} held-out positions; held-out log loss {report}")
        for name, value in zip(names, fitted.values, strict=True):
            print(f"  {name:16} {value:+.4f}")
        return
    shipped["fitted_on"] = {"self_play": args.kind, "players": players, "games": args.games, "seed": args.seed,
                            "every": args.every, "training_positions": len(train), "held_out_positions": len(test),
                            "held_out": f"every {HOLD_OUT}th game"}
    shipped["held_out_log_loss"] = report
    for name, value in zip(names, fitted.values, strict=True):
        shipped["weights"][name] = {"weight": round(value, 4), "hand_made": shipped["weights"][name]["hand_made"],
                                    "means": heuristics.FEATURE_MEANINGS[name]}
    path.write_text(json.dumps(shipped, indent=2, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"{args.game}: {len(train)} training and {len(test)} held-out positions; held-out log loss {report}")
    for name, value in zip(names, fitted.values, strict=True):
        print(f"  {name:14} {value:+.4f}  (hand-made {shipped['weights'][name]['hand_made']:+.4f})")


if __name__ == "__main__":
    main()
