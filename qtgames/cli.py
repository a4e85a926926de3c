"""The `qtgames` command: the GUI with no arguments (or with a file to open in it), headless
sub-commands otherwise.

Errors a user can cause (a bad file or argument, an unknown player kind, an illegal action) print
one line and exit with status 2; with `--json` the error is JSON on standard output instead,
`{"error": {"rule", "message", "path"}}`, so a script always reads JSON. Nothing a user types or
loads ends in a traceback. A reader that stops early (`qtgames ruling x.json | head -1`) ends the
command quietly with status 0: it had what it wanted; Ctrl-C ends it quietly with status 130, as a
shell reports an interrupted command. Files are written before anything is printed, so neither
loses a record. A component-data override that is refused is said on standard error, once per
game, and the shipped data is used.

Seats are numbered from 0 in files and in `--seat`; every sentence names them "Player 1" and on.
"""

from __future__ import annotations

import argparse
import json
import os
import re
import sys
from pathlib import Path
from typing import Any, NoReturn

from . import __version__
from .engine.core.messages import say
from .terminal import escaped_output, one_line, shown_path

EXIT_USAGE = 2
EXIT_CLOSED_PIPE = 0
EXIT_INTERRUPTED = 130   # 128 + SIGINT, what a shell reports for Ctrl-C
# `--action` is one action in JSON: a few hundred bytes; this is far above any.
MAX_ACTION_BYTES = 100_000
# Bounds on how much work a command line may ask for: far above any real use.
MAX_GAMES = 1_000_000
MAX_ITERATIONS = 10_000_000
_NUMBER = re.compile(r"[0-9]+")
_WHOLE = re.compile(r"-?[0-9]{1,18}")   # what int() may read of a typed option: no 4,300-digit strings
EXIT_CHANGED = 1   # `qtgames ruling REPORT`: the recorded answer no longer holds
_SOURCE_HELP = "a scenario file, a ruling report or a position text (qtg1:…)"


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
            with escaped_output():   # names and titles from shared files hold no terminal commands
                return _main(args_list)
        finally:
            sys.stdout.flush()   # a closed pipe shows here at the latest, not at interpreter exit
    except BrokenPipeError:
        _silence_stdout()
        return EXIT_CLOSED_PIPE
    except KeyboardInterrupt:
        _silence_stdout()   # what was printed half-way stays half-way: say nothing more
        return EXIT_INTERRUPTED


def _silence_stdout() -> None:
    """Point standard output at the null device, so Python's own flush at exit finds no closed pipe."""
    null = os.open(os.devnull, os.O_WRONLY)
    try:
        os.dup2(null, sys.stdout.fileno())
    finally:
        os.close(null)


def _main(args_list: list[str]) -> int:
    if not args_list or args_list[0] == "gui" or names_a_file(args_list[0]):
        from .engine.build import say_if_left_pure
        from .gui.app import run

        say_if_left_pure()

        # Qt's own options (-platform, -style) pass through, and the file to open (`qtgames FILE`).
        return run(args_list[1:] if args_list and args_list[0] == "gui" else args_list)
    parser = _parser()
    as_json = "--json" in args_list
    try:
        args = parser.parse_args(args_list)
        as_json = getattr(args, "json", False)
        _speak(as_json)
        if args.smoke:
            if hasattr(args, "handler"):
                parser.error("--smoke takes no command")
            from .gui.smoke import run_smoke

            return run_smoke()
        return int(args.handler(args))
    except _UsageError as exc:
        if as_json:
            return _json_error(CliError(exc.message))
        print(f"{exc.parser.prog}: error: {exc.message} (see {exc.parser.prog} --help)", file=sys.stderr)
        return EXIT_USAGE
    except CliError as exc:
        if as_json:
            return _json_error(exc)
        # What went to standard output first (check's problem lines) ends before the error starts:
        # a pipe buffers it, and a reader of both streams would see the lines out of order or run together.
        sys.stdout.flush()
        print(f"qtgames: error: {exc}", file=sys.stderr)
        return EXIT_USAGE


def names_a_file(arg: str) -> bool:
    """`qtgames FILE` (the desktop's double-click runs `qtgames %f`): an argument that names a
    file rather than a command — a path, or a name ending in .json (a missing one is said by the
    window, as File → Open says it)."""
    separators = [os.sep] + ([os.altsep] if os.altsep else [])
    return not arg.startswith("-") and (arg.endswith(".json") or any(sep in arg for sep in separators))


