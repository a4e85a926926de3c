"""The AI's view of one decision: every candidate move with its win chance, interval, rank, likely
continuation and the facts the rules make computable.

It sees one seat's observation (in the editor, the position as laid out) and nothing else. Each
round samples one world consistent with it (`determinize`: hidden hands, pile orders, the dice to
come) and one rollout seed, and plays every candidate still being refined in that same world with
that same seed (common random numbers, as the levels' paired search): a difference between two
moves is measured under the same luck. Below each candidate the search is the levels' ISMCTS
(`Ismcts.iterate`, rollouts cut after two decisions and judged by the game's evaluation), so the
tree under a move grows while it runs and its most visited line is the likely continuation.

A candidate's raw value is the mean of its playouts' results for the seat (the expected share of
the win: 1 for a win, 1/k for a victory shared by k, 0 for a loss); its 95% interval is the mean ±
1.96 standard errors, the variance counted with one pseudo-sample of the largest variance a
result in [0, 1] can have, so that a handful of equal results does not claim certainty. Raw
values and bounds go through the game's calibration map (`calibration.py`), so the chance shown
is how often such positions were won.

Rounds go first to every candidate (`WARM_UP` rounds), then only to those that could still be
among the best two (their interval reaches the second best's), and the analysis stops once the best
two (and any move it was asked to keep, such as the move played in a review) are known to within
`AnalysisLimit.precision`, raw and calibrated, and the best two are told apart at it (their
intervals apart, or their difference known to lie within it), or the budget of playouts is spent. Budgets count playouts, never
seconds, so a seed and a budget replay exactly; `seconds` is only a safety net, and a run it cuts
short says so (`stopped`). Anytime: `progress` receives a snapshot now and then, and `cancelled`
is polled every round.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from ..core import messages
from ..core.protocol import AnyGame, Fact
from ..core.rng import Rng
from .calibration import Calibration, game_folder, shipped_calibration
from .ismcts import AiLimit, Ismcts, Node

Z95 = 1.959964
WARM_UP = 8            # rounds every candidate gets before the rounds go to the best few
REFOCUS = 4            # rounds between two looks at which candidates are still in the running
FACT_WORLDS = 8        # sampled worlds the facts of a move are averaged over (Tsuro's risk is exact)
SCREEN_WORLDS = 4      # sampled worlds a move is judged in, one move ahead, when there are too many
LINE_DEPTH = 3         # decisions of the likely continuation after the move
LINE_TRIES = 16        # sampled worlds tried for one in which the whole line can be played and read
LINE_SHARE = 0.2       # a step of the line is chosen in at least this share of the worlds that reach it
REPORT_SECONDS = 0.25  # how often `progress` hears of the refining results
# Separate streams for what must not shift the playouts' worlds: facts, screening and labels.
_FACT_STREAM, _LABEL_STREAM = 0xFAC7_0000_0000, 0x1AB3_0000_0000


class NothingToAnalyse(ValueError):
    """The position has no decision to analyse (the game is over)."""


@dataclass(frozen=True, slots=True)
class AnalysisLimit:
    """How much the analysis may do; every count is in playouts, so a seed replays exactly."""

    iterations: int = 20_000
    """The most playouts (and moves judged one move ahead while screening) in all."""
    precision: float = 0.03
    """Stop once the best two moves' chances are known to ± this (half the 95% interval); 0 never stops early."""
    width: int = 12
    """The most moves refined by search; with more, the rest are judged one move ahead and left out."""
    seconds: float | None = None
    """A safety net only: stops early (the result then says `time`, and a rerun may differ)."""
    rollout_depth: int = 2
    apart: bool = True
    """Stop only once the best two are also told apart at the precision (a player choosing between
    them wants to know which is better); a review or the calibration, which read each move's own
    chance, need only that chance known to it."""


@dataclass(frozen=True, slots=True)
class LineStep:
    """One decision of the likely continuation: who decides, what, and how often the sampled worlds
    that reached this point chose it."""

    seat: int
    action: Any
    label: str
    share: float


