"""Fit the analysis's calibration maps and write them to `resources/<game>/calibration.json`, with
their held-out error and the reliability diagrams for docs/analysis.md.

    nice -n 10 python tools/fit_calibration.py [GAME ...] [--matches 200] [--samples build/calibration]

For each game (default: all three) it plays and analyses `--matches` seeded AI matches
(`qtgames.engine.ai.reliability.collect`: resumable, one match a line in
`<samples>/<game>.jsonl`; a rerun after an interruption goes on where it stopped, and lines
analysed with other evaluation weights are redone, so after a refit of an evaluation the same
command recollects), then fits one monotone curve per player count on four matches of every
five in turn to judge it on the fifth (cross-validation: every position is predicted by a map that
never saw its match), writes the curves fitted on every match with the expected calibration error
before and after, and `docs/analysis/<game>-reliability.svg` (raw, and calibrated on matches the
map never saw). A map that does not beat the raw means on the matches it never saw is not
shipped (the file then holds no curves, and the analysis shows the raw means). Lower is better; issue 33
asks for at most 0.05 per game.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Callable
from pathlib import Path

from qtgames.engine.ai import reliability
from qtgames.engine.ai.calibration import FILE_NAME, game_folder
from qtgames.engine.core import game_keys
from qtgames.reports.reliability_svg import reliability_svg

ROOT = Path(__file__).resolve().parents[1]


def fit_game(key: str, matches: int, seed: int, samples: Path) -> None:
    path = samples / f"{key}.jsonl"
    limit = reliability.CALIBRATION_LIMIT
    reliability.collect(key, matches, 0, seed, path, limit, progress=_progress(key))
    lines = reliability.read_lines(path, reliability.basis(key, limit))
    found = reliability.points(lines)
    calibration = reliability.fit(found)
    held = reliability.held_out(found)
    report = {}
    tables = []
    for name, chosen in (("deciding", [i for i, p in enumerate(found) if p.deciding]),
                         ("every_seat", list(range(len(found))))):
        results = [found[i].result for i in chosen]
        before = reliability.reliability([found[i].raw for i in chosen], results)
        after = reliability.reliability([held[i] for i in chosen], results)
        errors = reliability.calibration_error(before), reliability.calibration_error(after)
        report[name] = {"points": len(chosen), "raw": round(errors[0], 4), "calibrated": round(errors[1], 4)}
        if name == "deciding":
            tables = [("raw", before), ("calibrated (held out)", after)]
        print(f"{key} ({name.replace('_', ' ')}, {len(chosen)} points): expected calibration error raw "
              f"{errors[0]:.3f}, calibrated on matches the map never saw {errors[1]:.3f}")
        for b in after:
            print(f"    {b.low:4.0%} – {b.high:4.0%}  {b.count:6}  predicted {b.predicted:6.1%}  won {b.observed:6.1%}")
    deciding = sum(1 for p in found if p.deciding)
    helps = report["deciding"]["calibrated"] < report["deciding"]["raw"]
    if not helps:
        print(f"{key}: the map does not beat the raw means on matches it never saw: none is shipped")
    data = {
        "about": "The analysis's calibration map (qtgames/engine/ai/calibration.py): per player count and role (the "
                 "deciding seat, every other seat), the raw mean result of a move's playouts (x) to the chance shown "
                 "(y), linear between the points. Written by tools/fit_calibration.py from seeded AI matches; "
                 "docs/analysis.md says how.",
        "curves": {str(players): {role: {"raw": list(curve.raw), "chance": list(curve.chance)}
                                  for (count, role), curve in calibration.curves.items() if count == players}
                   for players in sorted({count for count, _ in calibration.curves})} if helps else {},
        "fitted_on": {"matches": len(lines), "positions": deciding, "points": len(found), "seed": seed,
                      "players": reliability.CALIBRATION_PLAYERS,
                      "player_counts": sorted({count for count, _ in calibration.curves}),
                      "playouts_per_position": limit.iterations,
                      "judged_by": f"{reliability.HOLD_OUT}-fold cross-validation over the matches"},
        "calibration_error": report,
    }
    target = ROOT / "resources" / game_folder(key) / FILE_NAME
    target.write_text(json.dumps(data, indent=1) + "\n", encoding="utf-8")
    diagram = ROOT / "docs" / "analysis" / f"{key}-reliability.svg"
    diagram.parent.mkdir(exist_ok=True)
    diagram.write_text(reliability_svg(key, tables) + "\n", encoding="utf-8")
    print(f"{key}: wrote {target.relative_to(ROOT)} and {diagram.relative_to(ROOT)}")


def _progress(key: str) -> Callable[[int, int], None]:
    """A count of the matches done, redrawn in place on a terminal and said every tenth match otherwise."""
    def say(done: int, total: int) -> None:
        if sys.stdout.isatty():
            print(f"\r{key}: {done}/{total} matches", end="\n" if done == total else "", flush=True)
        elif done % 10 == 0 or done == total:
            print(f"{key}: {done}/{total} matches", flush=True)
    return say


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("games", nargs="*", metavar="GAME", help=f"default: all of {', '.join(game_keys())}")
    parser.add_argument("--matches", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--samples", type=Path, default=ROOT / "build" / "calibration")
    args = parser.parse_args()
    unknown = [key for key in args.games if key not in game_keys()]
    if unknown:
        parser.error(f"unknown game {unknown[0]!r}; known: {', '.join(game_keys())}")
    args.samples.mkdir(parents=True, exist_ok=True)
    for key in args.games or game_keys():
        fit_game(key, args.matches, args.seed, args.samples)


if __name__ == "__main__":
    main()