def _speak(as_json: bool) -> None:
    """The engine's sentences (the log, prompts, refusals, action labels) in the language
    QTGAMES_LANG names; JSON output and the files written stay English, for scripts."""
    from .engine.core import messages
    from .engine.core.registry import speak

    language = messages.requested_language()
    if language is not None and not as_json:
        speak(language)


def _json_error(error: CliError) -> int:
    print(json.dumps(error.to_json(), indent=1, ensure_ascii=False))
    return EXIT_USAGE


def _parser() -> argparse.ArgumentParser:
    from . import analysis_cli, match_cli
    from .engine.core import game_keys

    parser = _Parser(
        prog="qtgames",
        description="Tsuro of the Seas, Entdecker and Magellan with complete rules. "
                    "Run without arguments to open the app; `qtgames FILE` opens a saved match, a "
                    "scenario or puzzle, or a ruling report in it.")
    parser.add_argument("--version", action="version", version=f"qtgames {__version__}")
    parser.add_argument("--smoke", action="store_true",
                        help="check that this installation runs: open the window offscreen, play a few AI "
                             "moves of each game, exit 0 (packaging/README.md)")
    sub = parser.add_subparsers(title="commands", metavar="COMMAND")

    sub.add_parser("gui", help="open the app (the default); Qt options such as -platform pass through")

    play = sub.add_parser("play", help="play a headless match between AI players and print the result")
    play.add_argument("game", choices=game_keys())
    play.add_argument("--players", required=True, help="comma-separated AI kinds, e.g. random,greedy")
    play.add_argument("--seed", type=int, default=1, help="the match seed, 0 to 2^63-1 (default 1)")
    play.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a rule option, e.g. daikaiju=false (repeatable)")
    play.add_argument("--record", type=Path, help="write the match record (JSON) to this file")
    play.add_argument("--log", action="store_true", help="print every event with its rule ID")
    play.set_defaults(handler=_play)

    replay = sub.add_parser("replay", help="replay a match record and print the final state and log")
    replay.add_argument("file", type=Path)
    replay.add_argument("--json", action="store_true", help="print the result as JSON")
    replay.set_defaults(handler=_replay)

    match_cli.register_matches(sub)

    check = sub.add_parser("check", help="validate a scenario (a file, a ruling report's position or a qtg1: "
                                         "position text), list every rule it breaks and play a puzzle's solution")
    check.add_argument("file", metavar="SCENARIO", help=_SOURCE_HELP)
    check.add_argument("--json", action="store_true", help="print the verdict as JSON")
    check.set_defaults(handler=_check)
    analysis_cli.add_puzzle_options(check)

    ruling = sub.add_parser("ruling", help="list a scenario's legal actions with the reasons the others are "
                                           "refused, or apply actions and print the events and what changed; "
                                           "given a ruling report, say whether its answer still holds")
    ruling.add_argument("file", metavar="SCENARIO", help=_SOURCE_HELP + "; a ruling report is re-judged (exit 0: "
                                                          "still holds, 1: changed) unless --action or --seat is given")
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

    position = sub.add_parser("position", help="print a scenario as JSON, or with --text as a qtg1: position "
                                               "text to paste anywhere")
    position.add_argument("file", metavar="SCENARIO", help=_SOURCE_HELP)
    position.add_argument("--text", action="store_true", help="print the position text (qtg1:…) instead of JSON")
    position.set_defaults(handler=_position)

    image = sub.add_parser("image", help="draw the board of a scenario or a match record into a PNG or SVG file")
    image.add_argument("file", metavar="SCENARIO_OR_RECORD",
                       help=_SOURCE_HELP + "; or a match record (its final position, or --move N)")
    image.add_argument("--out", required=True, type=Path, help="the picture to write: NAME.png or NAME.svg")
    image.add_argument("--move", type=int, metavar="N", help="a record's position after its first N moves")
    image.add_argument("--caption", default="", help="a line of text under the board")
    image.set_defaults(handler=_image)

    match_cli.register_bench(sub)
    analysis_cli.register(sub)
    match_cli.register_bench_hints(sub)
    return parser


def _options(game: Any, pairs: list[str]) -> Any:
    from .engine.core import FormatError

    declared = {info.name: info for info in game.Options.describe()}
    values: dict[str, Any] = {}
    for pair in pairs:
        name, sep, text = pair.partition("=")
        if not sep:
            raise CliError(f"--option {pair!r}: write NAME=VALUE")
        values[name] = _option_value(declared.get(name), text.strip())
    try:
        return game.Options.from_json(values, "--option")
    except FormatError as exc:
        raise CliError(str(exc)) from None


