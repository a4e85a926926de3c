"""The `qtgames` command: the GUI with no arguments, headless sub-commands otherwise.

Errors a user can cause (a bad file, an unknown player kind, an illegal action) print one line
and exit with status 2; with `--json` the error is JSON on standard output instead,
`{"error": {"rule", "message", "path"}}`, so a script always reads JSON. Nothing a user types or
loads ends in a traceback, nor does a reader that stops early (`qtgames ruling x.json | head -1`):
the command then ends quietly with status 1, as Python's documentation advises for a closed pipe.

Seats are numbered from 0 in files and in `--seat`; every sentence names them "Player 1" and on.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path
from typing import Any, NoReturn

from . import __version__

EXIT_USAGE = 2
EXIT_CLOSED_PIPE = 1


class CliError(Exception):
    """A problem with the user's input: one line for people, and for `--json` the rule it breaks
    (if one does), the sentence, and the path of what to fix (a field, `--action 2`)."""

    def __init__(self, line: str, *, rule: str | None = None, message: str | None = None,
                 path: str | None = None) -> None:
        super().__init__(line)
        self.rule = rule
        self.message = message if message is not None else line
        self.path = path

    def to_json(self) -> dict[str, Any]:
        return {"error": {"rule": self.rule, "message": self.message, "path": self.path}}


class _UsageError(Exception):
    """argparse's complaint about the command line, kept until `main` knows whether to say it as JSON
    (else it is said as argparse says it: the usage, the complaint, `SystemExit(2)`)."""

    def __init__(self, parser: argparse.ArgumentParser, message: str) -> None:
        super().__init__(message)
        self.parser = parser
        self.message = message


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        raise _UsageError(self, message)


def main(argv: list[str] | None = None) -> int:
    args_list = sys.argv[1:] if argv is None else argv
    try:
        try:
            return _main(args_list)
        finally:
            sys.stdout.flush()   # a closed pipe shows here at the latest, not at interpreter exit
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_CLOSED_PIPE


def _silence_stdout() -> None:
    """Point standard output at the null device, so Python's own flush at exit finds no closed pipe."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, sys.stdout.fileno())
    finally:
        os.close(null)


def _main(args_list: list[str]) -> int:
    if not args_list or args_list[0] == "gui":
        from .gui.app import run

        return run(args_list[1:])  # Qt's own options (-platform, -style) pass through
    parser = _parser()
    as_json = "--json" in args_list
    try:
        args = parser.parse_args(args_list)
        as_json = getattr(args, "json", False)
        if args.smoke:
            if hasattr(args, "handler"):
                parser.error("--smoke takes no command")
            from .gui.smoke import run_smoke

            return run_smoke()
        return int(args.handler(args))
    except _UsageError as exc:
        if as_json:
            return _json_error(CliError(exc.message))
        exc.parser.print_usage(sys.stderr)
        exc.parser.exit(EXIT_USAGE, f"{exc.parser.prog}: error: {exc.message}\n")   # as argparse itself does
    except CliError as exc:
        if as_json:
            return _json_error(exc)
        print(f"qtgames: error: {exc}", file=sys.stderr)
        return EXIT_USAGE


def _json_error(error: CliError) -> int:
    print(json.dumps(error.to_json(), indent=1, ensure_ascii=False))
    return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    from .engine.core import game_keys

    parser = _Parser(
        prog="qtgames",
        description="Tsuro of the Seas, Entdecker and Magellan with complete rules. "
                    "Run without arguments to open the app.")
    parser.add_argument("--version", action="version", version=f"qtgames {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="check that this installation runs: open the window offscreen, play a few AI "
                             "moves of each game, exit 0 (packaging/README.md)")
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    sub.add_parser("gui", help="open the app (the default); Qt options such as -platform pass through")

    play = sub.add_parser("play", help="play a headless match between AI players and print the result")
    play.add_argument("game", choices=game_keys())
    play.add_argument("--players", required=True, help="comma-separated AI kinds, e.g. random,greedy")
    play.add_argument("--seed", type=int, default=1, help="the match seed (default 1)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a rule option, e.g. daikaiju=false (repeatable)")
    play.add_argument("--record", type=Path, help="write the match record (JSON) to this file")
    play.add_argument("--log", action="store_true", help="print every event with its rule ID")
    play.set_defaults(handler=_play)

    replay = sub.add_parser("replay", help="replay a match record and print the final state and log")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the result as JSON")
    replay.set_defaults(handler=_replay)

    tour = sub.add_parser("tournament", help="play seeded AI matches with rotated seats and print win rates")
    tour.add_argument("--game", choices=game_keys(), default="tsuro-seas")
    tour.add_argument("--players", required=True, help="the line-up of AI kinds, e.g. hard,greedy")
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    tour.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a rule option for every match, e.g. daikaiju=false (repeatable)")
    tour.set_defaults(handler=_tournament)

    check = sub.add_parser("check", help="validate a scenario file and list every rule its position breaks")
    check.add_argument("file", type=Path)
    check.add_argument("--json", action="store_true", help="print the verdict as JSON")
    check.set_defaults(handler=_check)

    ruling = sub.add_parser("ruling", help="list a scenario's legal actions with the reasons the others are "
                                           "refused, or apply actions and print the events and what changed")
    ruling.add_argument("file", type=Path)
    ruling.add_argument("--action", action="append", default=[], metavar="ACTION",
                        help="an action as JSON (e.g. '{\"bid\": 5}') or the number of a legal action as "
                             "listed; repeat to apply several in turn")
    ruling.add_argument("--seat", type=int, metavar="N",
                        help="judge the actions for this seat (counted from 0, as in files: 0 is Player 1) "
                             "rather than for the player who decides")
    ruling.add_argument("--json", action="store_true",
                        help="print the result as JSON: who decides, the phase, the judged actions and, for "
                             "each --action, its events, the position after it and the legal actions then")
    ruling.set_defaults(handler=_ruling)

    bench = sub.add_parser("bench", help="measure engine and search speed (random games/s, ISMCTS iterations/s)")
    bench.add_argument("--games", type=int, default=2000)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--iterations", type=int, default=3000, help="ISMCTS iterations to time")
    bench.set_defaults(handler=_bench)
    return parser


