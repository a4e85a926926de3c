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
from .errors import FormatError
from .jsonfile import read_json_file
from .shipped import shipped_path

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)

# The largest shipped file (Entdecker's 120 tiles) is about 40 KB.
MAX_DATA_BYTES = 1_000_000


# Pydantic's words for the commonest problems name its own classes ("a valid dictionary or instance
# of _BoardModel"); these are the words a person editing the file reads.
_PLAIN_WORDS = {
    "model_type": "must be an object", "model_attributes_type": "must be an object", "dict_type": "must be an object",
    "list_type": "must be a list", "tuple_type": "must be a list", "set_type": "must be a list",
    "frozen_set_type": "must be a list", "int_type": "must be a whole number", "int_parsing": "must be a whole number",
    "int_from_float": "must be a whole number", "string_type": "must be a string", "bool_type": "must be true or false",
    "bool_parsing": "must be true or false", "missing": "is missing", "extra_forbidden": "unknown field",
}


def pydantic_message(error: Any) -> str:
    """One pydantic error as the sentence after the field's path."""
    plain = _PLAIN_WORDS.get(error["type"])
    if plain is not None:
        return plain
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
    problem: str = ""
    """Why the user's override is not in force (its path and first bad field), "" when none was refused."""


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
    problem = ""
    if path is not None:
        try:
            raw = read_json_file(path, MAX_DATA_BYTES, "data file")
            return DataInForce(parse(raw), data_digest(raw), path)
        except FormatError as exc:
            problem = f"{path}: {exc}"
    raw = read_json_file(shipped_path("resources", folder, file_name), MAX_DATA_BYTES, "data file")
    return DataInForce(parse(raw), data_digest(raw), None, problem)
