"""`qtgames analyse`, `review`, `check --puzzle`, `calibrate` and `bench-analysis`: the analysis on
the command line (`cli.py` registers the parsers and hands the parsed arguments here).

Errors a user can cause are `cli.CliError`s, said as the other commands say them (one line and
exit status 2, or JSON with `--json`); a review or a collection interrupted with Ctrl-C says that
nothing of it was kept (a collection keeps the matches it finished: the next run goes on).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from . import cli, match_cli
from .engine.core.messages import say

_SOURCE = "a scenario file, a ruling report's position, a position text (qtg1:…) or a match record"


def register(sub: Any) -> None:
    """The analysis commands' parsers, added to `qtgames`' sub-commands."""
    from .engine.core import game_keys

    analyse = sub.add_parser("analyse", help="every legal move of a position with its win chance, 95%% interval, "
                                             "likely continuation and the rules' facts (docs/analysis.md)")
    analyse.add_argument("file", metavar="FILE", help=_SOURCE)
    analyse.add_argument("--move", type=int, metavar="N", help="a match record's position after its first N moves "
                                                               "(default: its last position)")
    analyse.add_argument("--seat", type=int, metavar="S", help="the seat that must be deciding (counted from 0)")
    _analysis_options(analyse)
    analyse.add_argument("--laid-out", action="store_true",
                         help="a scenario as laid out, every hand and pile as written (the editor's view); by "
                              "default only what the deciding seat sees, the rest sampled")
    analyse.add_argument("--json", action="store_true", help="print the analysis as JSON")
    analyse.set_defaults(handler=run_analyse)

    review = sub.add_parser("review", help="a match's win chances move by move and each judged move's verdict "
                                           "(inaccuracy, mistake, blunder)")
    review.add_argument("file", metavar="RECORD", type=Path, help="a match record")
    _analysis_options(review, budget=6000)
    review.add_argument("--seat", type=int, action="append", metavar="S",
                        help="judge this seat's moves (repeatable; default: the people's, or every seat of an "
                             "AI-only match)")
    review.add_argument("--out", type=Path, metavar="REPORT.html", help="write the review as a page readable offline")
    review.add_argument("--save", action="store_true", help="keep the review in the record (saved atomically), "
                                                            "as the app does")
    review.add_argument("--json", action="store_true", help="print the review as JSON")
    review.set_defaults(handler=run_review)

    calibrate = sub.add_parser("calibrate", help="do the analysis's win chances mean what they say? Positions from "
                                                 "seeded AI matches against how often they were won, in ten bins")
    calibrate.add_argument("game", choices=game_keys())
    calibrate.add_argument("--matches", type=int, default=200, help="matches to play and analyse (default 200)")
    calibrate.add_argument("--first", type=int, default=0,
                           help="the first match's number, to split a run in chunks: give each chunk its own file "
                                "NAME-<first>.jsonl beside NAME.jsonl, and they are read together")
    calibrate.add_argument("--seed", type=int, default=1)
    calibrate.add_argument("--budget", type=int, default=6000, help="playouts per analysed position (default 6000)")
    calibrate.add_argument("--samples", type=Path, required=True, metavar="FILE.jsonl",
                           help="where the analysed positions go, one match a line; a rerun goes on from it")
    calibrate.add_argument("--svg", type=Path, metavar="FILE.svg", help="write the reliability diagram")
    calibrate.set_defaults(handler=run_calibrate)

    bench = sub.add_parser("bench-analysis", help="time the analysis against issue 33's targets: a decision's best "
                                                  "two moves to ±3 points, a 4-player match's review")
    bench.add_argument("--game", choices=game_keys(), action="append", help="the games to time (default: all)")
    bench.add_argument("--positions", type=int, default=10, help="decisions timed per game (default 10)")
    bench.add_argument("--reviews", type=int, default=1, help="4-player matches reviewed per game (default 1; 0: none)")
    bench.add_argument("--seed", type=int, default=1)
    bench.set_defaults(handler=run_bench)


def add_puzzle_options(check: argparse.ArgumentParser) -> None:
    """`check --puzzle`: the soundness of a puzzle, beside `check`'s own validation."""
    check.add_argument("--puzzle", action="store_true",
                       help="also check the puzzle's soundness: does its first move reach the goal against every "
                            "reply and roll, and which other first moves do (cooks)")
    check.add_argument("--deals", type=int, default=8, help="with --puzzle: deals of the cards the goal player cannot "
                                                            "see (default 8)")
    check.add_argument("--depth", type=int, help="with --puzzle: moves to look within (default: the solution's length)")
    check.add_argument("--laid-out", action="store_true",
                       help="with --puzzle: keep the hidden cards as laid out; only chance varies")


