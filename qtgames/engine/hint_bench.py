"""How long a player waits for a hint: `qtgames bench-hints`.

Each hint is asked the way the window asks it: the hint level's question for the seat to move
(`Session.ai_request(HINT_LEVEL)`, its observation only), sent to a worker process that was
started and warmed up before (`remote.warm_up`, as the window does when a game starts) and
answered by `remote.think`. A hint's time runs from sending the question to holding the answer,
the trip between the processes included. The positions are every real choice (more than one
legal action) of seeded games played by `greedy` seats, a few evenly spaced from each game so
that openings, middles and ends all count.

Times are wall-clock: they depend on the machine and on how busy it is, so they are printed with
the load average, never asserted (docs/ai.md keeps the measured ones).
"""

from __future__ import annotations

import multiprocessing
import os
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, replace

from .ai import remote
from .ai.levels import HINT_LEVEL, HINT_SECONDS
from .ai.play import decide
from .core import get_game
from .core.record import PlayerSeat
from .core.session import AiRequest, Session
from .ladder import mean, percentile

SEATS = "greedy"       # who plays the games the positions come from: quick, and plays like a person
PER_GAME = 5           # positions taken from each game


@dataclass(frozen=True, slots=True)
class HintTimes:
    """One game's hints, timed."""

    game: str
    players: int
    start: float
    """Seconds from starting the worker until it was ready: what a first hint would also wait
    for if the worker were started by the question."""
    seconds: list[float]
    """Each hint's wait, in the order asked."""

    @property
    def mean(self) -> float:
        return mean(self.seconds)

    @property
    def p95(self) -> float:
        return percentile(self.seconds, 0.95)

    @property
    def capped(self) -> int:
        """How many hints took the whole safety net: their search stopped before its budget, so
        they may differ from `hard`'s move."""
        return sum(seconds >= HINT_SECONDS for seconds in self.seconds)


def hint_questions(game_key: str, players: int, count: int, seed: int) -> list[AiRequest]:
    """`count` hint questions from the real choices of games seeded `seed`, `seed + 1`, …"""
    game = get_game(game_key)
    seats = [PlayerSeat(f"Player {seat + 1}", SEATS) for seat in range(players)]
    questions: list[AiRequest] = []
    match_seed = seed
    while len(questions) < count:
        session = Session.start(game_key, seats, game.Options(), match_seed)
        match_seed += 1
        choices: list[AiRequest] = []
        while (request := session.ai_request()) is not None:
            hint = session.ai_request(HINT_LEVEL)
            assert hint is not None
            if len(game.legal_actions(hint.observation)) > 1:
                choices.append(hint)
            session.play(decide(game, request))
        taken = min(PER_GAME, len(choices), count - len(questions))
        questions += [choices[index * len(choices) // taken] for index in range(taken)] if taken else []
    return questions


def time_hints(game_key: str, players: int, questions: list[AiRequest]) -> HintTimes:
    """Ask `questions` one after another of a fresh, warmed-up worker process, as the app does."""
    info = get_game(game_key).info
    context = multiprocessing.get_context("spawn")
    current = context.Value("q", 0, lock=False)
    started = time.perf_counter()
    with ProcessPoolExecutor(1, mp_context=context, initializer=remote.init_worker,
                             initargs=(current,)) as worker:
        worker.submit(remote.warm_up, info, replace(questions[0], kind=remote.WARM_UP_LEVEL)).result()
        ready = time.perf_counter() - started
        seconds = []
        for question in questions:
            asked = time.perf_counter()
            worker.submit(remote.think, info, question, 0).result()
            seconds.append(time.perf_counter() - asked)
    return HintTimes(game_key, players, ready, seconds)


def bench_hints(game_keys: list[str], players: int | None, positions: int, seed: int) -> list[HintTimes]:
    """Time `positions` hints in each game, printing each game's line as soon as it is done;
    `players` is brought into each game's range (None: the game's fewest)."""
    print(f"hints at the {HINT_LEVEL} level (hard's search, at most {HINT_SECONDS:g} s), {positions} positions per "
          f"game from {SEATS} games seeded {seed} on; one warmed-up worker process, wall-clock seconds; "
          f"load average {os.getloadavg()[0]:.2f}", flush=True)
    results = []
    for key in game_keys:
        game = get_game(key)
        count = game.min_players if players is None else min(max(players, game.min_players), game.max_players)
        timed = time_hints(key, count, hint_questions(key, count, positions, seed))
        results.append(timed)
        print(f"  {key:12} {count} players: mean {timed.mean:.3f} s, p95 {timed.p95:.3f} s, "
              f"longest {max(timed.seconds):.3f} s over {len(timed.seconds)} hints, {timed.capped} stopped at "
              f"{HINT_SECONDS:g} s (the worker took {timed.start:.2f} s to start and get ready)", flush=True)
    print(f"load average at the end {os.getloadavg()[0]:.2f}")
    return results
