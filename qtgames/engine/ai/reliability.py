"""Measuring whether the analysis's win chances mean what they say, and fitting the map that makes them.

Positions come from seeded AI matches (`CALIBRATION_PLAYERS` play every seat, the table size
rotating through the game's 2-4 player counts): a few decisions per match, spread evenly over
its real choices, are analysed from the deciding seat's observation, as the app would, and the
raw means of the move then played are kept for every seat, beside how the match ended. One match
is one line of a JSON Lines file, so a long collection can stop and go on where it stopped, or be
split into chunks (`--first`), and a rerun finds the matches already written.

The predicted chances are put in ten bins of width 0.1 and compared with how often they were won
(each seat's result: 1, a shared victory's share, or 0); the expected calibration error is the
bins' mean gap weighted by their size (Naeini, Cooper & Hauskrecht 2015). The map
(`calibration.py`) is fitted by isotonic regression; it is judged by five-fold cross-validation
over the matches (each match's positions predicted by a map fitted on the other four fifths), and
the map shipped is the one fitted on every match.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..core.registry import get_game
from ..core.shipped import shipped_path
from .analysis import AnalysisLimit, analyse
from .calibration import ROLES, Calibration, Curve, game_folder
from .evaluation import FILE_NAME as EVALUATION_FILE
from .play import play_match

CALIBRATION_PLAYERS = "normal"
POSITIONS_PER_MATCH = 12
# Magellan's matches are the slowest to play (normal AIs in three or four seats, a hundred decisions):
# each gives twice the positions, so 2,000 take half the matches.
POSITIONS_PER_MATCH_OF = {"magellan": 24}
HOLD_OUT = 5          # cross-validation folds: the matches alike modulo 5 are held out together
BINS = 10
FIT_BINS = 10         # quantile bins the isotonic fit starts from: a smooth curve of a few points
CALIBRATION_LIMIT = AnalysisLimit(iterations=6000, precision=0.03, apart=False)   # as the shipped maps were fitted


@dataclass(frozen=True, slots=True)
class Point:
    """One seat at one analysed position: the raw mean of the move played, and its result."""

    match: int
    players: int
    raw: float
    result: float
    deciding: bool


def player_counts(game_key: str) -> list[int]:
    game = get_game(game_key)
    return list(range(game.min_players, min(game.max_players, 4) + 1))


def basis(game_key: str, limit: AnalysisLimit) -> str:
    """What the raw means depend on: the game's evaluation weights and the analysis's budget. A line
    written on another basis (before a refit of the evaluation) is not counted, and is redone."""
    weights = shipped_path("resources", game_folder(game_key), EVALUATION_FILE).read_bytes()
    settings = f"{CALIBRATION_PLAYERS} {limit.iterations} {limit.precision} {limit.width} {limit.rollout_depth}"
    return hashlib.sha256(weights + settings.encode()).hexdigest()[:16]


def collect(game_key: str, matches: int, first: int, seed: int, path: Path, limit: AnalysisLimit = CALIBRATION_LIMIT,
            progress: Callable[[int, int], None] | None = None) -> None:
    """Play and analyse matches `first` … `first + matches - 1` (match i has seed `seed + i`),
    appending one line per match to `path`; matches already there or in a chunk file beside it
    (`chunk_files`) on the same basis are skipped."""
    key = basis(game_key, limit)
    done = {line["match"] for line in read_lines(path, key)}
    game = get_game(game_key)
    counts = player_counts(game_key)
    for index in range(first, first + matches):
        if index not in done:
            record = _analysed_match(game, index, counts[index % len(counts)], seed + index, limit) | {"basis": key}
            _end_line(path)
            with path.open("a", encoding="utf-8") as out:
                out.write(json.dumps(record) + "\n")
        if progress is not None:
            progress(index - first + 1, matches)


def _analysed_match(game: Any, index: int, players: int, seed: int, limit: AnalysisLimit) -> dict[str, Any]:
    result = play_match(game, [CALIBRATION_PLAYERS] * players, game.Options(), seed)
    steps = [(moves, step) for moves, step in enumerate(result.session.steps)
             if len(game.legal_actions(step.before)) > 1]
    wanted = POSITIONS_PER_MATCH_OF.get(game.key, POSITIONS_PER_MATCH)
    every = max(1, len(steps) // wanted)
    positions = []
    for moves, step in steps[::every][:wanted]:
        observation = game.observation(step.before, step.actor)
        analysis = analyse(game, observation, limit, seed=seed ^ moves, keep=[step.action], raw=True, facts=False)
        played = next(c for c in analysis.candidates if c.action == step.action)
        positions.append({"move": moves, "seat": step.actor, "raw": [round(x, 5) for x in played.raw_shares],
                          "legal": analysis.legal})
    return {"match": index, "seed": seed, "players": players, "scores": game.scores(result.state),
            "positions": positions}


def _end_line(path: Path) -> None:
    """A run stopped mid-line left a line without its end: end it, so the next line stands on its own
    (the cut one is skipped when read, and its match redone)."""
    if path.exists() and path.stat().st_size:
        with path.open("rb") as existing:
            existing.seek(-1, 2)
            last = existing.read(1)
        if last != b"\n":
            with path.open("a", encoding="utf-8") as out:
                out.write("\n")


def chunk_files(path: Path) -> list[Path]:
    """`path` and the chunks beside it (`NAME-<first>.jsonl` for `NAME.jsonl`): a long run split over
    several processes writes one file each, never two processes one file."""
    return [path, *sorted(path.parent.glob(f"{path.stem}-*{path.suffix}"))]


def read_lines(path: Path, key: str) -> list[dict[str, Any]]:
    """The matches written so far on basis `key`, in `path` and its chunks, each match once (a line
    cut off by a stopped run, or written on another basis, is left out, to be redone)."""
    lines: dict[int, dict[str, Any]] = {}
    for file in chunk_files(path):
        if not file.exists():
            continue
        for text in file.read_text(encoding="utf-8").splitlines():
            try:
                line = json.loads(text)
            except json.JSONDecodeError:
                continue
            if isinstance(line, dict) and line.get("basis") == key:
                lines.setdefault(line["match"], line)
    return [lines[match] for match in sorted(lines)]


def points(lines: Iterable[dict[str, Any]]) -> list[Point]:
    """Every seat still in the game at every analysed position: the deciding seat, and every other
    seat whose playouts did not all end at 0 (a ship already out, whose loss needs no chance)."""
    found = []
    for line in lines:
        for position in line["positions"]:
            for seat, raw in enumerate(position["raw"]):
                if raw == 0 and seat != position["seat"]:
                    continue
                found.append(Point(line["match"], line["players"], raw, line["scores"][seat],
                                   seat == position["seat"]))
    return found


@dataclass(frozen=True, slots=True)
class Bin:
    low: float
    high: float
    count: int
    predicted: float
    observed: float


def reliability(predicted: Sequence[float], results: Sequence[float], bins: int = BINS) -> list[Bin]:
    """Ten bins of predicted chance, each with its size, mean prediction and mean result."""
    sums = [[0, 0.0, 0.0] for _ in range(bins)]
    for p, y in zip(predicted, results, strict=True):
        row = sums[min(bins - 1, int(p * bins))]
        row[0] += 1
        row[1] += p
        row[2] += y
    return [Bin(i / bins, (i + 1) / bins, int(n), s / n if n else 0.0, o / n if n else 0.0)
            for i, (n, s, o) in enumerate(sums)]


def calibration_error(table: Sequence[Bin]) -> float:
    """Expected calibration error: the size-weighted mean gap between prediction and result."""
    total = sum(b.count for b in table)
    return sum(b.count * abs(b.predicted - b.observed) for b in table) / total if total else 0.0


def predicted(found: Sequence[Point], calibration: Calibration) -> list[float]:
    return [calibration.curve(p.players, p.deciding)(p.raw) for p in found]


def fit_curve(found: Sequence[Point]) -> Curve:
    """Isotonic regression of the results on the raw means (pool adjacent violators over
    `FIT_BINS` quantile bins), anchored at (0, 0) and (1, 1)."""
    ordered = sorted(found, key=lambda p: p.raw)
    size = max(1, len(ordered) // FIT_BINS)
    blocks: list[list[float]] = []   # [weight, sum of raw, sum of results]
    for start in range(0, len(ordered), size):
        chunk = ordered[start:start + size]
        blocks.append([float(len(chunk)), sum(p.raw for p in chunk), sum(p.result for p in chunk)])
        while len(blocks) > 1 and blocks[-2][2] / blocks[-2][0] >= blocks[-1][2] / blocks[-1][0]:
            weight, raw, result = blocks.pop()
            blocks[-1][0] += weight
            blocks[-1][1] += raw
            blocks[-1][2] += result
    xs = [0.0] + [raw / weight for weight, raw, _ in blocks] + [1.0]
    ys = [0.0] + [result / weight for weight, _, result in blocks] + [1.0]
    return Curve(tuple(round(x, 5) for x in xs), tuple(round(y, 5) for y in _rising(ys)))


def _rising(ys: list[float]) -> list[float]:
    """The anchors kept in order with the fitted points (a first block that won nothing stays at 0)."""
    out: list[float] = []
    for y in ys:
        out.append(max(y, out[-1]) if out else y)
    return out


def fit(found: Sequence[Point]) -> Calibration:
    """One curve per player count and role (`calibration.ROLES`), fitted on `found`."""
    groups = sorted({(p.players, p.deciding) for p in found})
    return Calibration({(players, ROLES[0] if deciding else ROLES[1]):
                        fit_curve([p for p in found if (p.players, p.deciding) == (players, deciding)])
                        for players, deciding in groups})


def held_out(found: Sequence[Point]) -> list[float]:
    """Every point's chance as a map fitted without its match would give it (five-fold cross-validation
    by match: the matches numbered alike modulo `HOLD_OUT` are held out together), so the table and
    the error judge the map on matches it never saw, all of them rather than a fifth."""
    chances = [0.0] * len(found)
    for fold in range(HOLD_OUT):
        calibration = fit([p for p in found if p.match % HOLD_OUT != fold])
        for i, p in enumerate(found):
            if p.match % HOLD_OUT == fold:
                chances[i] = calibration.curve(p.players, p.deciding)(p.raw)
    return chances
