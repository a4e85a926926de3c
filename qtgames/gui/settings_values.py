"""Remembered settings read back as typed values in their ranges.

The settings file is an INI a person can edit (or another program, or another version of
qtgames, can write), so every value is checked on the way in: a number must be a whole number
in its range, a list a list of short texts, JSON an object of the expected shape. Anything else
is ignored with a log line and the default used: a hand-edited file never stops the app from
starting (a seat count of 10**30, a recent-files entry that is a number, nesting a thousand deep).
"""

from __future__ import annotations

import logging
from typing import Any, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QSettings

from ..engine.core import FormatError
from ..engine.core.datafiles import validate
from ..engine.core.jsonfile import parse_json_text

log = logging.getLogger("qtgames.settings")

M = TypeVar("M", bound=BaseModel)

# A remembered text (a path, a name, a JSON set-up) is short; a longer one is no value of ours.
LONGEST_TEXT = 4096
LONGEST_JSON = 64_000
_TRUE, _FALSE = ("true", "1", "yes"), ("false", "0", "no")


def _ignored(settings: QSettings, key: str, value: Any, why: str) -> None:
    shown = repr(value)
    log.warning("settings %s: ignoring %s=%s (%s)", settings.fileName(), key,
                shown if len(shown) <= 60 else shown[:60] + "…", why)


def setting_int(settings: QSettings, key: str, default: int, low: int, high: int) -> int:
    """A whole number in low..high (a number, or its digits as the INI file keeps them)."""
    value = settings.value(key)
    if value is None:
        return default
    text = str(value).strip() if isinstance(value, (str, int)) and not isinstance(value, bool) else ""
    digits = text.removeprefix("-")
    if digits.isascii() and digits.isdigit() and len(digits) <= 12 and low <= int(text) <= high:
        return int(text)
    _ignored(settings, key, value, f"not a whole number {low}-{high}")
    return default


def setting_bool(settings: QSettings, key: str, default: bool) -> bool:
    value = settings.value(key)
    if value is None:
        return default
    if isinstance(value, bool):
        return value
    text = str(value).strip().lower() if isinstance(value, (str, int)) else ""
    if text in _TRUE or text in _FALSE:
        return text in _TRUE
    _ignored(settings, key, value, "not true or false")
    return default


def setting_texts(settings: QSettings, key: str, most: int) -> list[str]:
    """A list of at most `most` short texts (one text alone is a list of one, as the INI keeps it)."""
    value = settings.value(key)
    if value is None:
        return []
    items = [value] if isinstance(value, str) else value
    if isinstance(items, list) and all(isinstance(item, str) and 0 < len(item) <= LONGEST_TEXT for item in items):
        return list(items[:most])
    _ignored(settings, key, value, f"not a list of texts of at most {LONGEST_TEXT} characters")
    return []


def setting_json(settings: QSettings, key: str, model: type[M]) -> M | None:
    """A JSON object kept as text, validated by `model`; None when absent or not such an object."""
    value = settings.value(key)
    if value is None:
        return None
    if not isinstance(value, str):
        _ignored(settings, key, value, "not JSON text")
        return None
    try:
        return validate(model, parse_json_text(value, LONGEST_JSON, "remembered setting"))
    except FormatError as exc:
        _ignored(settings, key, value, str(exc))
        return None
