"""Reading files a user may have written by hand: component data and its per-user override.

Every game's component numbers live in a JSON file under `resources/<game>/`; a player who owns
the game and finds a reconstructed number wrong puts a corrected copy in the overrides folder
(`<user data dir>/data/`, moved with everything else by `QTGAMES_HOME`). A bad override never
stops a game: the shipped data is used and the problem, naming the field, is kept for the app
and the command line to say. The data in force has a digest, which match records keep, so a
replay can say when a record was played with other numbers.
"""

from __future__ import annotations

import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Generic, TypeVar

from pydantic import BaseModel, ValidationError

from ...storage import user_paths
from . import messages
from .errors import FormatError
from .fields import must_be
from .jsonfile import read_json_file
from .messages import Text
from .shipped import shipped_path

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

# The largest shipped file (Entdecker's 120 tiles) is about 40 KB.
MAX_DATA_BYTES = 1_000_000


# Pydantic's words for the commonest problems name its own classes ("a valid dictionary or instance
# of _BoardModel"); these are the words a person editing the file reads, in the app's language.
_PLAIN_WORDS = {
    "model_type": must_be(dict), "model_attributes_type": must_be(dict), "dict_type": must_be(dict),
    "list_type": must_be(list), "tuple_type": must_be(list), "set_type": must_be(list),
    "frozen_set_type": must_be(list), "int_type": must_be(int), "int_parsing": must_be(int),
    "int_from_float": must_be(int), "string_type": must_be(str), "bool_type": must_be(bool),
    "bool_parsing": must_be(bool), "missing": Text("file-is-missing"), "extra_forbidden": Text("file-unknown-field"),
    "float_type": Text("file-must-be-a-number"), "float_parsing": Text("file-number-unparsable"),
}
# Pydantic's bounds on a number, a list's or a text's length and pattern, and its choices, by its
# error type, from its context; in English they read as pydantic says them.
_BOUNDS: dict[str, Callable[[dict[str, Any]], Text | None]] = {
    "greater_than_equal": lambda ctx: Text("file-at-least", bound=str(ctx.get("ge"))),
    "less_than_equal": lambda ctx: Text("file-at-most", bound=str(ctx.get("le"))),
    "greater_than": lambda ctx: Text("file-more-than", bound=str(ctx.get("gt"))),
    "less_than": lambda ctx: Text("file-less-than", bound=str(ctx.get("lt"))),
    "too_short": lambda ctx: Text("file-at-least-items", count=ctx.get("min_length", 0),
                                  actual=ctx.get("actual_length", 0)) if ctx.get("field_type") == "List" else None,
    "too_long": lambda ctx: Text("file-at-most-items", count=ctx.get("max_length", 0),
                                 actual=ctx.get("actual_length", 0)) if ctx.get("field_type") == "List" else None,
    "string_too_short": lambda ctx: Text("file-at-least-characters", count=ctx.get("min_length", 0)),
    "string_too_long": lambda ctx: Text("file-at-most-characters", count=ctx.get("max_length", 0)),
    "string_pattern_mismatch": lambda ctx: Text("file-must-match", pattern=str(ctx.get("pattern"))),
    "literal_error": lambda ctx: Text("file-input-should-be", expected=_either(str(ctx.get("expected")))),
}


def _either(expected: str) -> Text | str:
    """Pydantic's "'a', 'b' or 'c'" with the language's "or" (`file-list-or`)."""
    first, sep, last = expected.rpartition(" or ")
    return Text("file-list-or", first=first, last=last) if sep else expected



def pydantic_message(error: Any) -> Text | str:
    """One pydantic error as the sentence after the field's path: a catalogue's for the common
    ones, the bounds and a model's own checks that raise `ValueError(Text(…))`, pydantic's own
    English for the rest."""
    plain = _PLAIN_WORDS.get(error["type"])
    if plain is not None:
        return plain
    raised = (error.get("ctx") or {}).get("error")
    if isinstance(raised, ValueError) and raised.args and isinstance(raised.args[0], Text):
        return raised.args[0]   # a model's own check, said by a catalogue (`ValueError(Text(…))`)
    bound = _BOUNDS.get(error["type"])
    said = bound(error["ctx"]) if bound is not None and error.get("ctx") else None
    if said is not None:
        return said
    message: str = error["msg"].removeprefix("Value error, ")
    return message[:1].lower() + message[1:]


def pydantic_path(error: Any) -> str:
    """`tiles[3].edges` from pydantic's location tuple."""
    path = ""
    for part in error["loc"]:
        path += f"[{part}]" if isinstance(part, int) else (f".{part}" if path else str(part))
    return path


def validate(model: type[M], data: Any, prefix: str = "") -> M:
    """Validate `data` against a pydantic model; the first problem becomes a FormatError with its path."""
    try:
        return model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        path = pydantic_path(first)
        where = f"{prefix}.{path}" if prefix and path else (prefix or path)
        raise FormatError(where, pydantic_message(first)) from None




@dataclass(frozen=True, slots=True)
class DataInForce(Generic[T]):
    """The component data a game plays with, and where it came from."""

    data: T
    digest: str
    """A short hash of the data's content (not of its layout): records keep it."""
    override: Path | None = None
    """The user's override file in force, None when the shipped data is."""
    refused: tuple[Path, FormatError] | None = None
    """The user's override that is not in force, and why."""

    @property
    def problem(self) -> str:
        """Why the user's override is not in force (its path and first bad field), "" when none was
        refused: said when read, so in the language the app speaks by then."""
        return "" if self.refused is None else messages.say("file-error-at", path=str(self.refused[0]),
                                                            problem=self.refused[1])


def data_digest(raw: Any) -> str:
    """The digest of parsed component data: the same numbers give the same digest however laid out."""
    canonical = json.dumps(raw, sort_keys=True, separators=(",", ":"), ensure_ascii=False)
    return hashlib.sha256(canonical.encode("utf-8")).hexdigest()[:16]


def override_path(file_name: str) -> Path | None:
    """A user's corrected data file, if one is there."""
    candidate = user_paths().overrides / file_name
    return candidate if candidate.exists() else None


def load_game_data(folder: str, file_name: str, parse: Callable[[Any], T]) -> DataInForce[T]:
    """The data in force: the user's override when present and sound, else the file shipped in
    `resources/<folder>/` (with the override's problem said)."""
    path = override_path(file_name)
    refused = None
    if path is not None:
        try:
            raw = read_json_file(path, MAX_DATA_BYTES, "data")
            return DataInForce(parse(raw), data_digest(raw), path)
        except FormatError as exc:
            refused = (path, exc)
    raw = read_json_file(shipped_path("resources", folder, file_name), MAX_DATA_BYTES, "data")
    return DataInForce(parse(raw), data_digest(raw), None, refused)