@dataclass(frozen=True, slots=True)
class Candidate:
    """One legal move and what the analysis found it worth to the deciding seat."""

    action: Any
    label: str
    chance: float
    """The calibrated chance of winning after this move (with 3+ players: the expected share of the win)."""
    low: float
    high: float
    """The 95% interval of `chance`."""
    rank: int
    """1 for the best; moves with equal estimates get consecutive ranks in the order listed."""
    shares: tuple[float, ...]
    """Every seat's calibrated chance after this move, by seat (the review's lines per player)."""
    raw: float
    """The uncalibrated mean result of its playouts."""
    raw_shares: tuple[float, ...]
    """Every seat's uncalibrated mean (what the calibration is fitted on)."""
    playouts: int
    line: tuple[LineStep, ...]
    facts: tuple[Fact, ...]


@dataclass(frozen=True, slots=True)
class LeftOut:
    """A legal move not refined by search (more moves than `AnalysisLimit.width`): it looked worse
    one move ahead, by the game's evaluation averaged over a few sampled worlds (`screened`)."""

    action: Any
    label: str
    screened: float


@dataclass(frozen=True, slots=True)
class Analysis:
    """The analysis of one decision, best move first. While it runs, snapshots come with `stopped`
    set to "running"; the last one says why it stopped."""

    game: str
    seat: int
    players: int
    candidates: tuple[Candidate, ...]
    left_out: tuple[LeftOut, ...]
    playouts: int
    worlds: int
    seconds: float
    seed: int
    limit: AnalysisLimit
    stopped: str
    """"running", "precision" (known to the precision asked), "budget", "time" or "cancelled"."""
    laid_out: bool
    """True: everything as laid out but the dice (the editor); False: the seat's observation, the
    unknowns sampled afresh in every world."""
    calibrated: bool
    """The chances went through the game's calibration map."""
    legal: int
    """How many legal moves there are (examined and left out together)."""
    refined_seconds: float = 0.0
    """When the chances were refined (the facts are worked out after them: snapshots have none yet)."""
    measured: bool = False
    """The raw means were measured against results (docs/analysis.md), mapped or found good as they are."""

    @property
    def best(self) -> Candidate:
        return self.candidates[0]

    @property
    def finished(self) -> bool:
        return self.stopped != "running"

    def candidate(self, action: Any) -> Candidate | None:
        return next((c for c in self.candidates if c.action == action), None)

    def to_json(self, game: AnyGame) -> dict[str, Any]:
        """Everything a script or a saved file needs, actions in the game's JSON."""
        return {
            "game": self.game, "seat": self.seat, "players": self.players, "legal": self.legal,
            "playouts": self.playouts, "worlds": self.worlds, "seconds": round(self.seconds, 3),
            "seed": self.seed, "iterations": self.limit.iterations, "precision": self.limit.precision,
            "width": self.limit.width, "stopped": self.stopped, "laid_out": self.laid_out,
            "calibrated": self.calibrated, "measured": self.measured,
            "candidates": [{
                "action": game.action_to_json(c.action), "label": c.label, "rank": c.rank,
                "chance": round(c.chance, 4), "low": round(c.low, 4), "high": round(c.high, 4),
                "shares": [round(s, 4) for s in c.shares], "raw": round(c.raw, 4),
                "raw_shares": [round(s, 4) for s in c.raw_shares], "playouts": c.playouts,
                "line": [{"seat": s.seat, "action": game.action_to_json(s.action), "label": s.label,
                          "share": round(s.share, 3)} for s in c.line],
                "facts": [{"key": f.key, "label": f.label, "value": round(f.value, 4), "percent": f.percent,
                           "exact": f.exact} for f in c.facts],
            } for c in self.candidates],
            "left_out": [{"action": game.action_to_json(o.action), "label": o.label,
                          "screened": round(o.screened, 4)} for o in self.left_out],
        }


Progress = Callable[[Analysis], None]
Cancelled = Callable[[], bool]


