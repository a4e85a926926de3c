"""A sampled mutation test of the engine's rule modules with cosmic-ray: how many single-line
faults the engine's tests notice, per game.

    pip install -e ".[test,mutation]"
    python tools/mutation_sample.py                       # 35 faults a game, seed 30
    python tools/mutation_sample.py --games magellan --per-game 10 --seed 1

For each game, cosmic-ray lists every fault its operators can make in the game's rule modules
(`MODULES`: the ones that decide, carry out and explain the rules), less those inside type
annotations (never evaluated: every module has `from __future__ import annotations`); a
seeded sample of them is run, the rest marked skipped. The sample depends only on the seed
and the engine's source, so a rerun after new tests measures the same faults.

Each fault is made in a scratch copy of the checkout (`scratch.py`) and judged by two pytest
runs, the second only if the first passes: the game's own tests and its conformance runs,
then the engine's shared tests (`tests/engine/core`, `tests/engine/ai`) but for the other
games' cases. Only non-`slow` tests run (`tests/property` is left out too: minutes per fault
on this machine), and both runs stop at the first failure. Every test has its own timeout
(`scratch.TEST_TIMEOUT`), and every process a memory cap and a low priority, so a fault that
loops for ever or grows without end is stopped by its test's timeout, well before cosmic-ray's
own cap (`FAULT_CAP`). A timeout counts as caught.

Printed: per game, caught, survived and the score (caught / (caught + survived)), then each
survivor's diff. The cosmic-ray sessions and the survivors stay in `--out` (default
`.scratch/mutation/`, git-ignored): `cosmic-ray apply`/`cr-report` read them.
"""

from __future__ import annotations

import argparse
import ast
import random
import shlex
import subprocess
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

# cosmic-ray ships no type information (no py.typed): mypy sees these as Any.
from cosmic_ray.config import serialize_config  # type: ignore[import-untyped]
from cosmic_ray.work_db import WorkDB, use_db  # type: ignore[import-untyped]
from cosmic_ray.work_item import TestOutcome, WorkerOutcome, WorkItem, WorkResult  # type: ignore[import-untyped]
from scratch import ROOT, TEST_TIMEOUT, environment, limited, scratch_copy

GAMES = {   # game key -> (package, a -k word picking its tests and conformance runs, the rule modules)
    "entdecker": ("entdecker", "entdecker",
                  ("rules", "moves", "refusals", "turn_end", "islands", "consequences", "validation")),
    "magellan": ("magellan", "magellan", ("rules", "moves", "refusals", "payments", "phase_end", "scoring", "gold",
                                          "validation", "candidates")),
    "tsuro-seas": ("tsuro_seas", "tsuro", ("rules", "wakes", "routes", "daikaiju", "validation")),
}
FAULT_CAP = 3600.0     # seconds for both pytest runs of one fault: a backstop the per-test timeout beats


def module_paths(game: str) -> list[str]:
    package, _, modules = GAMES[game]
    return [f"qtgames/engine/{package}/{module}.py" for module in modules]


def test_command(game: str) -> str:
    """The game's tests and its conformance runs, then, if they pass, the engine's shared tests
    (core, AI) as far as they concern this game: the other games' tests cannot run its code."""
    package, word, _ = GAMES[game]
    pytest = [sys.executable, "-m", "pytest", "-x", "-q", "-p", "no:cacheprovider", "-m", "not slow",
              f"--timeout={TEST_TIMEOUT}"]
    own = shlex.join([*pytest, "-k", word, f"tests/engine/{package}", "tests/engine/test_conformance.py"])
    others = " and ".join(f"not {other}" for key, (_, other, _) in GAMES.items() if key != game)
    shared = shlex.join([*pytest, "-k", others, "tests/engine/core", "tests/engine/ai"])
    return shlex.join(["sh", "-c", f"{own} && {shared}"])


