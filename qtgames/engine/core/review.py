"""A match's review as a saved match keeps it: the win-chance series and each judged move's verdict.

The review is worked out by the analysis (`engine/ai/reviewer.py`); this is its data, so a match
record can carry it (`record.py`'s optional `review` field) and reopening a match shows it again
without recomputing. Like every file we read, it is validated with pydantic and refused with the
path of the bad field.

Grades follow lichess's post-game review: a move is judged by how many points of win chance it
gave away against the best move found (on lichess's −1…+1 scale of winning chances the steps are
0.1, 0.2 and 0.3, i.e. 5, 10 and 15 points on our 0-100% scale). With three or more players the
points are of the expected share of the win.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Literal

from pydantic import BaseModel, ConfigDict, Field

from .datafiles import validate
from .errors import FormatError
from .messages import Text

REVIEW_VERSION = 1
GRADES = ("inaccuracy", "mistake", "blunder")
THRESHOLDS = (0.05, 0.10, 0.15)
"""The win chance a move gives away against the best one, from which it is an inaccuracy, a
mistake, a blunder (5, 10, 15 points)."""


def grade(loss: float, margin: float) -> str:
    """The grade of a move that gave away `loss` of win chance, measured to ± `margin`: none
    ("") below 5 points, or while the loss is not larger than the analysis's own error.

    >>> grade(0.12, 0.03), grade(0.04, 0.01), grade(0.2, 0.25)
    ('mistake', '', '')
    """
    if loss <= margin:
        return ""
    found = ""
    for name, threshold in zip(GRADES, THRESHOLDS, strict=True):
        if loss >= threshold:
            found = name
    return found


@dataclass(frozen=True, slots=True)
class MoveVerdict:
    """One move of the match as the review judged it."""

    move: int
    """The move's index in the record's actions (0 is the first)."""
    seat: int
    action: Any
    """The move played, in the game's JSON."""
    label: str
    chances: tuple[float, ...]
    """Every seat's win chance after the move (the graph's point), before the chance it brings."""
    chance: float
    low: float
    high: float
    """The mover's chance after the move played, and its 95% interval."""
    judged: bool
    """Whether the move was compared with the others (a judged seat's, with a choice to make)."""
    best: Any = None
    best_label: str = ""
    best_chance: float = 0.0
    loss: float = 0.0
    """The best move's chance less the played move's (0 when the move played was the best)."""
    margin: float = 0.0
    """How far the loss may be off (the two moves' 95% half-widths, added)."""
    grade: str = ""


@dataclass(frozen=True, slots=True)
class MatchReview:
    """The whole match reviewed: the chances before the first move, each move's verdict, and the
    result when the game is over (the graph's last point)."""

    game: str
    players: int
    judged_seats: tuple[int, ...]
    start: tuple[float, ...]
    moves: tuple[MoveVerdict, ...]
    result: tuple[float, ...] | None
    iterations: int
    precision: float
    seed: int
    calibrated: bool
    data: str
    """The digest of the component data the review was worked out with."""

    def series(self, seat: int) -> list[float]:
        """The seat's win chance before the first move and after every move (then the result)."""
        points = [self.start[seat]] + [m.chances[seat] for m in self.moves]
        return points + ([self.result[seat]] if self.result is not None else [])

    def graded(self) -> list[MoveVerdict]:
        return [m for m in self.moves if m.grade]

    def to_json(self) -> dict[str, Any]:
        return {
            "version": REVIEW_VERSION, "game": self.game, "players": self.players,
            "judged_seats": list(self.judged_seats), "start": _rounded(self.start),
            "result": None if self.result is None else _rounded(self.result),
            "iterations": self.iterations, "precision": self.precision, "seed": self.seed,
            "calibrated": self.calibrated, "data": self.data,
            "moves": [_verdict_json(m) for m in self.moves],
        }


def _rounded(values: tuple[float, ...]) -> list[float]:
    return [round(v, 4) for v in values]