def analyse(game: AnyGame, position: Any, limit: AnalysisLimit = AnalysisLimit(), seed: int = 0, *,
            laid_out: bool = False, only: Sequence[Any] | None = None, keep: Sequence[Any] = (),
            progress: Progress | None = None, cancelled: Cancelled | None = None, raw: bool = False,
            facts: bool = True) -> Analysis:
    """Analyse the decision pending in `position`: the deciding seat's observation (the unknowns are
    sampled in every world), or with `laid_out` a full position whose dice alone are unknown.

    `only` limits the analysis to these legal moves (a review values the move played); `keep`
    names moves refined to the same precision as the best two whatever their rank, and never left
    out. `raw` leaves the calibration map out, chances and the precision alike (what the map is fitted
    on must not depend on the map). `facts` False leaves the rules' facts out (a review and the
    calibration read only the chances). Raises `NothingToAnalyse` when the game is over."""
    return _Run(game, position, limit, seed, laid_out, only, keep, progress, cancelled, raw, facts).run()


class _Tally:
    """One candidate's playouts: the count, the sums of every seat's results, and the seat's squares."""

    __slots__ = ("count", "squares", "sums")

    def __init__(self, players: int) -> None:
        self.count = 0
        self.sums = [0.0] * players
        self.squares = 0.0

    def add(self, results: Sequence[float], seat: int) -> None:
        self.count += 1
        for i, value in enumerate(results):
            self.sums[i] += value
        self.squares += results[seat] * results[seat]

    def mean(self, seat: int) -> float:
        return self.sums[seat] / self.count if self.count else 0.0

    def half_width(self, seat: int) -> float:
        """1.96 standard errors of the mean, with one pseudo-sample of variance 1/4 (see the module)."""
        n = self.count
        if n == 0:
            return 0.5
        mean = self.sums[seat] / n
        spread = max(0.0, self.squares - n * mean * mean)
        return Z95 * math.sqrt((spread + 0.25) / (n * n))