def _options(game: Any, pairs: list[str]) -> Any:
    from .engine.core import FormatError

    values: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise CliError(f"--option {pair!r}: write NAME=VALUE")
        try:
            values[name] = json.loads(text)
        except json.JSONDecodeError:
            values[name] = text
    try:
        return game.Options.from_json(values, "--option")
    except FormatError as exc:
        raise CliError(str(exc)) from None


def _play(args: argparse.Namespace) -> int:
    from .engine.ai import AI_KINDS
    from .engine.ai.play import play_match
    from .engine.core import get_game
    from .storage import write_atomic

    game = get_game(args.game)
    kinds = [k.strip() for k in args.players.split(",") if k.strip()]
    unknown = [k for k in kinds if k not in AI_KINDS]
    if unknown:
        raise CliError(f"--players: unknown AI {unknown[0]!r}; known: {', '.join(AI_KINDS)}")
    if not game.min_players <= len(kinds) <= game.max_players:
        raise CliError(f"--players: {game.title} takes {game.min_players}-{game.max_players} players")
    if args.seed < 0:
        raise CliError("--seed must be 0 or more")
    result = play_match(game, kinds, _options(game, args.option), args.seed)
    if args.log:
        for event in result.events:
            print(event)
    _print_result(game, result.record.players, result.state)
    if args.record:
        try:
            write_atomic(args.record, result.record.dumps())
        except OSError as exc:
            raise CliError(f"--record: cannot write {args.record}: {exc.strerror}") from None
        print(f"Record written to {args.record}")
    return 0


def _print_result(game: Any, players: list[Any], state: Any) -> None:
    winners = game.winners(state)
    scores = game.scores(state)
    names = [f"{p.name} ({p.kind})" for p in players]
    print(f"{game.title}: {' and '.join(names[w] for w in winners) or 'nobody'} "
          f"win{'s' if len(winners) == 1 else ''}.")
    points = game.points(state)
    for seat, name in enumerate(names):
        shown = f"  {points[seat]:3d} points" if points is not None else ""
        print(f"  {name:32} score {scores[seat]:.2f}{shown}")


def _replay(args: argparse.Namespace) -> int:
    from .engine.core import FormatError
    from .engine.core.record import record_from_text, replay

    text = _read_text(args.file)
    try:
        record = record_from_text(text)
        result = replay(record)
    except FormatError as exc:
        raise _format_error(exc, args.file) from None
    game = record.rules
    log = result.log
    if args.json:
        print(json.dumps({
            "game": record.game, "winners": game.winners(result.state), "scores": game.scores(result.state),
            "over": game.is_terminal(result.state), "state": game.state_to_json(result.state),
            "events": [e.to_json() for e in log]}, indent=1))
        return 0
    for event in log:
        print(event)
    if game.is_terminal(result.state):
        _print_result(game, record.players, result.state)
    else:
        decision = game.decision(result.state)
        print(f"The game goes on: {record.players[decision.player].name} to decide ({decision.prompt})")
    return 0


def _read_text(file: Path) -> str:
    try:
        return file.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise CliError(f"{file}: cannot read: {getattr(exc, 'strerror', None) or exc}") from None


