"""`qtgames tournament`, `ladder`, `bench` and `bench-hints`: AIs' matches and the engine's and
search's speed on the command line (`cli.py` registers the parsers through here and reads the
errors, `cli.CliError`, as the other commands do)."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from . import __version__, cli
from .engine.core.messages import say
from .terminal import unescaped


def register_matches(sub: Any) -> None:
    """`tournament` and `ladder`, added to `qtgames`' sub-commands."""
    from .engine.core import game_keys

    tour = sub.add_parser("tournament", help="play seeded AI matches with rotated seats and print win rates")
    tour.add_argument("--game", choices=game_keys(), required=True)
    tour.add_argument("--players", required=True, help="the line-up of AI kinds, e.g. hard,greedy")
    tour.add_argument("--games", type=int, default=100)
    tour.add_argument("--seed", type=int, default=1)
    tour.add_argument("--jobs", type=int, default=1,
                      help="parallel processes (default 1; at most the processor cores there are)")
    tour.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                      help="a rule option for every match, e.g. daikaiju=false (repeatable)")
    _cluster_argument(tour)
    tour.set_defaults(handler=_tournament)

    ladder = sub.add_parser("ladder", help="play each adjacent pair of AI levels (random < easy < greedy < normal "
                                           "< hard < expert) and print scores, decision times and ratings")
    ladder.add_argument("--game", choices=game_keys(), required=True)
    ladder.add_argument("--games", type=int, default=200, help="matches per pair (default 200)")
    ladder.add_argument("--jobs", type=int, default=1, help="parallel processes (default 1)")
    ladder.add_argument("--seed", type=int, default=1)
    ladder.add_argument("--min-counted", type=int, default=0, metavar="N",
                        help="with three or more seats, play a pair on until N of its games were won by one of "
                             "the two (at most 10 times --games)")
    _cluster_argument(ladder)
    ladder.set_defaults(handler=_ladder)


def register_bench(sub: Any) -> None:
    """`bench`, added to `qtgames`' sub-commands."""
    bench = sub.add_parser("bench", help="measure engine and search speed (random games/s, ISMCTS iterations/s)")
    bench.add_argument("--games", type=int, default=2000)
    bench.add_argument("--players", type=int, default=4)
    bench.add_argument("--iterations", type=int, default=3000, help="ISMCTS iterations to time")
    bench.set_defaults(handler=_bench)


def register_bench_hints(sub: Any) -> None:
    """`bench-hints`, added to `qtgames`' sub-commands."""
    from .engine.core import game_keys

    hints = sub.add_parser("bench-hints", help="time hints as the window asks them (a warmed-up AI worker process): "
                                               "mean and 95th percentile per game")
    hints.add_argument("--game", choices=game_keys(), action="append", help="a game to time (repeat; default all)")
    hints.add_argument("--players", type=int, help="seats per game (default each game's fewest)")
    hints.add_argument("--positions", type=int, default=40, help="hints per game (default 40)")
    hints.add_argument("--seed", type=int, default=1)
    hints.set_defaults(handler=_bench_hints)


def _cluster_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--cluster", metavar="ADDRESS",
                        help="play the matches on Dask instead of --jobs: local:N starts N worker processes here, "
                             "tcp://HOST:8786 joins a running scheduler (pip install 'qtgames[cluster]'; docs/ai.md)")


@contextmanager
def _on_cluster(address: str | None) -> Iterator[Any]:
    """The cluster `--cluster` names while the matches play, or None to play them by --jobs."""
    if address is None:
        yield None
        return
    from .engine.cluster import ClusterError, connect

    try:
        with connect(address) as cluster:
            print(f"Dask cluster {address}: {cluster.workers} workers", file=sys.stderr)
            yield cluster
    except ClusterError as exc:
        raise cli.CliError(str(exc)) from None


def _tournament(args: argparse.Namespace) -> int:
    from .engine.ai import AI_KINDS
    from .engine.core import get_game
    from .engine.tournament import run_tournament

    lineup = [k.strip() for k in args.players.split(",") if k.strip()]
    game = get_game(args.game)
    if any(k not in AI_KINDS for k in lineup):
        raise cli.CliError(f"--players: known AI kinds are {', '.join(AI_KINDS)}")
    if not game.min_players <= len(lineup) <= game.max_players:
        raise cli.CliError(f"--players: {game.title} takes {game.min_players}-{game.max_players} players")
    if not 1 <= args.games <= cli.MAX_GAMES or args.jobs < 1:
        raise cli.CliError(f"--games must be 1 to {cli.MAX_GAMES:,}, --jobs 1 or more")
    cli._check_seed("--seed", args.seed, args.games)
    options = cli._options(game, args.option)
    cli._warn_about_data(game)
    with _on_cluster(args.cluster) as cluster:
        standings = run_tournament(args.game, lineup, args.games, args.seed, args.jobs, options, cluster)
    changed = "".join(f", {pair}" for pair in args.option)
    print(say("cli-tournament", game=game.title, games=args.games, seed=args.seed, options=changed))
    print(f"  {say('cli-column-player'):10} {say('cli-column-score'):>7}  {say('cli-column-interval'):>15}  "
          f"{say('cli-column-decision'):>13}")
    for standing in standings:
        low, high = standing.interval()
        print(f"  {standing.kind:10} {standing.rate:7.1%}  {low:6.1%} – {high:6.1%}  "
              f"{standing.mean_decision * 1000:10.1f} ms")
    return 0