@dataclass(slots=True)
class _Run:
    game: AnyGame
    position: Any
    limit: AnalysisLimit
    seed: int
    laid_out: bool
    only: Sequence[Any] | None
    keep: Sequence[Any]
    progress: Progress | None
    cancelled: Cancelled | None
    raw: bool
    with_facts: bool
    seat: int = 0
    players: int = 0
    examined: list[Any] = field(default_factory=list)
    left_out: list[LeftOut] = field(default_factory=list)
    tallies: dict[Any, _Tally] = field(default_factory=dict)
    facts: dict[Any, tuple[Fact, ...]] = field(default_factory=dict)
    labels: dict[Any, str] = field(default_factory=dict)
    root: Node = field(default_factory=lambda: Node(-1))
    playouts: int = 0
    worlds: int = 0
    started: float = 0.0
    refined: float = 0.0
    legal_count: int = 0
    calibration: Calibration = field(default_factory=lambda: Calibration({}))

    def run(self) -> Analysis:
        game = self.game
        decision = game.decision(self.position)
        if decision is None:
            raise NothingToAnalyse(messages.say("analysis-over"))
        self.started = time.perf_counter()
        self.seat = int(decision.player)
        self.players = game.player_count(self.position)
        self.calibration = Calibration({}) if self.raw else shipped_calibration(game_folder(game.key))
        legal = list(game.legal_actions(self.position))
        self.legal_count = len(legal)
        if self.only is not None:
            refused = [a for a in self.only if a not in legal]
            if refused:
                raise ValueError(f"not a legal move here: {refused[0]!r}")
            legal = list(dict.fromkeys(self.only))
        self.labels = {a: game.describe_action(self.position, a) for a in legal}
        aside = Rng(self.seed ^ _FACT_STREAM)
        self.examined = self._screen(legal, aside)
        self.tallies = {a: _Tally(self.players) for a in self.examined}
        stopped = self._refine(Rng(self.seed))
        self.refined = time.perf_counter() - self.started
        if stopped != "cancelled" and self.with_facts:
            self.facts = self._facts(aside)
        return self._snapshot(stopped)

    # ------------------------------------------------------------ worlds

    def _world(self, rng: Rng) -> Any:
        """A full state to play in: the observation's unknowns sampled, or the laid-out position
        with the dice to come rolled afresh."""
        if self.laid_out:
            world = self.position.clone()
            world.rng = Rng(rng.next_u64())
            return world
        return self.game.determinize(self.position, rng)

    def _screen(self, legal: list[Any], rng: Rng) -> list[Any]:
        """Progressive widening: with more moves than `width`, keep the best by the game's evaluation
        one move ahead in a few sampled worlds (and every move to keep); list the others as left out."""
        width = max(1, self.limit.width)
        if len(legal) <= width:
            return legal
        game = self.game
        totals = [0.0] * len(legal)
        # Screening takes at most half the budget: a Tsuro of the Seas elimination bonus may offer
        # tens of thousands of swaps.
        worlds = max(1, min(SCREEN_WORLDS, self.limit.iterations // (2 * len(legal))))
        for _ in range(worlds):
            world = self._world(rng)
            for i, action in enumerate(legal):
                after = world.clone()
                game.apply(after, action)
                totals[i] += game.evaluate(after, self.seat)
        self.playouts += worlds * len(legal)
        screened = {a: total / worlds for a, total in zip(legal, totals, strict=True)}
        order = sorted(range(len(legal)), key=lambda i: -totals[i])
        kept = {legal[i] for i in order[:width]} | set(self.keep)
        self.left_out = [LeftOut(legal[i], self.labels[legal[i]], screened[legal[i]])
                         for i in order if legal[i] not in kept]
        return [a for a in legal if a in kept]

    def _facts(self, rng: Rng) -> dict[Any, tuple[Fact, ...]]:
        game = self.game
        worlds = [self._world(rng) for _ in range(FACT_WORLDS)]
        facts: dict[Any, tuple[Fact, ...]] = {}
        for action in self.examined:
            afters = []
            for world in worlds:
                after = world.clone()
                game.apply(after, action)
                afters.append(after)
            facts[action] = tuple(game.action_facts(self.position, action, afters, self.seat))
        return facts

    # ------------------------------------------------------------ refining

    def _refine(self, rng: Rng) -> str:
        """Play rounds until the precision, the budget or the time is reached, or a cancel; returns which."""
        limit = self.limit
        search = Ismcts(self.game, AiLimit(iterations=1, rollout_depth=limit.rollout_depth))
        deadline = self.started + limit.seconds if limit.seconds is not None else math.inf
        reported = self.started
        active = list(self.examined)
        rounds = 0
        while True:
            if self.playouts + len(active) > limit.iterations and rounds:
                return "budget"
            if self.cancelled is not None and self.cancelled():
                return "cancelled"
            now = time.perf_counter()
            if now > deadline:
                return "time"
            world = self._world(rng)
            seed = rng.next_u64()
            for action in active:
                results = search.iterate(self.root, world.clone(), Rng(seed), first=action)
                self.tallies[action].add(results, self.seat)
            self.playouts += len(active)
            self.worlds += 1
            rounds += 1
            if rounds >= WARM_UP and rounds % REFOCUS == 0:
                ranked = sorted(self.examined, key=lambda a: -self.tallies[a].mean(self.seat))
                if self._precise(ranked):
                    return "precision"
                active = self._in_the_running(ranked)
            if self.progress is not None and now - reported > REPORT_SECONDS:
                reported = now
                self.progress(self._snapshot("running"))

    def _bounds(self, action: Any) -> tuple[float, float]:
        tally = self.tallies[action]
        mean, half = tally.mean(self.seat), tally.half_width(self.seat)
        return max(0.0, mean - half), min(1.0, mean + half)

    def _precise(self, ranked: list[Any]) -> bool:
        """Whether the best two and the moves to keep are known to the precision asked, both as
        measured (raw) and as shown (calibrated). The calibrated width alone is not enough: the map
        is nearly flat where the fitted bins pooled (Entdecker's three-player map climbs 0.7 points
        from raw 36% to 44%), so a raw interval of ±10 points would read as known to ±0.3 and the
        analysis would stop after its warm-up with every move shown alike."""
        precision = self.limit.precision
        if precision <= 0:
            return False
        curve = self.calibration.curve(self.players, deciding=True)
        watched = ranked[:2] + [a for a in self.keep if a in self.tallies]
        for action in watched:
            low, high = self._bounds(action)
            if max(high - low, curve(high) - curve(low)) / 2 > precision:
                return False
        return not self.limit.apart or len(ranked) < 2 or self._told_apart(ranked[0], ranked[1], precision)

    def _told_apart(self, best: Any, second: Any, precision: float) -> bool:
        """Whether the best two are told apart at the precision: their intervals do not overlap, or
        the 95% interval of their difference (its half-width the two half-widths' root sum of
        squares) lies within ± the precision: they are equal to that precision, and known to be.
        Eleven moves each known to ±3 points but not from each other used to stop an Entdecker
        analysis after 0.05 s, every move shown alike."""
        best_low, best_high = self._bounds(best)
        second_low, second_high = self._bounds(second)
        if best_low > second_high:
            return True
        gap = abs(self.tallies[best].mean(self.seat) - self.tallies[second].mean(self.seat))
        return gap + math.hypot((best_high - best_low) / 2, (second_high - second_low) / 2) <= precision

    def _in_the_running(self, ranked: list[Any]) -> list[Any]:
        """The best two, the moves to keep, and every move whose interval reaches the second best's."""
        if len(ranked) <= 2:
            return ranked
        floor = self._bounds(ranked[1])[0]
        wanted = set(ranked[:2]) | {a for a in self.keep if a in self.tallies}
        wanted |= {a for a in ranked[2:] if self._bounds(a)[1] >= floor}
        return [a for a in self.examined if a in wanted]

    # ------------------------------------------------------------ results

    def _snapshot(self, stopped: str) -> Analysis:
        seat = self.seat
        curves = [self.calibration.curve(self.players, s == seat) for s in range(self.players)]
        curve = curves[seat]
        rows = []
        for action in self.examined:
            tally = self.tallies[action]
            low, high = self._bounds(action)
            raw = tally.mean(seat)
            raws = tuple(tally.mean(s) for s in range(self.players))
            rows.append((action, raw, curve(raw), curve(low), curve(high), raws, tally.count))
        rows.sort(key=lambda row: -row[1])
        lines = _Lines(self)
        candidates = tuple(
            Candidate(action, self.labels[action], chance, low, high, rank,
                      tuple(c(r) for c, r in zip(curves, raws, strict=True)), raw, raws, count, lines.line(action),
                      self.facts.get(action, ()))
            for rank, (action, raw, chance, low, high, raws, count) in enumerate(rows, 1))
        seconds = time.perf_counter() - self.started
        return Analysis(self.game.key, seat, self.players, candidates, tuple(self.left_out), self.playouts,
                        self.worlds, seconds, self.seed, self.limit, stopped, self.laid_out, self.calibration.fitted,
                        self.legal_count, self.refined or seconds, self.calibration.measured)


class _Lines:
    """The likely continuation after each move: the most visited child at every level of its tree,
    while one stands out (`LINE_SHARE`), read in a sampled world where the whole line can be played
    (the same worlds for every move)."""

    def __init__(self, run: _Run) -> None:
        self.run = run
        rng = Rng(run.seed ^ _LABEL_STREAM)
        self.worlds = [run._world(rng) for _ in range(LINE_TRIES)]

    def line(self, action: Any) -> tuple[LineStep, ...]:
        node = self.run.root.children.get(action)
        path: list[tuple[Any, Node, float]] = []
        while node is not None and node.children and len(path) < LINE_DEPTH:
            total = sum(child.visits for child in node.children.values())
            step, child = max(node.children.items(), key=lambda item: item[1].visits)
            if not total or child.visits < LINE_SHARE * total:
                break   # no move stands out: an opponent's choice among tiles only they can see
            path.append((step, child, child.visits / total))
            node = child
        if not path:
            return ()
        best: tuple[LineStep, ...] = ()
        for world in self.worlds:
            read = self._read(world, action, path)
            if len(read) > len(best):
                best = read
            if len(best) == len(path):
                break
        return best

    def _read(self, world: Any, action: Any, path: list[tuple[Any, Node, float]]) -> tuple[LineStep, ...]:
        """The line's steps as far as they are legal in `world`: the seat's own moves by the game's
        label, the others' by the public log's first sentence about them (a label would speak of a
        hand the seat cannot see)."""
        game, seat = self.run.game, self.run.seat
        state = world.clone()
        game.apply(state, action)
        steps = []
        for step, child, share in path:
            if game.decision(state) is None or step not in game.legal_actions(state):
                break
            label = game.describe_action(state, step) if child.player == seat else ""
            events = game.apply(state, step)
            if child.player != seat:
                label = events[0].text if events else ""
            steps.append(LineStep(child.player, step, label, share))
        return tuple(steps)
