"""The outer checks every file we read shares: its format name, its version, its fields and its game.

Match records and scenarios are both `{format, version, game, options, …}` objects; they are
refused the same way (an object, the right format, a version this program reads, fields that
pass their pydantic model, a known game) before each reads its own content.
"""

from __future__ import annotations

from typing import Any, TypeVar

from pydantic import BaseModel, ConfigDict, ValidationError

from .datafiles import pydantic_message, pydantic_path
from .errors import FormatError
from .messages import Text
from .options import RuleOptions
from .protocol import AnyGame
from .registry import game_keys, get_game


class Envelope(BaseModel):
    """The fields every file of ours has besides its format name and its own content."""

    model_config = ConfigDict(extra="forbid")
    version: int
    game: str
    options: dict[str, Any] = {}


M = TypeVar("M", bound=Envelope)


def read_envelope(data: Any, model: type[M], format_name: str, version: int, what: str,
                  format_optional: bool = False) -> tuple[M, AnyGame, RuleOptions]:
    """Validate the envelope of a `what` (a `file-what` keyword: "record", "scenario"); return it
    with its game and options.

    `format_optional` accepts files written before the format field existed."""
    kind = Text("file-what", what=what)
    if not isinstance(data, dict):
        raise FormatError("", Text("file-not-object", what=kind))
    if data.get("format") != format_name and not (format_optional and data.get("format") is None):
        raise FormatError("format", Text("file-wrong-format", found=repr(data.get("format")), what=kind))
    found = data.get("version")
    if isinstance(found, int) and not isinstance(found, bool) and found > version:
        raise FormatError("version", Text("file-version-newer", found=found, version=version))
    try:
        envelope = model.model_validate(data)
    except ValidationError as exc:
        first = exc.errors()[0]
        raise FormatError(pydantic_path(first), pydantic_message(first)) from None
    if envelope.version < 1:
        raise FormatError("version", Text("file-version-unknown", found=envelope.version, what=kind))
    game_key = envelope.game
    if game_key not in game_keys():
        raise FormatError("game", Text("file-unknown-game", game=repr(game_key), known=", ".join(game_keys())))

    rules = get_game(game_key)
    return envelope, rules, rules.Options.from_json(envelope.options)
