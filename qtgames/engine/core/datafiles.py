"""Reading files a user may have written by hand: component data and its per-user override.

Every game's component numbers live in a JSON file under `resources/<game>/`; a player
who owns the game and finds a reconstructed number wrong puts a corrected copy under
`<user data dir>/data/` (or `$QTGAMES_DATA_DIR/data/`). Either way a bad file is a
`FormatError` naming the field, never a traceback.
"""

from __future__ import annotations

import json
import os
from collections.abc import Callable
from pathlib import Path
from typing import Any, TypeVar

from pydantic import BaseModel, ValidationError

from .errors import FormatError
from .shipped import shipped_path

T = TypeVar("T")
M = TypeVar("M", bound=BaseModel)


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
        message = first["msg"].removeprefix("Value error, ")
        raise FormatError(where, message[:1].lower() + message[1:]) from None


def override_path(file_name: str) -> Path | None:
    """A user's corrected data file, if one is there (QTGAMES_DATA_DIR, else the platform data dir)."""
    base = os.environ.get("QTGAMES_DATA_DIR")
    if base is None:
        try:
            from platformdirs import user_data_dir
        except ImportError:
            return None
        base = user_data_dir("qtgames", appauthor=False)
    candidate = Path(base) / "data" / file_name
    return candidate if candidate.is_file() else None


def load_game_data(folder: str, file_name: str, parse: Callable[[Any], T]) -> T:
    """The data in force: the user's override when present, else the file shipped in `resources/<folder>/`."""
    path = override_path(file_name)
    if path is not None:
        try:
            return parse(json.loads(path.read_text(encoding="utf-8")))
        except (FormatError, json.JSONDecodeError) as exc:
            raise FormatError(str(path), f"bad data override: {exc}") from None
    return parse(json.loads(shipped_path("resources", folder, file_name).read_text("utf-8")))

