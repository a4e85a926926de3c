"""The one way in for every JSON file a user can hand us: match records, scenarios, the autosave,
component-data overrides, and JSON typed on the command line or kept in the settings.

A file is looked at before it is read: it must be a regular file (a FIFO would block for ever,
`/dev/zero` never ends) no bigger than its kind ever is, and no more than that is read. Its text
may start with a byte-order mark (Windows Notepad writes one). The JSON is then held to what our
formats can mean, where Python's reader is lenient: each key once per object (a second one would
silently win), finite numbers (no NaN or Infinity), whole numbers that fit in 64 bits (a
4,300-digit one makes Python's reader raise an error of its own) and nesting far above any format
of ours (deeper would exhaust the recursion limit). Every refusal is one `FormatError` naming
the field, or the line when the JSON cannot be read at all.
"""

from __future__ import annotations

import json
import math
import os
import re
import stat
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .errors import FormatError
from .messages import Text

# The deepest file we ship or test nests 7 levels; 64 leaves room for any format to grow.
MAX_DEPTH = 64
# A random generator's state is 64 bits, seeds are below 2**63 and every count is far smaller: a
# whole number outside these bounds means nothing to any format of ours.
LOWEST_WHOLE = -(2**63)
WHOLE_LIMIT = 2**64
_LONGEST_WHOLE = len(str(WHOLE_LIMIT))

_STRING = re.compile(r'"(?:[^"\\]|\\.)*"')
_BRACKET = re.compile(r"[\[\]{}]")
_UTF16_OR_32 = (b"\xff\xfe", b"\xfe\xff", b"\x00\x00\xfe\xff")


class UnreadableFile(FormatError):
    """The file could not be read at all (missing, a folder, a device, no permission): its
    content was never looked at."""


@dataclass(frozen=True, slots=True)
class _Refused:
    """Stands in the parsed value for what the JSON held but our formats never mean."""

    reason: Text
    key: str = ""   # a key that appears twice: the path names it