def _option_value(info: Any, text: str) -> Any:
    """A value typed after `NAME=` as the option declares it: true/false, a whole number, or text
    (a choice such as `12` is the text "12"); anything else is left as typed for the options'
    own check to refuse in words."""
    default = None if info is None else info.default
    if isinstance(default, bool):
        return {"true": True, "false": False}.get(text.lower(), text)
    if isinstance(default, int) and _WHOLE.fullmatch(text):
        return int(text)
    return text


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
    _check_seed("--seed", args.seed)
    options = _options(game, args.option)
    _warn_about_data(game)
    result = play_match(game, kinds, options, args.seed)
    if args.record:   # before a line is printed: a reader that stops early must not cost the record
        try:
            write_atomic(args.record, result.record.dumps())
        except OSError as exc:
            raise CliError(f"--record: cannot write {args.record}: {exc.strerror}") from None
    if args.log:
        for event in result.events:
            print(event)
    _print_result(game, result.record.players, result.state)
    if args.record:
        print(say("cli-record-written", file=args.record))
    return 0


def _check_seed(flag: str, seed: int, games: int = 1) -> None:
    """Seeds are what a match record holds (0 to 2^63-1), for every match a command plays."""
    from .engine.core.record import MAX_SEED

    if not 0 <= seed <= MAX_SEED - (games - 1):
        last = "" if games == 1 else f" (and {flag} + --games - 1)"
        raise CliError(f"{flag} must be 0 to 2^63-1{last}, as match records hold them", path=flag)


def _warn_about_data(game: Any) -> None:
    """Say that the user's override of the game's component data was refused, and why."""
    problem = game.data_in_force().problem
    if problem:
        print(f"qtgames: warning: {problem}; the shipped {game.title} data is used", file=sys.stderr)


def _print_result(game: Any, players: list[Any], state: Any) -> None:
    winners = game.winners(state)
    scores = game.scores(state)
    from .engine.core.messages import listed

    names = [f"{one_line(p.name)} ({p.kind})" for p in players]
    print(say("cli-winners", game=game.title, winners=listed(names[w] for w in winners), count=len(winners))
          if winners else say("cli-nobody-wins", game=game.title))
    points = game.points(state)
    for seat, name in enumerate(names):
        shown = "  " + say("cli-points", points=f"{points[seat]:3d}") if points is not None else ""
        print(f"  {name:32} " + say("cli-score", score=f"{scores[seat]:.2f}") + shown)


def _replay(args: argparse.Namespace) -> int:
    from .engine.core import FormatError
    from .engine.core.record import record_from_file, replay

    try:
        record = record_from_file(args.file)
        _warn_about_data(record.rules)
        result = replay(record)
    except FormatError as exc:
        raise _format_error(exc, args.file) from None
    game = record.rules
    log = result.log
    if record.data_differs:
        print(f"qtgames: note: {args.file} was played with other {game.title} component data than is in force "
              "now (an override, or another release); this replay may differ from the game as played",
              file=sys.stderr)
    if args.json:
        print(json.dumps({
            "game": record.game, "winners": game.winners(result.state), "scores": game.scores(result.state),
            "over": game.is_terminal(result.state), "state": game.state_to_json(result.state),
            "data_differs": record.data_differs, "events": [e.to_json() for e in log]}, indent=1))
        return 0
    for event in log:
        print(event)
    if game.is_terminal(result.state):
        _print_result(game, record.players, result.state)
    else:
        decision = game.decision(result.state)
        assert decision is not None   # a game that is not over has someone to decide
        print(say("cli-game-goes-on", player=one_line(record.players[decision.player].name), prompt=decision.prompt))
    return 0


def _format_error(exc: Any, file: str | Path | None = None) -> CliError:
    """A value the format cannot hold: the field's path, and a rule when the message starts with
    one (a position that breaks a rule is refused as `TS-M1: …`); `file` names where it was read
    (a path, or the start of a pasted position text)."""
    from .engine.core.rulebook import RULE_ID

    rule, sep, rest = exc.message.partition(": ")
    cited = bool(sep) and RULE_ID.fullmatch(rule) is not None
    return CliError(say("file-error-at", path=str(file), problem=exc) if file else str(exc), rule=rule if cited else None,

                    message=rest if cited else exc.message, path=exc.path or None)