def _analysis_options(parser: argparse.ArgumentParser, budget: int = 20_000) -> None:
    parser.add_argument("--budget", type=int, default=budget, metavar="N",
                        help=f"the most playouts per position (default {budget:,}); it stops earlier once the best "
                             "two moves are known to ±3 points")
    parser.add_argument("--seed", type=int, default=0, help="the analysis's seed: a seed and a budget replay exactly")


def _limit(args: argparse.Namespace) -> Any:
    from .engine.ai.analysis import AnalysisLimit

    if not 1 <= args.budget <= cli.MAX_ITERATIONS:
        raise cli.CliError(f"--budget must be 1 to {cli.MAX_ITERATIONS:,}", path="--budget")
    cli._check_seed("--seed", args.seed)
    return AnalysisLimit(iterations=args.budget)


# ------------------------------------------------------------------ analyse


def run_analyse(args: argparse.Namespace) -> int:
    from .engine.ai.analysis import NothingToAnalyse, analyse

    limit = _limit(args)
    game, state, secret = _position(args)
    decision = game.decision(state)
    if decision is None:
        raise cli.CliError("the game is over: there is nothing to analyse", path="--move" if args.move else None)
    seat = int(decision.player)
    if args.seat is not None and args.seat != seat:
        raise cli.CliError(f"--seat {args.seat}: {cli._player(args.seat)} does not decide now, {cli._player(seat)} "
                           f"does ({decision.prompt}); the analysis judges the deciding player's moves", path="--seat")
    laid_out = bool(args.laid_out)
    if laid_out and secret:
        raise cli.CliError("--laid-out: a match with hidden hands still in play is analysed from the deciding "
                           "player's view only", path="--laid-out")
    position = state if laid_out else game.observation(state, seat)
    try:
        analysis = analyse(game, position, limit, args.seed, laid_out=laid_out, progress=_analysis_bar)
    except NothingToAnalyse as exc:
        raise cli.CliError(str(exc)) from None
    _clear_bar()
    if args.json:
        print(json.dumps(analysis.to_json(game), indent=1, ensure_ascii=False))
        return 0
    _print_analysis(game, analysis, decision.prompt)
    return 0


def _position(args: argparse.Namespace) -> tuple[Any, Any, bool]:
    """The rules, the position to analyse and whether hands are still secret (a record's unfinished match)."""
    record = cli._maybe_record(args.file)
    if record is not None:
        if record.data_differs:
            raise cli.CliError(f"{args.file}: {_data_differs(record)}", path="data")
        cli._warn_about_data(record.rules)
        state = cli._record_position(args.file, record, args.move)
        over = record.rules.is_terminal(cli._record_position(args.file, record, None))
        return record.rules, state, not over and record.rules.private_hands
    if args.move is not None:
        raise cli.CliError("--move: only a match record has moves; a scenario is one position", path="--move")
    label, scenario = cli._read_scenario(args.file)
    if scenario.problems:
        first = scenario.problems[0]
        raise cli.CliError(f"{label}: the position breaks the rules ({first}); `qtgames check` lists every problem",
                           rule=first.rule, message=first.message, path=first.path)
    return scenario.rules, scenario.state(), False


def _data_differs(record: Any) -> str:
    return (f"played with other {record.rules.title} component data than the data in force (an override, or "
            "another release): its positions would be judged by other numbers")


def _print_analysis(game: Any, analysis: Any, prompt: str) -> None:
    seat = analysis.seat
    print(say("cli-analysis-heading", player=cli._player(seat), prompt=prompt, legal=analysis.legal,
              laid_out=analysis.laid_out))
    if analysis.legal == 1:
        print(say("cli-analysis-one-move"))
    for c in analysis.candidates:
        facts = "".join(f"; {f.label[:1].lower()}{f.label[1:]} {_fact_value(f)}" for f in c.facts)
        print(f"  {c.rank:2}. {c.chance:6.1%}  ({c.low:5.1%} – {c.high:5.1%})  {c.label}{facts}")
        if c.line:
            steps = " → ".join((say("cli-labelled", label=cli._player(step.seat), text=step.label)
                                if step.seat == seat else step.label) + f" ({step.share:.0%})" for step in c.line)
            print("        " + say("cli-analysis-then", steps=steps))
    if analysis.left_out:
        print("  " + say("cli-analysis-left-out", count=len(analysis.left_out),
                         moves="; ".join(o.label for o in analysis.left_out)))
    stopped = say("cli-analysis-stopped", stopped=analysis.stopped, points=f"{analysis.limit.precision * 100:.0f}")
    calibrated = say("cli-analysis-chances", how="calibrated" if analysis.calibrated else "measured"
                     if analysis.measured else "raw")
    print(say("cli-analysis-summary", playouts=f"{analysis.playouts:,}", worlds=f"{analysis.worlds:,}",
              seconds=f"{analysis.seconds:.1f}", why=stopped, calibrated=calibrated, seed=analysis.seed))