def size_words(limit: int) -> Text:
    """A byte limit as a person reads it: "5 MB", "64 KB" (the language's units: "5 Mo")."""
    if limit >= 1_000_000:
        return Text("file-size-mb", megabytes=limit // 1_000_000)
    return Text("file-size-kb", kilobytes=max(1, limit // 1000))


def too_big(limit: int, what: str) -> FormatError:
    """The file is larger than any `what` (a `file-what` keyword: "record", "scenario") ever is."""
    return FormatError("", Text("file-too-big", size=size_words(limit), what=Text("file-what", what=what)))


def read_json_file(path: Path, max_bytes: int, what: str) -> Any:
    """The JSON in the file at `path`, a `what` (a `file-what` keyword: "record") of at most `max_bytes`."""
    return parse_json_bytes(read_file_bytes(path, max_bytes, what), max_bytes, what)


def read_file_bytes(path: Path, max_bytes: int, what: str) -> bytes:
    """The bytes of a regular file of at most `max_bytes`, checked before a byte is read."""
    try:
        # Non-blocking: opening a FIFO nobody writes to returns at once, and is refused below.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0))
    except OSError as exc:
        raise UnreadableFile("", Text("file-cannot-read", reason=exc.strerror or str(exc))) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise UnreadableFile("", Text("file-is-folder"))
        if not stat.S_ISREG(info.st_mode):
            raise UnreadableFile("", Text("file-is-device", what=Text("file-what", what=what)))
        if info.st_size > max_bytes:
            raise too_big(max_bytes, what)
        chunks: list[bytes] = []
        left = max_bytes + 1   # the file may have grown since fstat: one byte more tells
        while left > 0:
            chunk = os.read(fd, min(left, 1 << 20))
            if not chunk:
                break
            chunks.append(chunk)
            left -= len(chunk)
    except OSError as exc:
        raise UnreadableFile("", Text("file-cannot-read", reason=exc.strerror or str(exc))) from None
    finally:
        os.close(fd)
    data = b"".join(chunks)
    if len(data) > max_bytes:
        raise too_big(max_bytes, what)
    return data


def parse_json_bytes(data: bytes, max_bytes: int, what: str) -> Any:
    """JSON from a file's bytes: UTF-8, with or without a byte-order mark."""
    if data.startswith(_UTF16_OR_32):
        raise FormatError("", Text("file-utf16"))
    try:
        text = data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise FormatError("", Text("file-not-utf8", byte=exc.start)) from None
    return parse_json_text(text, max_bytes, what)


def parse_json_text(text: str, max_bytes: int, what: str) -> Any:
    """JSON text from a user: too big, not JSON, or JSON our formats never mean is one sentence."""
    if len(text) > max_bytes:  # characters ≤ bytes, so this never refuses a file within the limit
        raise too_big(max_bytes, what)
    text = text.removeprefix("\ufeff")
    _check_depth(text, what)
    refused: list[_Refused] = []
    try:
        value = json.loads(text, object_pairs_hook=lambda pairs: _object(pairs, refused),
                           parse_int=lambda digits: _whole(digits, refused),
                           parse_float=lambda digits: _float(digits, refused),
                           parse_constant=lambda name: _refuse(refused, Text("file-not-a-number", name=name)))
    except json.JSONDecodeError as exc:
        raise FormatError("", Text("file-not-json", line=exc.lineno, column=exc.colno, detail=exc.msg)) from None
    except RecursionError:   # cannot happen after the depth check; kept as the last line of defence
        raise FormatError("", Text("file-too-deep", what=Text("file-what", what=what))) from None
    if refused:
        path, reason = _first_refused(value)
        raise FormatError(path, reason)
    return value


def _check_depth(text: str, what: str) -> None:
    """Refuse nesting deeper than MAX_DEPTH before parsing (the parser recurses once per level)."""
    bare = _STRING.sub('""', text)   # brackets inside strings do not nest
    if bare.count("[") + bare.count("{") <= MAX_DEPTH:
        return
    depth = 0
    for match in _BRACKET.finditer(bare):
        depth += 1 if match.group() in "[{" else -1
        if depth > MAX_DEPTH:
            line = bare.count("\n", 0, match.start()) + 1
            raise FormatError("", Text("file-nested", levels=MAX_DEPTH, line=line, what=Text("file-what", what=what)))


def _refuse(refused: list[_Refused], reason: Text, key: str = "") -> _Refused:
    marker = _Refused(reason, key)
    refused.append(marker)
    return marker


def _object(pairs: list[tuple[str, Any]], refused: list[_Refused]) -> dict[str, Any] | _Refused:
    found: dict[str, Any] = {}
    for key, value in pairs:
        if key in found:
            return _refuse(refused, Text("file-key-twice"), key)
        found[key] = value
    return found


def _whole(digits: str, refused: list[_Refused]) -> int | _Refused:
    # Length first: int() of thousands of digits is slow, and beyond 4,300 Python refuses it.
    value = int(digits) if len(digits.lstrip("-")) <= _LONGEST_WHOLE else WHOLE_LIMIT
    if LOWEST_WHOLE <= value < WHOLE_LIMIT:
        return value
    shown = digits if len(digits) <= 12 else digits[:12] + "…"
    return _refuse(refused, Text("file-number-too-long", number=shown))


def _float(digits: str, refused: list[_Refused]) -> float | _Refused:
    value = float(digits)
    return value if math.isfinite(value) else _refuse(refused, Text("file-number-too-large", number=digits[:12]))


def _first_refused(value: Any) -> tuple[str, Text]:

    """The path and reason of the first refused value, looked for only once one was seen."""
    pending: list[tuple[Any, str]] = [(value, "")]
    while pending:
        item, path = pending.pop()
        if isinstance(item, _Refused):
            where = f"{path}.{item.key}" if path and item.key else (path or item.key)
            return where, item.reason
        if isinstance(item, dict):
            pending.extend((v, f"{path}.{k}" if path else k) for k, v in reversed(item.items()))
        elif isinstance(item, list):
            pending.extend((v, f"{path}[{i}]") for i, v in reversed(list(enumerate(item))))
    raise AssertionError("a refused value was recorded but is not in the parsed value")