def _verdict_json(m: MoveVerdict) -> dict[str, Any]:
    data: dict[str, Any] = {"move": m.move, "seat": m.seat, "action": m.action, "label": m.label,
                            "chances": _rounded(m.chances), "chance": round(m.chance, 4), "low": round(m.low, 4),
                            "high": round(m.high, 4), "judged": m.judged}
    if m.judged:
        data |= {"best": m.best, "best_label": m.best_label, "best_chance": round(m.best_chance, 4),
                 "loss": round(m.loss, 4), "margin": round(m.margin, 4), "grade": m.grade}
    return data




class _VerdictModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    move: int = Field(ge=0)
    seat: int = Field(ge=0, lt=8)
    action: Any
    label: str = Field(max_length=300)
    chances: list[float] = Field(min_length=1, max_length=8)
    chance: float = Field(ge=0.0, le=1.0)
    low: float = Field(ge=0.0, le=1.0)
    high: float = Field(ge=0.0, le=1.0)
    judged: bool
    best: Any = None
    best_label: str = Field(default="", max_length=300)
    best_chance: float = Field(default=0.0, ge=0.0, le=1.0)
    loss: float = Field(default=0.0, ge=-1.0, le=1.0)
    margin: float = Field(default=0.0, ge=0.0, le=2.0)
    grade: Literal["", "inaccuracy", "mistake", "blunder"] = ""


class _ReviewModel(BaseModel):
    model_config = ConfigDict(extra="forbid")
    version: int = Field(ge=1, le=REVIEW_VERSION)
    game: str
    players: int = Field(ge=1, le=8)
    judged_seats: list[int]
    start: list[float] = Field(min_length=1, max_length=8)
    result: list[float] | None = None
    iterations: int = Field(ge=1)
    precision: float = Field(ge=0.0, le=1.0)
    seed: int = Field(ge=0)
    calibrated: bool
    data: str = Field(pattern=r"^[0-9a-f]{16}$")
    moves: list[_VerdictModel]


def review_from_json(data: Any, game: str, players: int, actions: int, path: str = "review") -> MatchReview:
    """A stored review checked against the match it belongs to: its game, its seats, and no move
    beyond the record's actions (a review of the first moves of a match played on is kept)."""
    model = validate(_ReviewModel, data, path)
    if model.game != game:
        raise FormatError(f"{path}.game", Text("file-review-game", found=repr(model.game), game=repr(game)))
    if model.players != players:
        raise FormatError(f"{path}.players", Text("file-review-players", found=model.players, players=players))
    for name, values in (("start", model.start), ("result", model.result)):
        if values is not None and (len(values) != players or not all(0.0 <= v <= 1.0 for v in values)):
            raise FormatError(f"{path}.{name}", Text("file-review-chances", players=players))
    if any(not 0 <= seat < players for seat in model.judged_seats):
        raise FormatError(f"{path}.judged_seats", Text("file-review-seats", high=players - 1))
    moves: list[MoveVerdict] = []
    for i, m in enumerate(model.moves):
        where = f"{path}.moves[{i}]"
        if m.move >= actions or (moves and m.move <= moves[-1].move):
            raise FormatError(f"{where}.move", Text("file-review-move", actions=actions))
        if m.seat >= players or len(m.chances) != players or not all(0.0 <= c <= 1.0 for c in m.chances):
            raise FormatError(where, Text("file-review-verdict", high=players - 1, players=players))

        moves.append(MoveVerdict(m.move, m.seat, m.action, m.label, tuple(m.chances), m.chance, m.low, m.high,
                                 m.judged, m.best, m.best_label, m.best_chance, m.loss, m.margin, m.grade))
    return MatchReview(model.game, model.players, tuple(model.judged_seats), tuple(model.start), tuple(moves),
                       None if model.result is None else tuple(model.result), model.iterations, model.precision,
                       model.seed, model.calibrated, model.data)