def _read_document(source: str) -> tuple[str, Any]:
    """What a command was given in place of a scenario file: a scenario or a ruling report, from a
    file or a position text; with the name its error lines use (a text is shown by its start)."""
    from .engine.core import FormatError
    from .engine.core.position_text import is_position_text, read_position_text
    from .engine.core.ruling_report import document_from_file, document_from_json

    text = is_position_text(source)
    label = (source.strip()[:16] + "…") if text else source
    try:
        return label, document_from_json(read_position_text(source)) if text else document_from_file(Path(source))
    except FormatError as exc:
        raise _format_error(exc, label) from None


def _read_scenario(source: str) -> tuple[str, Any]:
    """The scenario a command works on: a report's is the position it asks about."""
    from .engine.core.ruling_report import RulingReport

    label, document = _read_document(source)
    scenario = document.scenario() if isinstance(document, RulingReport) else document
    _warn_about_data(scenario.rules)
    return label, scenario


def _check(args: argparse.Namespace) -> int:
    from .engine.core.puzzle import check_solution

    label, scenario = _read_scenario(args.file)
    if args.puzzle and not scenario.problems:
        from .analysis_cli import run_puzzle_check

        return run_puzzle_check(args, label, scenario)
    rules = scenario.rules
    decision = None if scenario.problems else rules.decision(scenario.state())
    solution = None if scenario.problems else check_solution(scenario)
    failed = bool(scenario.problems) or (solution is not None and not solution.reaches)
    if args.json:
        print(json.dumps({"game": scenario.game, "valid": not scenario.problems,
                          "problems": [p.to_json() for p in scenario.problems],
                          "decision": _decision_json(decision),
                          "solution": None if solution is None else solution.to_json()}, indent=1))
        return EXIT_USAGE if failed else 0
    for problem in scenario.problems:
        print(say("cli-labelled", label=label, text=problem))
    if scenario.problems:
        count = len(scenario.problems)
        raise CliError(f"{label}: the position breaks {count} rule{'s' * (count > 1)} "
                       f"(first: {scenario.problems[0]})")
    print(say("cli-valid-position-over", label=label, game=rules.title) if decision is None else
          say("cli-valid-position", label=label, game=rules.title, player=_player(decision.player), prompt=decision.prompt))
    if solution is not None and not solution.reaches:
        raise CliError(f"{label}: {solution}", path=f"goal.solution[{(solution.move or 1) - 1}]",
                       message=str(solution))
    if solution is not None:
        print(say("cli-labelled", label=label, text=say("puzzle-solution-reaches", moves=solution.moves)))
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
    from .engine.core.ruling_report import RulingReport

    label, document = _read_document(args.file)
    scenario = document.scenario() if isinstance(document, RulingReport) else document
    _warn_about_data(scenario.rules)
    if isinstance(document, RulingReport) and not args.action and args.seat is None:
        return _rejudge(label, document, args.json)
    if scenario.problems:
        first = scenario.problems[0]
        raise CliError(f"{label}: the position breaks the rules ({first}); `qtgames check` lists every "
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
        print(say("cli-action", action=json.dumps(rules.action_to_json(step.action))))
        for event in step.events:
            print(f"  {event}")
        print("  " + say("cli-changed"))
        for line in step.diff():
            print(f"    {line}")
    _print_verdicts(rules, state, args.seat)
    return 0


def _rejudge(label: str, report: Any, as_json: bool) -> int:
    """A ruling report judged again: "still holds" (exit 0) or "changed: now …" (exit 1)."""
    from .engine.core import FormatError
    from .engine.core.ruling_report import rejudge

    try:
        found = rejudge(report)
    except FormatError as exc:
        raise _format_error(exc, label) from None
    if as_json:
        print(json.dumps({"game": report.game, "title": report.title, "recorded": report.answer(),
                          **found.to_json()}, indent=1, ensure_ascii=False))
    elif found.holds:
        print(say("cli-report-holds", label=label, title=one_line(report.title or say("cli-recorded-answer")),
                  answer=one_line(report.answer())))
    else:
        print(say("cli-report-changed", label=label, now=one_line(found.now)))
        for line in found.details:
            print(f"  {one_line(line)}")
    return 0 if found.holds else EXIT_CHANGED


def _position(args: argparse.Namespace) -> int:
    from .engine.core.position_text import scenario_text

    _, scenario = _read_scenario(args.file)
    print(scenario_text(scenario) if args.text else scenario.dumps(), end="\n" if args.text else "")
    return 0


def _image(args: argparse.Namespace) -> int:
    """The board of a scenario, a report's position or a record's position drawn into a picture."""
    if args.out.suffix.lower() not in (".png", ".svg"):
        raise CliError(f"--out {args.out}: write the picture as NAME.png or NAME.svg", path="--out")
    record = _maybe_record(args.file)
    if record is not None:
        game_key, state = record.game, _record_position(args.file, record, args.move)
    else:
        if args.move is not None:
            raise CliError("--move: only a match record has moves; a scenario is one position", path="--move")
        label, scenario = _read_scenario(args.file)
        if scenario.problems:
            raise CliError(f"{label}: the position breaks the rules ({scenario.problems[0]}); `qtgames check` "
                           "lists every problem", path=scenario.problems[0].path)
        game_key, state = scenario.game, scenario.state()
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")   # a picture needs no screen
    from .gui.board_image import CaptionTooLong, write_board_image

    try:
        write_board_image(game_key, state, args.out, args.caption)
    except CaptionTooLong as exc:
        raise CliError(f"--caption: {exc}", path="--caption") from None
    except OSError as exc:
        raise CliError(f"--out: cannot write {shown_path(args.out)}: {exc.strerror or exc}", path="--out") from None
    print(say("cli-picture-written", file=shown_path(args.out)))
    return 0


def _maybe_record(source: str) -> Any:
    """The match record in `source`, or None when it holds something else (a scenario, a position text)."""
    from .engine.core import FormatError
    from .engine.core.jsonfile import read_json_file
    from .engine.core.position_text import is_position_text
    from .engine.core.record import MAX_RECORD_BYTES, RECORD_FORMAT, record_from_json

    if is_position_text(source):
        return None
    try:
        data = read_json_file(Path(source), MAX_RECORD_BYTES, "record")
        return record_from_json(data) if isinstance(data, dict) and data.get("format") == RECORD_FORMAT else None
    except FormatError as exc:
        raise _format_error(exc, source) from None


def _record_position(source: str, record: Any, move: int | None) -> Any:
    """A record's position after `move` actions (its last position when None)."""
    from .engine.core import FormatError
    from .engine.core.record import replay

    if move is not None and not 0 <= move <= len(record.actions):
        raise CliError(f"--move {move}: the record has {len(record.actions)} moves, so 0 to {len(record.actions)}",
                       path="--move")
    try:
        replayed = replay(record, keep_states=move is not None)
    except FormatError as exc:
        raise _format_error(exc, source) from None
    return replayed.state if move is None else replayed.states[move]


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
        print(say("cli-no-actions"))
        return
    found = verdicts(rules, state, seat)
    if seat is not None and seat != decision.player:
        print(say("cli-decides-instead", player=_player(seat), decider=_player(decision.player), rule=decision.rule,
                  prompt=decision.prompt))
    else:
        print(say("cli-decides", player=_player(decision.player), rule=decision.rule, prompt=decision.prompt))
    legal = [v for v in found if v.legal]
    for number, verdict in enumerate(legal, 1):
        print(f"  {number:3}. {verdict.label:40} {json.dumps(rules.action_to_json(verdict.action))}")
    for verdict in found[len(legal):]:
        print("   " + say("cli-refused", label=f"{verdict.label:40}", rule=verdict.rule, reason=verdict.reason))


def _parse_action(rules: Any, state: Any, text: str, where: str) -> Any:
    """An action from the command line: a number picks from the legal list, anything else is JSON."""
    from .engine.core import FormatError
    from .engine.core.jsonfile import parse_json_text
    from .engine.core.messages import Text

    digits = text.strip()

    if _NUMBER.fullmatch(digits):   # ASCII digits only: "²" is a digit to str.isdigit, not to int
        legal = rules.legal_actions(state)
        if len(digits) > 9 or not 1 <= int(digits) <= len(legal):
            raise FormatError(where, Text("cli-action-number", legal=len(legal), number=digits[:12]))
        return legal[int(digits) - 1]
    try:
        data = parse_json_text(text, MAX_ACTION_BYTES, "action")
    except FormatError as exc:
        raise FormatError(f"{where} {exc.path}".strip(), Text("cli-action-json", problem=exc.said)) from None
    return rules.action_from_json(data, where)


if __name__ == "__main__":
    sys.exit(main())