def annotation_spans(path: Path) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) positions, (line, column), of every type annotation in a module."""
    spans = []
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        found: list[ast.expr | None] = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args
            every = [*arguments.posonlyargs, *arguments.args, *arguments.kwonlyargs, arguments.vararg, arguments.kwarg]
            found = [node.returns, *(a.annotation for a in every if a is not None)]
        elif isinstance(node, ast.AnnAssign):
            found = [node.annotation]
        spans += [((a.lineno, a.col_offset), (a.end_lineno or a.lineno, a.end_col_offset or 0))
                  for a in found if a is not None]
    return spans


def in_annotation(item: WorkItem, spans: dict[str, list[tuple[tuple[int, int], tuple[int, int]]]]) -> bool:
    mutation = item.mutations[0]
    start, end = tuple(mutation.start_pos), tuple(mutation.end_pos)
    return any(first <= start and end <= last for first, last in spans[str(mutation.module_path)])


Key = tuple[str, str, str, int, int]


def ranks(items: list[WorkItem]) -> dict[str, int]:
    """Each fault's place among those one operator makes at the same spot (a number becomes
    n + 1 and n - 1: two faults, one column)."""
    seen: Counter[tuple[str, str, tuple[int, int]]] = Counter()
    found = {}
    for item in sorted(items, key=lambda i: i.mutations[0].occurrence):
        mutation = item.mutations[0]
        spot = (str(mutation.module_path), mutation.operator_name, tuple(mutation.start_pos))
        found[item.job_id] = seen[spot]
        seen[spot] += 1
    return found


def fault_key(item: WorkItem, line: str, rank: int) -> Key:
    """A fault as a person finds it again after other lines moved: the file, the operator, the
    line it changes (its text), the column and its rank there."""
    mutation = item.mutations[0]
    return str(mutation.module_path), mutation.operator_name, line.rstrip("\n"), mutation.start_pos[1], rank


def keys_run(session: Path) -> list[tuple[Key, int]]:
    """The faults an earlier session ran, each with the line it was on (the changed line's text
    comes from each one's diff)."""
    with use_db(str(session), WorkDB.Mode.open) as db:
        rank = ranks(list(db.work_items))
        return [(fault_key(item, next(line[1:] for line in result.diff.splitlines()
                                      if line.startswith("-") and not line.startswith("---")), rank[item.job_id]),
                 item.mutations[0].start_pos[0])
                for item, result in db.completed_work_items if result.worker_outcome != WorkerOutcome.SKIPPED]


def found_again(candidates: list[WorkItem], copy: Path, like: list[tuple[Key, int]]) -> list[WorkItem]:
    """The candidates that are `like`'s faults: the same key, and where a line occurs twice in a
    file (the same text), the one nearest the earlier line."""
    lines = {name: (copy / name).read_text(encoding="utf-8").splitlines()
             for name in {str(item.mutations[0].module_path) for item in candidates}}
    rank = ranks(candidates)
    by_key: dict[Key, list[WorkItem]] = {}
    for item in candidates:
        mutation = item.mutations[0]
        key = fault_key(item, lines[str(mutation.module_path)][mutation.start_pos[0] - 1], rank[item.job_id])
        by_key.setdefault(key, []).append(item)
    kept = []
    for key, line in like:
        same = by_key.get(key, [])
        if same:
            kept.append(same.pop(min(range(len(same)), key=lambda i: abs(same[i].mutations[0].start_pos[0] - line))))
    return kept


def sample(db: WorkDB, copy: Path, count: int, seed: int, like: list[tuple[Key, int]] | None) -> tuple[int, int]:
    """Keep `count` faults, chosen by `seed` from those outside annotations, or those of `like`;
    mark the rest skipped. (faults kept, faults they were chosen from)"""
    items = sorted(db.pending_work_items, key=lambda i: (str(i.mutations[0].module_path),
                                                         i.mutations[0].operator_name, i.mutations[0].occurrence))
    names = {str(item.mutations[0].module_path) for item in items}
    spans = {name: annotation_spans(copy / name) for name in names}
    candidates = [item for item in items if not in_annotation(item, spans)]
    if like is None:
        kept = random.Random(seed).sample(candidates, min(count, len(candidates)))
    else:
        kept = found_again(candidates, copy, like)
    chosen = {item.job_id for item in kept}
    skipped = [item.job_id for item in items if item.job_id not in chosen]
    db.set_multiple_results(skipped, WorkResult(output="not in the sample", worker_outcome=WorkerOutcome.SKIPPED))
    return len(kept), len(candidates)


def cosmic_ray(copy: Path, *arguments: str) -> None:
    command = [str(Path(sys.executable).parent / "cosmic-ray"), *arguments]
    subprocess.run(command, cwd=copy, env=environment(copy), check=True, preexec_fn=limited)


def baseline(copy: Path, game: str) -> float:
    """The tests pass without a fault (else every fault would count as caught); their time."""
    started = time.monotonic()
    run = subprocess.run(shlex.split(test_command(game)), cwd=copy, env=environment(copy), capture_output=True,
                         text=True, preexec_fn=limited)
    if run.returncode:
        sys.exit(f"{game}: the tests fail without any fault:\n{run.stdout[-3000:]}")
    return time.monotonic() - started


def run_game(copy: Path, out: Path, game: str, count: int, seed: int,
             like: list[tuple[Key, int]] | None) -> tuple[Counter[str], list[str]]:
    config = {"module-path": module_paths(game), "timeout": FAULT_CAP, "excluded-modules": [],
              "test-command": test_command(game), "distributor": {"name": "local"}}
    config_file, session = copy / f"cosmic-ray-{game}.toml", out / f"{game}.sqlite"
    config_file.write_text(serialize_config(config), encoding="utf-8")
    session.unlink(missing_ok=True)
    print(f"{game}: tests without a fault pass in {baseline(copy, game):.0f} s", flush=True)
    cosmic_ray(copy, "init", str(config_file), str(session))
    with use_db(str(session)) as db:
        kept, possible = sample(db, copy, count, seed, like)
    chosen_by = f"seed {seed}" if like is None else f"those run before ({len(like) - kept} of them no longer in the source)"
    print(f"{game}: {kept} of {possible} faults outside annotations, {chosen_by}", flush=True)
    started = time.monotonic()
    cosmic_ray(copy, "exec", str(config_file), str(session))
    tally: Counter[str] = Counter()
    survivors = []
    with use_db(str(session), WorkDB.Mode.open) as db:
        for item, result in db.completed_work_items:
            verdict = _verdict(result)
            tally[verdict] += 1
            if verdict == "survived":
                mutation = item.mutations[0]
                survivors.append(f"{mutation.module_path}:{mutation.start_pos[0]} {mutation.operator_name} "
                                 f"#{mutation.occurrence}\n{result.diff}")
    print(f"{game}: {kept} faults run in {time.monotonic() - started:.0f} s", flush=True)
    (out / f"{game}-survivors.txt").write_text("\n".join(survivors), encoding="utf-8")
    return tally, survivors


def _verdict(result: WorkResult) -> str:
    if result.worker_outcome == WorkerOutcome.SKIPPED:
        return "not sampled"
    if result.worker_outcome != WorkerOutcome.NORMAL:
        return str(result.worker_outcome.value)      # no-test (nothing to change), exception, abnormal
    if result.test_outcome == TestOutcome.SURVIVED:
        return "survived"
    if result.test_outcome == TestOutcome.KILLED:
        timed_out = result.output == "timeout" or "+ Timeout +" in (result.output or "")   # the cap, or a test's own
        return "caught (timeout)" if timed_out else "caught"
    return str(result.test_outcome.value)            # incompetent


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", nargs="+", choices=sorted(GAMES), default=sorted(GAMES))
    parser.add_argument("--per-game", type=int, default=35)
    parser.add_argument("--seed", type=int, default=30)
    parser.add_argument("--out", type=Path, default=ROOT / ".scratch" / "mutation")
    parser.add_argument("--commit", help="test the engine and tests of this commit, not the checkout as it is")
    parser.add_argument("--like", type=Path, metavar="OUT",
                        help="run the faults an earlier run (its --out) ran, found again by their line and column")
    args = parser.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    lines = []
    with tempfile.TemporaryDirectory(prefix="mutation-sample-") as scratch:
        copy = Path(scratch)
        scratch_copy(copy, args.commit)
        for game in args.games:
            like = keys_run(args.like / f"{game}.sqlite") if args.like else None
            tally, survivors = run_game(copy, args.out.resolve(), game, args.per_game, args.seed, like)
            caught = tally["caught"] + tally["caught (timeout)"]
            judged = caught + tally["survived"]
            score = f"{caught / judged:.1%}" if judged else "-"
            others = ", ".join(f"{n} {k}" for k, n in sorted(tally.items())
                               if k not in ("caught", "caught (timeout)", "survived", "not sampled"))
            lines.append(f"{game}: {caught} of {judged} caught ({score}; {tally['caught (timeout)']} by a "
                         f"timeout){'; ' + others if others else ''}")
            for survivor in survivors:
                print(f"SURVIVED {survivor}")
    print("\n".join(lines))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