def _fact_value(fact: Any) -> str:
    value = f"{fact.value:.1%}" if fact.percent else f"{fact.value:.1f}"
    return value if fact.exact else say("cli-analysis-mean", value=value)


def _analysis_bar(analysis: Any) -> None:
    if sys.stderr.isatty():
        sys.stderr.write("\r" + say("cli-analysis-progress", playouts=f"{analysis.playouts:,}"))
        sys.stderr.flush()


def _clear_bar() -> None:
    if sys.stderr.isatty():
        sys.stderr.write("\r\033[K")
        sys.stderr.flush()


# ------------------------------------------------------------------ review


def run_review(args: argparse.Namespace) -> int:
    from .engine.ai.reviewer import ReviewCancelled, ReviewRefused, review_match
    from .engine.core import FormatError
    from .engine.core.record import record_from_file

    limit = _limit(args)
    if args.out is not None and args.out.suffix.lower() not in (".html", ".htm"):
        raise cli.CliError(f"--out {args.out}: write the review as NAME.html", path="--out")
    try:
        record = record_from_file(args.file)
    except FormatError as exc:
        raise cli._format_error(exc, args.file) from None
    cli._warn_about_data(record.rules)
    players = len(record.players)
    if args.seat and any(not 0 <= s < players for s in args.seat):
        raise cli.CliError(f"--seat: the match has {players} players, seats 0-{players - 1}", path="--seat")
    try:
        review = review_match(record, limit, args.seed, args.seat, progress=_review_bar)
    except ReviewRefused as exc:
        raise cli.CliError(f"{args.file}: {exc}") from None
    except KeyboardInterrupt:
        _clear_bar()
        print("qtgames: the review was cancelled: nothing was kept", file=sys.stderr)
        raise
    except ReviewCancelled as exc:
        raise cli.CliError(str(exc)) from None
    _clear_bar()
    if args.out is not None:
        _write(args.out, _report_html(record, review))
    if args.save:
        record.review = review
        _write(args.file, record.dumps())
    if args.json:
        print(json.dumps(review.to_json(), indent=1, ensure_ascii=False))
        return 0
    _print_review(record, review)
    if args.out is not None:
        print(say("cli-review-written", file=args.out))
    if args.save:
        print(say("cli-review-kept", file=args.file))
    return 0


def _write(path: Path, text: str) -> None:
    from .storage import write_atomic

    try:
        write_atomic(path, text)
    except OSError as exc:
        raise cli.CliError(f"cannot write {path}: {exc.strerror or exc}", path=str(path)) from None


def _report_html(record: Any, review: Any) -> str:
    from .reports.review_html import review_page

    return review_page(record, review)


def _print_review(record: Any, review: Any) -> None:
    from .engine.core.review import GRADES

    names = [p.name for p in record.players]
    judged = ", ".join(names[s] for s in review.judged_seats)
    print(say("cli-review-heading", game=record.rules.title, moves=len(review.moves), judged=judged))
    for m in review.moves:
        chances = " ".join(f"{c:4.0%}" for c in m.chances)
        verdict = ""
        if m.judged and m.grade:
            verdict = "  " + say("cli-review-loss", grade=say("cli-review-grade", grade=m.grade), points=f"{m.loss * 100:.0f}",
                                 best=m.best_label, chance=f"{m.best_chance:.0%}")
        elif m.judged and m.best != m.action:
            verdict = "  " + say("cli-review-within", best=m.best_label, chance=f"{m.best_chance:.0%}")
        print(f"  {m.move + 1:3}. {names[m.seat][:12]:12} {m.label[:44]:44} [{chances}]{verdict}")
    if review.result is not None:
        print("  " + say("cli-review-result", shares=" ".join(f"{names[s]} {r:.0%}" for s, r in enumerate(review.result))))
    for seat in review.judged_seats:
        counts = [say("cli-review-count", grade=grade, count=sum(1 for m in review.moves if m.seat == seat and m.grade == grade))
                  for grade in GRADES]
        print("  " + say("cli-labelled", label=names[seat], text=", ".join(counts)))


def _review_bar(done: int, total: int, verdict: Any) -> None:
    if sys.stderr.isatty():
        width = 40
        filled = width * done // total
        sys.stderr.write(f"\r[{'#' * filled}{'.' * (width - filled)}] " + say("cli-progress-moves", done=done, total=total))
        sys.stderr.flush()


# ------------------------------------------------------------------ check --puzzle