def _format_error(exc: Any, file: Path | None = None) -> CliError:
    """A value the format cannot hold: the field's path, and a rule when the message starts with
    one (a position that breaks a rule is refused as `TS-M1: …`)."""
    from .engine.core.rulebook import RULE_ID

    rule, sep, rest = exc.message.partition(": ")
    cited = bool(sep) and RULE_ID.fullmatch(rule) is not None
    return CliError(f"{file}: {exc}" if file else str(exc), rule=rule if cited else None,
                    message=rest if cited else exc.message, path=exc.path)


def _tournament(args: argparse.Namespace) -> int:
    from .engine.ai import AI_KINDS
    from .engine.core import get_game
    from .engine.tournament import run_tournament

    lineup = [k.strip() for k in args.players.split(",") if k.strip()]
    game = get_game(args.game)
    if any(k not in AI_KINDS for k in lineup):
        raise CliError(f"--players: known AI kinds are {', '.join(AI_KINDS)}")
    if not game.min_players <= len(lineup) <= game.max_players:
        raise CliError(f"--players: {game.title} takes {game.min_players}-{game.max_players} players")
    if args.games < 1 or args.jobs < 1 or args.seed < 0:
        raise CliError("--games and --jobs must be ≥ 1, --seed ≥ 0")
    options = _options(game, args.option)
    standings = run_tournament(args.game, lineup, args.games, args.seed, args.jobs, options)
    changed = "".join(f", {pair}" for pair in args.option)
    print(f"{game.title}: {args.games} games, seats rotated, seed {args.seed}{changed}")
    print(f"  {'player':10} {'score':>7}  {'95% interval':>15}  {'mean decision':>13}")
    for standing in standings:
        low, high = standing.interval()
        print(f"  {standing.kind:10} {standing.rate:7.1%}  {low:6.1%} – {high:6.1%}  "
              f"{standing.mean_decision * 1000:10.1f} ms")
    return 0


def _read_scenario(file: Path) -> Any:
    from .engine.core import FormatError
    from .engine.core.scenario import scenario_from_text

    text = _read_text(file)
    try:
        return scenario_from_text(text)
    except FormatError as exc:
        raise _format_error(exc, file) from None


def _check(args: argparse.Namespace) -> int:
    scenario = _read_scenario(args.file)
    rules = scenario.rules
    decision = None if scenario.problems else rules.decision(scenario.state())
    if args.json:
        print(json.dumps({"game": scenario.game, "valid": not scenario.problems,
                          "problems": [p.to_json() for p in scenario.problems],
                          "decision": _decision_json(decision)}, indent=1))
        return EXIT_USAGE if scenario.problems else 0
    for problem in scenario.problems:
        print(f"{args.file}: {problem}")
    if scenario.problems:
        count = len(scenario.problems)
        raise CliError(f"{args.file}: the position breaks {count} rule{'s' * (count > 1)} "
                       f"(first: {scenario.problems[0]})")
    turn = "the game is over" if decision is None else f"{_player(decision.player)} decides: {decision.prompt}"
    print(f"{args.file}: a valid {rules.title} position; {turn}")
    return 0


def _player(seat: int) -> str:
    from .engine.core.messages import player

    return player(seat)


def _decision_json(decision: Any) -> dict[str, Any] | None:
    """Who decides what, in JSON: the seat as files count it and the player as sentences name them."""
    if decision is None:
        return None
    return {"player": decision.player, "name": _player(decision.player), "kind": decision.kind,
            "rule": decision.rule, "prompt": decision.prompt}


def _ruling(args: argparse.Namespace) -> int:
    from .engine.core import FormatError, RuleViolation
    from .engine.core.ruling import apply_ruling

    scenario = _read_scenario(args.file)
    if scenario.problems:
        first = scenario.problems[0]
        raise CliError(f"{args.file}: the position breaks the rules ({first}); `qtgames check` lists every "
                       "problem", rule=first.rule, message=first.message, path=first.path)
    rules = scenario.rules
    state = scenario.state()
    if args.seat is not None and not 0 <= args.seat < rules.player_count(state):
        raise CliError(f"--seat {args.seat}: the position has {rules.player_count(state)} players, seats "
                       f"0-{rules.player_count(state) - 1}", path="--seat")
    steps = []
    for i, text in enumerate(args.action):
        where = f"--action {i + 1}"
        if rules.decision(state) is None:
            raise CliError(f"{where}: the game is already over", path=where)
        try:
            action = _parse_action(rules, state, text, where)
            step = apply_ruling(rules, state, action)
            state = rules.state_from_json(step.after, scenario.options, "position")
        except FormatError as exc:
            raise _format_error(exc) from None
        except RuleViolation as exc:
            raise CliError(f"{where}: illegal ({exc.rule}: {exc.message})", rule=exc.rule, message=exc.message,
                           path=where) from None
        steps.append((step, state))
    if args.json:
        print(json.dumps(_ruling_json(rules, scenario.game, steps, state, args.seat), indent=1, ensure_ascii=False))
        return 0
    for step, _ in steps:
        print(f"Action: {json.dumps(rules.action_to_json(step.action))}")
        for event in step.events:
            print(f"  {event}")
        print("  Changed:")
        for line in step.diff():
            print(f"    {line}")
    _print_verdicts(rules, state, args.seat)
    return 0


