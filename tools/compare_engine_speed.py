"""Engine speed against an older commit, side by side: random full games per CPU second.

    python tools/compare_engine_speed.py 6574752 [--rounds 3] [--players 4] [--instructions]

The older commit is checked out in a temporary git worktree; both engines play the same seeded
random games in fresh interpreters, alternately, round after round, and each round's ratio is
printed (on a shared machine the load moves between rounds, so compare within a round). Time is
the process's CPU time, after one warm-up game that loads the data files. `--instructions` also
counts the instructions one game costs under valgrind's cachegrind (imports and the warm-up
subtracted), a figure that does not move with the machine's load; it needs valgrind.

Never a test: timings depend on the machine (issue 23's targets are measured with this).
"""

from __future__ import annotations

import argparse
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
GAMES = {"entdecker": 200, "magellan": 500, "tsuro-seas": 2000}   # about a second of play each
_PLAY = """
import sys, time
from qtgames.engine.core import Rng, get_game
key, players, games = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = get_game(key); options = game.Options()
def play(seeds, rng):
    for seed in seeds:
        state = game.new_state(players, options, seed)
        while not game.is_terminal(state):
            game.apply(state, rng.choice(game.legal_actions(state)))
play([10**6], Rng(7))
start = time.process_time()
play(range(games), Rng(1))
print(games / max(time.process_time() - start, 1e-9))
"""


def games_per_second(source: Path, key: str, players: int, games: int) -> float:
    env = dict(os.environ, PYTHONPATH=str(source))
    out = subprocess.run([sys.executable, "-c", _PLAY, key, str(players), str(games)], env=env, check=True,
                         capture_output=True, text=True, cwd=tempfile.gettempdir()).stdout
    return float(out)


def instructions_per_game(source: Path, key: str, players: int, games: int) -> float:
    """Instructions of `games` games less those of none, per game (cachegrind)."""
    def count(n: int) -> int:
        env = dict(os.environ, PYTHONPATH=str(source))
        run = subprocess.run(["valgrind", "--tool=cachegrind", "--cache-sim=no", "--cachegrind-out-file=/dev/null",
                              sys.executable, "-c", _PLAY, key, str(players), str(n)], env=env, check=True,
                             capture_output=True, text=True, cwd=tempfile.gettempdir())
        found = re.search(r"I\s+refs:\s+([\d,]+)", run.stderr)
        assert found, run.stderr[-500:]
        return int(found.group(1).replace(",", ""))
    return (count(games) - count(0)) / games


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("base", help="the older commit (any git revision)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--instructions", action="store_true", help="also count instructions (valgrind)")
    args = parser.parse_args()
    if args.instructions and shutil.which("valgrind") is None:
        parser.error("--instructions needs valgrind")
    with tempfile.TemporaryDirectory() as scratch:
        base = Path(scratch) / "base"
        subprocess.run(["git", "-C", str(ROOT), "worktree", "add", "--detach", "-q", str(base), args.base], check=True)
        try:
            for key, games in GAMES.items():
                ratios = []
                for round_ in range(1, args.rounds + 1):
                    old = games_per_second(base, key, args.players, games)
                    new = games_per_second(ROOT, key, args.players, games)
                    ratios.append(new / old)
                    print(f"{key} round {round_}: {args.base} {old:,.1f} g/s, this tree {new:,.1f} g/s, "
                          f"{new / old:.2f}x", flush=True)
                print(f"{key}: median {statistics.median(ratios):.2f}x over {args.rounds} rounds")
                if args.instructions:
                    few = max(2, games // 20)
                    old = instructions_per_game(base, key, args.players, few)
                    new = instructions_per_game(ROOT, key, args.players, few)
                    print(f"{key}: {old / 1e6:.2f}M instructions a game at {args.base}, {new / 1e6:.2f}M now, "
                          f"{old / new:.2f}x")
        finally:
            subprocess.run(["git", "-C", str(ROOT), "worktree", "remove", "--force", str(base)], check=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
