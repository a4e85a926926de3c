"""Remembered settings read back as typed values in their ranges.

The settings file is an INI a person can edit (or another program, or another version of
qtgames, can write), so every value is checked on the way in: a number must be a whole number
in its range, a list a list of short texts, JSON an object of the expected shape. Anything else
is ignored with a log line and the default used: a hand-edited file never stops the app from
starting (a seat count of 10**30, a recent-files entry that is a number, nesting a thousand deep)
nor a new game (`help/guidesOffered` as a point, `@Point(1 2)`).

Every key the app reads is declared once with `setting_key`, beside the code that reads it, and is
read only through the typed readers here: the tests take the keys from `SETTING_KEYS` and check that
no other code asks QSettings for a value.
"""

from __future__ import annotations

import logging
from collections.abc import Collection
from typing import Any, TypeVar

from pydantic import BaseModel
from PySide6.QtCore import QByteArray, QSettings

from ..engine.core import FormatError
from ..engine.core.datafiles import validate
from ..engine.core.jsonfile import parse_json_text

log = logging.getLogger("qtgames.settings")

M = TypeVar("M", bound=BaseModel)

# A remembered text (a path, a name, a JSON set-up) is short; a longer one is no value of ours.
LONGEST_TEXT = 4096
LONGEST_JSON = 64_000
_TRUE, _FALSE = ("true", "1", "yes"), ("false", "0", "no")

# Every key the app reads, with what it holds (in words, for a reader of the settings file).
SETTING_KEYS: dict[str, str] = {}


def setting_key(key: str, holds: str) -> str:
    """Declare a key the app reads (and what it holds); returns the key."""
    SETTING_KEYS[key] = holds
    return key


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
        return validate(model, parse_json_text(value, LONGEST_JSON, "setting"))
    except FormatError as exc:
        _ignored(settings, key, value, str(exc))
        return None


def setting_choice(settings: QSettings, key: str, choices: Collection[str]) -> str | None:
    """One of `choices` (a language code, say); None when absent or not one of them."""
    value = settings.value(key)
    if value is None:
        return None
    if isinstance(value, str) and value in choices:
        return value
    _ignored(settings, key, value, f"not one of {', '.join(sorted(choices))}")
    return None


def setting_bytes(settings: QSettings, key: str) -> QByteArray | None:
    """Bytes Qt wrote (a window's geometry); None when absent or not bytes."""
    value = settings.value(key)
    if value is None:
        return None
    if isinstance(value, QByteArray):
        return value
    _ignored(settings, key, value, "not bytes that Qt wrote")
    return None


def ignore_setting(settings: QSettings, key: str, why: str) -> None:
    """Say that a value read as the right type still cannot be used (a geometry Qt cannot restore)."""
    _ignored(settings, key, settings.value(key), why)