def _ladder(args: argparse.Namespace) -> int:
    from .engine.core import get_game
    from .engine.ladder import MAX_TOP_UP, THIRD_SEAT, ratings, run_ladder

    if not 1 <= args.games <= cli.MAX_GAMES or args.jobs < 1 or not 0 <= args.min_counted <= cli.MAX_GAMES:
        raise cli.CliError(f"--games must be 1 to {cli.MAX_GAMES:,}, --jobs 1 or more, --min-counted 0 to {cli.MAX_GAMES:,}")
    cli._check_seed("--seed", args.seed, args.games * MAX_TOP_UP)
    game = get_game(args.game)
    where = (say("cli-ladder-cluster", address=args.cluster) if args.cluster
             else say("cli-ladder-processes", jobs=args.jobs))
    print(say("cli-ladder", game=game.title, games=args.games, seed=args.seed, where=where))
    if args.min_counted:
        print("  " + say("cli-ladder-top-up", counted=args.min_counted, most=args.games * MAX_TOP_UP))
    if game.min_players > 2:
        print("  " + say("cli-ladder-third-seat", players=game.min_players, third=THIRD_SEAT))
    print(f"  {say('cli-column-pair'):18} {say('cli-column-upper-score'):>11}  {say('cli-column-interval'):>15}  "
          f"{say('cli-column-counted'):>13}  {say('cli-column-lower-times'):>17}  {say('cli-column-upper-times'):>17}  "
          + say("cli-column-times-note"), flush=True)
    started = time.perf_counter()
    with _on_cluster(args.cluster) as cluster:
        pairs = run_ladder(args.game, args.games, args.seed, args.jobs, progress=progress_bar,
                           min_counted=args.min_counted, finished=_ladder_row, cluster=cluster)
    print("  " + say("cli-ratings", lowest=pairs[0].lower, minutes=f"{(time.perf_counter() - started) / 60:.1f}"))
    for rating in ratings(pairs):
        print(f"    {rating.level:8} {rating.elo:+7.0f}  ({rating.low:+.0f} … {rating.high:+.0f})")
    return 0


def _ladder_row(pair: Any) -> None:
    """A pair's row of the ladder's table, printed as soon as the pair is done."""
    from .engine.ladder import mean, percentile

    low, high = pair.interval()
    times = [f"{mean(t):7.3f} / {percentile(t, 0.95):7.3f}" for t in (pair.lower_times, pair.upper_times)]
    if sys.stderr.isatty() and sys.stdout.isatty():
        unescaped(sys.stderr).write("\r\033[K")   # the progress bar's line, cleared for the row on the same screen
    print(f"  {say('cli-pair', upper=pair.upper, lower=pair.lower):18} {pair.score:11.1%}  {low:6.1%} – {high:6.1%}  "
          f"{f'{pair.counted}/{pair.games}':>13}  {times[0]:>17}  {times[1]:>17}", flush=True)


def progress_bar(done: int, total: int) -> None:
    """A bar on standard error, redrawn in place (a ladder takes minutes to hours)."""
    width = 40
    filled = width * done // total
    bar = unescaped(sys.stderr)   # redrawn in place: the carriage return is ours
    bar.write(f"\r[{'#' * filled}{'.' * (width - filled)}] " + say("cli-progress-matches", done=done, total=total))
    if done == total:
        bar.write("\n")
    bar.flush()


def _bench(args: argparse.Namespace) -> int:
    from .engine.bench import (
        REFERENCE_LOOPS,
        ismcts_iterations_per_second,
        level_iterations_per_second,
        random_games_per_second,
    )
    from .engine.build import engine_build
    from .engine.core import game_keys, get_game
    from .engine.ladder import SEARCH_LEVELS

    if not 1 <= args.games <= cli.MAX_GAMES or not 1 <= args.iterations <= cli.MAX_ITERATIONS or not 2 <= args.players <= 8:
        raise cli.CliError(f"--games must be 1 to {cli.MAX_GAMES:,}, --iterations 1 to {cli.MAX_ITERATIONS:,}, "
                       "--players 2-8")
    print(f"qtgames {__version__}, {engine_build().describe()}")
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
        for level in SEARCH_LEVELS:
            speed, iterations = level_iterations_per_second(key, players, level)
            print(f"{key}: {speed:,.0f} ISMCTS iterations/s as {level} plays it ({iterations:,} iterations, "
                  "cut-off rollouts, same position)")
    return 0


def _bench_hints(args: argparse.Namespace) -> int:
    from .engine.core import game_keys
    from .engine.hint_bench import bench_hints

    if not 1 <= args.positions <= cli.MAX_GAMES or (args.players is not None and not 2 <= args.players <= 8):
        raise cli.CliError(f"--positions must be 1 to {cli.MAX_GAMES:,}, --players 2-8")
    cli._check_seed("--seed", args.seed, args.positions)
    bench_hints(args.game or game_keys(), args.players, args.positions, args.seed)
    return 0
