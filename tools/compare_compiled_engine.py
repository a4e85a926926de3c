"""The compiled engine against the pure one, side by side in one run: random full games and ISMCTS
iterations at `hard`'s settings, both per CPU second.

    python tools/compare_compiled_engine.py [--compiled DIR] [--rounds 3] [--players 4]

Without --compiled, a wheel of this checkout is built with QTGAMES_COMPILE=yes (mypyc; it needs a
C compiler, and mypy and setuptools in this environment) and unpacked into a temporary folder;
--compiled names a folder that already holds a compiled `qtgames` (an unpacked wheel, a
site-packages). The pure engine is this checkout's sources. Each round runs the pure engine and
then the compiled one in fresh interpreters, per game, and prints the round's ratio; the load
average is printed at the start and the end (on a shared machine compare within a round).
The search measure repeats `hard`'s decision at the fixed mid-game position of `qtgames bench`
with new seeds until about a second of CPU is spent, and divides the iterations by the CPU time.

Never a test: timings depend on the machine (issue 36's targets are measured with this).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
import zipfile
from pathlib import Path

from compare_engine_speed import GAMES, games_per_second

ROOT = Path(__file__).resolve().parent.parent
# Decisions of `hard` per measure: about a second of the pure engine's CPU each (an Entdecker
# decision searches a tenth of the others' budget, `search_effort`).
DECISIONS = {"entdecker": 30, "magellan": 3, "tsuro-seas": 4}
_SEARCH = """
import sys, time
from qtgames.engine.ai import make_player
from qtgames.engine.bench import mid_game_position
from qtgames.engine.core import get_game
key, players, decisions = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
game = get_game(key)
state = mid_game_position(key, players)
observation = game.observation(state, game.decision(state).player)
make_player("hard", 0).choose(game, observation)
iterations = 0
start = time.process_time()
for seed in range(1, decisions + 1):
    player = make_player("hard", seed)
    player.choose(game, observation)
    iterations += player.last.iterations
print(iterations / max(time.process_time() - start, 1e-9))
"""
_WHICH = "from qtgames.engine.build import engine_build; print(engine_build().kind)"


def python_in(source: Path, code: str, *args: str) -> str:
    env = dict(os.environ, PYTHONPATH=str(source))
    return subprocess.run([sys.executable, "-c", code, *args], env=env, check=True, capture_output=True,
                          text=True, cwd=tempfile.gettempdir()).stdout.strip()


def iterations_per_second(source: Path, key: str, players: int) -> float:
    return float(python_in(source, _SEARCH, key, str(players), str(DECISIONS[key])))


def build_compiled(into: Path) -> Path:
    """A compiled wheel of this checkout, unpacked into `into`; the folder to put on the path."""
    started = time.perf_counter()
    wheels = into / "wheel"
    subprocess.run([sys.executable, "-m", "pip", "wheel", "-q", "--no-deps", "--no-build-isolation", "-w",
                    str(wheels), str(ROOT)], env=dict(os.environ, QTGAMES_COMPILE="yes"), check=True)
    site = into / "site"
    with zipfile.ZipFile(next(wheels.glob("qtgames-*.whl"))) as wheel:
        wheel.extractall(site)
    print(f"compiled wheel built in {time.perf_counter() - started:.0f} s", flush=True)
    return site


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--compiled", type=Path, help="a folder holding a compiled qtgames (default: build one)")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--players", type=int, default=4)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        compiled = args.compiled.resolve() if args.compiled else build_compiled(Path(scratch))
        kinds = {python_in(ROOT, _WHICH), python_in(compiled, _WHICH)}
        if kinds != {"pure", "compiled"}:
            parser.error(f"expected a pure and a compiled engine, found {sorted(kinds)} ({compiled})")
        print(f"load average at the start: {os.getloadavg()[0]:.1f} (2 cores would be 2.0 busy)", flush=True)
        for label, measure in (("random full games", games_per_second), ("hard's ISMCTS iterations", None)):
            for key in sorted(GAMES):
                ratios = []
                for round_ in range(1, args.rounds + 1):
                    if measure is None:
                        pure = iterations_per_second(ROOT, key, args.players)
                        fast = iterations_per_second(compiled, key, args.players)
                    else:
                        pure = measure(ROOT, key, args.players, GAMES[key])
                        fast = measure(compiled, key, args.players, GAMES[key])
                    ratios.append(fast / pure)
                    print(f"{key} {label} round {round_}: pure {pure:,.1f}/s, compiled {fast:,.1f}/s, "
                          f"{fast / pure:.2f}x", flush=True)
                print(f"{key} {label}: median {statistics.median(ratios):.2f}x over {args.rounds} rounds "
                      f"(CPU seconds, {args.players} players)", flush=True)
        print(f"load average at the end: {os.getloadavg()[0]:.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
