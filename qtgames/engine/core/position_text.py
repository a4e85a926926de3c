"""Positions as text: a scenario in one line to paste into a chat or a forum, as chess has FEN.

`qtg1:` and then the scenario's compact JSON, zlib-compressed and in URL-safe base64 (no padding),
nothing home-made beyond that: any tool can unpack it. The number after `qtg` is this text's
version; the JSON inside carries the scenario's own format and version, read as a file is.
Reading refuses, in one sentence: text that is not ours, a newer version, text cut short or
changed (base64 or zlib say so), and text that is, or unpacks to, more than any position is.

>>> text = position_text({"format": "qtgames-scenario", "version": 1})
>>> text.startswith("qtg1:")
True
>>> read_position_text(text)
{'format': 'qtgames-scenario', 'version': 1}
"""

from __future__ import annotations

import base64
import binascii
import json
import re
import zlib
from typing import Any

from .errors import FormatError
from .jsonfile import parse_json_text, size_words
from .messages import Text
from .scenario import MAX_SCENARIO_BYTES, Scenario, scenario_from_json, scenario_from_text

TEXT_VERSION = 1
PREFIX = f"qtg{TEXT_VERSION}:"
# A 2 MB scenario compresses to far less; text longer than this was not made by us.
MAX_TEXT_CHARS = 1_000_000
_HEAD = re.compile(r"qtg(\d{1,9}):")
_BASE64 = re.compile(r"[A-Za-z0-9_-]*")


def is_position_text(text: str) -> bool:
    """Whether `text` is meant as a position text (`qtg<version>:…`) rather than a file name."""
    return _HEAD.match(text.strip()) is not None


def position_text(data: dict[str, Any]) -> str:
    """The text of a scenario's JSON (`Scenario.to_json()`)."""
    compact = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode("utf-8")
    return PREFIX + base64.urlsafe_b64encode(zlib.compress(compact, 9)).decode("ascii").rstrip("=")


def scenario_text(scenario: Scenario) -> str:
    return position_text(scenario.to_json())


def read_position_text(text: str) -> Any:
    """The JSON a position text holds; a `FormatError` says in one sentence why there is none.

    Line breaks and spaces a chat or an e-mail put inside the text are ignored."""
    if len(text) > MAX_TEXT_CHARS:
        raise FormatError("", Text("file-text-too-long", limit=MAX_TEXT_CHARS))
    text = "".join(text.split())
    head = _HEAD.match(text)
    if head is None:
        raise FormatError("", Text("file-not-position-text", prefix=PREFIX))
    version = int(head.group(1))
    if version != TEXT_VERSION:
        raise FormatError("", Text("file-text-version", version=version, prefix=PREFIX, newer=version > TEXT_VERSION))
    body = text[head.end():]
    if not _BASE64.fullmatch(body):
        bad = next(char for char in body if not _BASE64.fullmatch(char))
        raise FormatError("", Text("file-text-letter", letter=repr(bad)))
    try:
        packed = base64.urlsafe_b64decode(body + "=" * (-len(body) % 4))
    except (binascii.Error, ValueError):
        raise FormatError("", Text("file-text-length")) from None
    return parse_json_text(_unpack(packed), MAX_SCENARIO_BYTES, "scenario")


def _unpack(packed: bytes) -> str:
    """The compressed JSON, never unpacked past the largest scenario (a small text may unpack to gigabytes)."""
    unpacker = zlib.decompressobj()
    try:
        data = unpacker.decompress(packed, MAX_SCENARIO_BYTES + 1)
    except zlib.error:
        raise FormatError("", Text("file-text-unpack")) from None
    if len(data) > MAX_SCENARIO_BYTES:
        raise FormatError("", Text("file-text-unpacks-big", size=size_words(MAX_SCENARIO_BYTES)))
    if not unpacker.eof:
        raise FormatError("", Text("file-text-cut"))
    if unpacker.unused_data:
        raise FormatError("", Text("file-text-trailing"))
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        raise FormatError("", Text("file-text-not-utf8")) from None


def scenario_from_position_text(text: str) -> Scenario:
    """The scenario a position text holds, validated as a scenario file is."""
    return scenario_from_json(read_position_text(text))


def scenario_from_pasted(text: str) -> Scenario:
    """The scenario pasted text holds: a position text (`qtg1:…`) or a scenario's JSON; a
    `FormatError` says in one sentence why there is none."""
    if is_position_text(text):
        return scenario_from_position_text(text)
    if not text.strip():
        raise FormatError("", Text("file-text-empty", prefix=PREFIX))

    return scenario_from_text(text)