def run_puzzle_check(args: argparse.Namespace, label: str, scenario: Any) -> int:
    """`check --puzzle`, after `check` found the position valid: the soundness verdict; exit 2 when
    the intended move does not hold or another first move also works."""
    from .engine.ai.puzzle_check import PuzzleRefused, check_puzzle

    if not 1 <= args.deals <= 1000 or (args.depth is not None and not 1 <= args.depth <= 50):
        raise cli.CliError("--deals must be 1 to 1,000 and --depth 1 to 50", path="--deals")
    try:
        found = check_puzzle(scenario, deals=args.deals, depth=args.depth, laid_out=args.laid_out)
    except PuzzleRefused as exc:
        raise cli.CliError(f"{label}: {exc}", path="goal") from None
    intended = found.intended_move
    sound = intended is not None and intended.works is True and not found.cooks
    if args.json:
        print(json.dumps({"game": scenario.game, "sound": sound, **found.to_json()}, indent=1, ensure_ascii=False))
        return 0 if sound else cli.EXIT_USAGE
    for line in found.sentences():
        print(say("cli-labelled", label=label, text=line) if not line.startswith("  ") else line)
    return 0 if sound else cli.EXIT_USAGE


# ------------------------------------------------------------------ calibrate


def run_calibrate(args: argparse.Namespace) -> int:
    from .engine.ai import reliability
    from .engine.ai.analysis import AnalysisLimit
    from .engine.ai.calibration import game_folder, shipped_calibration

    if not 1 <= args.matches <= cli.MAX_GAMES or not 0 <= args.first <= cli.MAX_GAMES:
        raise cli.CliError(f"--matches must be 1 to {cli.MAX_GAMES:,}, --first 0 or more")
    if not 1 <= args.budget <= cli.MAX_ITERATIONS:
        raise cli.CliError(f"--budget must be 1 to {cli.MAX_ITERATIONS:,}", path="--budget")
    cli._check_seed("--seed", args.seed, args.first + args.matches)
    limit = AnalysisLimit(iterations=args.budget)
    reliability.collect(args.game, args.matches, args.first, args.seed, args.samples, limit,
                        progress=match_cli.progress_bar)
    lines = reliability.read_lines(args.samples, reliability.basis(args.game, limit))
    found = reliability.points(lines)
    if not found:
        raise cli.CliError(f"{args.samples}: no analysed position yet")
    calibration = shipped_calibration(game_folder(args.game))
    deciding = [p for p in found if p.deciding]
    print(f"{args.game}: {len(lines)} matches, {len(deciding)} positions, {len(found)} seats still playing "
          f"(predictions {'with the shipped map' if calibration.fitted else 'raw: no map shipped'})")
    tables = []
    for title, chosen in (("the deciding seat", deciding), ("every seat still playing", found)):
        table = reliability.reliability(reliability.predicted(chosen, calibration), [p.result for p in chosen])
        tables.append((title, table))
        print(f"  {title}: expected calibration error {reliability.calibration_error(table):.3f}")
        print("    predicted      count   mean predicted   won")
        for b in table:
            print(f"    {b.low:4.0%} – {b.high:4.0%}  {b.count:7}   {b.predicted:14.1%}   {b.observed:5.1%}")
    if args.svg is not None:
        from .reports.reliability_svg import reliability_svg

        _write(args.svg, reliability_svg(args.game, tables))
        print(f"Diagram written to {args.svg}")
    return 0


# ------------------------------------------------------------------ bench-analysis


def run_bench(args: argparse.Namespace) -> int:
    from .engine.ai.analysis_bench import bench_decisions, bench_review
    from .engine.core import game_keys

    if not 1 <= args.positions <= 1000 or not 0 <= args.reviews <= 100:
        raise cli.CliError("--positions must be 1 to 1,000, --reviews 0 to 100")
    for key in args.game or game_keys():
        times = bench_decisions(key, args.positions, args.seed)
        within = sum(1 for t in times if t.precise)
        print(f"{key}: {len(times)} decisions, {min(t.moves for t in times)}-{max(t.moves for t in times)} moves "
              f"each; the best two known to ±3 points in {within}, after seconds median "
              f"{_median([t.refined for t in times]):.2f}, max {max(t.refined for t in times):.2f}; with the facts "
              f"median {_median([t.seconds for t in times]):.2f}, max {max(t.seconds for t in times):.2f}; "
              f"playouts median {_median([t.playouts for t in times]):,.0f}")
        for index in range(args.reviews):
            seconds, moves = bench_review(key, args.seed + index)
            print(f"{key}: a 4-player match's review, every seat judged: {moves} moves in {seconds:.1f} s")
    return 0


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[len(ordered) // 2] if ordered else 0.0