def _moment(rules: Any, state: Any) -> dict[str, Any]:
    """Who decides now and the game's phase (and Magellan's stage), as the position writes them."""
    position = rules.state_to_json(state)
    return {"decision": _decision_json(rules.decision(state)),
            **{key: position[key] for key in ("phase", "stage") if key in position}}


def _ruling_json(rules: Any, game: str, steps: list[tuple[Any, Any]], state: Any, seat: int | None) -> dict[str, Any]:
    """The steps, each with its events, the position after it and the legal actions then (a script
    applies the next one without writing a new file); then every candidate judged for `seat`."""
    from .engine.core.ruling import verdicts

    decision = rules.decision(state)
    judged = seat if seat is not None else (decision.player if decision is not None else None)
    result: dict[str, Any] = {"game": game, "steps": [
        {"action": rules.action_to_json(step.action), "events": [e.to_json() for e in step.events],
         "diff": step.diff(), "after": step.after, **_moment(rules, after),
         "legal_actions": [{"action": rules.action_to_json(a), "label": rules.describe_action(after, a)}
                           for a in rules.legal_actions(after)]}
        for step, after in steps]}
    result |= _moment(rules, state) | {"seat": judged,
                                       "actions": [v.to_json(rules) for v in verdicts(rules, state, seat)]}
    if steps:
        result["after"] = steps[-1][0].after
    return result


def _print_verdicts(rules: Any, state: Any, seat: int | None) -> None:
    from .engine.core.ruling import verdicts

    decision = rules.decision(state)
    if decision is None:
        print("The game is over: no actions.")
        return
    found = verdicts(rules, state, seat)
    if seat is not None and seat != decision.player:
        print(f"{_player(seat)} does not decide now: {_player(decision.player)} decides ({decision.rule}): "
              f"{decision.prompt}")
    else:
        print(f"{_player(decision.player)} decides ({decision.rule}): {decision.prompt}")
    legal = [v for v in found if v.legal]
    for number, verdict in enumerate(legal, 1):
        print(f"  {number:3}. {verdict.label:40} {json.dumps(rules.action_to_json(verdict.action))}")
    for verdict in found[len(legal):]:
        print(f"   no: {verdict.label:40} {verdict.rule}: {verdict.reason}")


def _parse_action(rules: Any, state: Any, text: str, where: str) -> Any:
    """An action from the command line: a number picks from the legal list, anything else is JSON."""
    from .engine.core import FormatError

    if text.strip().isdigit():
        legal = rules.legal_actions(state)
        number = int(text)
        if not 1 <= number <= len(legal):
            raise FormatError(where, f"there are {len(legal)} legal actions, not {number}")
        return legal[number - 1]
    try:
        data = json.loads(text)
    except json.JSONDecodeError:
        raise FormatError(where, "must be JSON such as {\"bid\": 5} or a number") from None
    return rules.action_from_json(data, where)


def _bench(args: argparse.Namespace) -> int:
    from .engine.bench import (
        REFERENCE_LOOPS,
        ismcts_iterations_per_second,
        random_games_per_second,
    )
    from .engine.core import game_keys, get_game

    if args.games < 1 or args.iterations < 1 or not 2 <= args.players <= 8:
        raise CliError("--games and --iterations must be ≥ 1, --players 2-8")
    for key in game_keys():
        game = get_game(key)
        # A count outside a game's range (Magellan needs 3) is brought to the nearest it takes.
        players = min(max(args.players, game.min_players), game.max_players)
        rate = random_games_per_second(key, players, args.games)
        print(f"{key}: {rate:,.0f} random full games/s ({players} players, default options, "
              f"legal moves only, engine API, one process, {args.games} games)")
        if key in REFERENCE_LOOPS:
            reference = REFERENCE_LOOPS[key](players, args.games)
            print(f"{key}: {reference:,.0f} games/s in a stripped-down reference loop: the engine "
                  f"costs {reference / rate:.1f}× for its generality")
        speed = ismcts_iterations_per_second(key, players, args.iterations)
        print(f"{key}: {speed:,.0f} ISMCTS iterations/s from a fixed mid-game position "
              f"({players} players, full rollouts, {args.iterations} iterations)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
