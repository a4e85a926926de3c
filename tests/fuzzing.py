"""Hostile edits of JSON files (saves, scenarios, override files, settings) for the fuzz tests.

Two families, as file-format libraries are attacked: edits of the content (a value swapped for an
odd one, a key lost or invented, a list item doubled, odd but allowed words) and edits of the file
itself (truncated, a bit flipped, a byte-order mark, UTF-16, a key twice, a number of thousands of
digits, NaN, nesting thousands deep, bytes that are no UTF-8, a file past the size limit, nothing).
Every fuzz test runs a modest budget in CI and a long one behind the `slow` marker, opt-in by
QTGAMES_LONG_FUZZ=1.
"""

from __future__ import annotations

import copy
import json
import os
import re
from collections.abc import Callable
from typing import Any

import pytest

from qtgames.engine.core import Rng

LONG = os.environ.get("QTGAMES_LONG_FUZZ") == "1"
_PATH = re.compile(r"[A-Za-z_][\w.\[\]=-]*")


def budgets(short: int, long: int) -> list[Any]:
    """The `cases` parameter of a fuzz test: `short` in CI, `long` when QTGAMES_LONG_FUZZ=1."""
    return [pytest.param(short, id=f"{short}-cases"),
            pytest.param(long, id=f"{long}-cases", marks=[
                pytest.mark.slow, pytest.mark.skipif(not LONG, reason="opt-in: QTGAMES_LONG_FUZZ=1")])]


def outcome_kind(message: str) -> str:
    """A refusal's kind for a fuzz test's tally: its sentence without the file, the field's path and
    the numbers ("actions[7].place: must be a number 0-55" → "must be a number N-N")."""
    sentence = message.strip().split("\n")[0]
    for _ in range(4):   # "qtgames", "error", the file, the field's path
        head, sep, rest = sentence.partition(": ")
        if sep and (head in ("qtgames", "error", "warning") or "/" in head or _PATH.fullmatch(head)):
            sentence = rest
    return " ".join(re.sub(r"\d+", "N", sentence).split()[:5])


def paths_in(value: Any, here: tuple[Any, ...] = ()) -> list[tuple[Any, ...]]:
    found = [here]
    if isinstance(value, dict):
        for key, item in value.items():
            found += paths_in(item, here + (key,))
    elif isinstance(value, list):
        for i, item in enumerate(value):
            found += paths_in(item, here + (i,))
    return found


_ODD_VALUES: list[Any] = [None, True, -1, 0, 7, 2**70, 3.5, "", "Ж\u0301\u202e", "A99", [], [[]], {}, {"x": 1},
                          [0] * 300, [[[[[[[[[[1]]]]]]]]]], "🚢" * 50, "<img src='x.png'><b>x</b>", 1e300, -2**63]
# Numbers Python's reader takes but no format of ours means: it must refuse them in a sentence.
_HOSTILE_NUMBERS = ["9" * 5000, "-" + "9" * 30, "18446744073709551616", "NaN", "Infinity", "-Infinity", "1e400"]
_MARK = "\u0000hostile\u0000"


def set_notes(data: dict[str, Any], text: str) -> None:
    data["notes"] = text


def mutate(data: dict[str, Any], rng: Rng, harmless: Callable[[dict[str, Any], str], None] = set_notes,
           size_limit: int = 5_000_000) -> bytes:
    """One hostile edit of a file, as the bytes to write: an edit of its content (seven in ten) or
    of the file itself. `harmless` puts odd but allowed words in (a scenario's notes by default),
    so the valid path is exercised too; `size_limit` is the reader's, for a file just past it."""
    if rng.below(10) < 7:
        return _edit_content(data, rng, harmless).encode("utf-8", errors="surrogatepass")
    return _edit_file(data, rng, size_limit)


def _edit_content(data: dict[str, Any], rng: Rng, harmless: Callable[[dict[str, Any], str], None]) -> str:
    data = copy.deepcopy(data)
    paths = paths_in(data)
    target = paths[rng.below(len(paths))]
    kind = rng.below(7)
    if kind == 6:   # odd but allowed words: the file must still load and play
        harmless(data, "Ж\u0301\u202e🚢 <b>x</b> \t" * (1 + rng.below(4)))
        return json.dumps(data)
    if kind >= 4 or not target:
        text = json.dumps(data)
        cut = rng.below(len(text))
        if kind == 4:
            return text[:cut]
        return text[:cut] + chr(ord(text[cut]) ^ (1 << rng.below(7))) + text[cut + 1:]
    parent = data
    for part in target[:-1]:
        parent = parent[part]
    last = target[-1]
    if kind == 0:
        parent[last] = copy.deepcopy(_ODD_VALUES[rng.below(len(_ODD_VALUES))])
    elif kind == 1 and isinstance(parent, dict):
        del parent[last]
    elif kind == 2 and isinstance(parent, dict):
        parent[f"extra_{rng.below(9)}"] = 1
    elif isinstance(parent, list):
        parent.insert(last, copy.deepcopy(parent[last]))
    else:
        parent[last] = copy.deepcopy(_ODD_VALUES[rng.below(len(_ODD_VALUES))])
    return json.dumps(data)


def _edit_file(data: dict[str, Any], rng: Rng, size_limit: int) -> bytes:
    text = json.dumps(data, ensure_ascii=False)
    form = rng.below(9)
    if form == 0:
        return b"\xef\xbb\xbf" + text.encode("utf-8")          # Notepad's UTF-8: must load as it is
    if form == 1:
        return text.encode("utf-16")
    if form == 2:
        return _with_a_key_twice(data, rng).encode("utf-8")
    if form == 3:
        return _replaced(data, rng, _HOSTILE_NUMBERS[rng.below(len(_HOSTILE_NUMBERS))]).encode("utf-8")
    if form == 4:
        depth = (70, 3000)[rng.below(2)]
        return _replaced(data, rng, "[" * depth + "]" * depth).encode("utf-8")
    if form == 5:
        return [b"", b"   \n", b"null", b"[]", bytes(rng.below(256) for _ in range(64))][rng.below(5)]
    if form == 6:
        cut = rng.below(len(text))
        return text[:cut].encode("utf-8") + b"\xff\xfe\x00" + text[cut:].encode("utf-8")
    if form == 7:
        return text.encode("utf-8") + b" " * (size_limit + 1 - len(text.encode("utf-8")))
    return text.replace('"', "'", 1 + rng.below(3)).encode("utf-8")


def _replaced(data: dict[str, Any], rng: Rng, raw_json: str) -> str:
    """The file with one value (anywhere) replaced by `raw_json`, written as it is."""
    data = copy.deepcopy(data)
    paths = [path for path in paths_in(data) if path]
    target = paths[rng.below(len(paths))]
    parent = data
    for part in target[:-1]:
        parent = parent[part]
    parent[target[-1]] = _MARK
    return json.dumps(data).replace(json.dumps(_MARK), raw_json, 1)


def _with_a_key_twice(data: dict[str, Any], rng: Rng) -> str:
    """The file with one object naming one of its keys twice (the second time with an odd value)."""
    objects = [path for path in paths_in(data) if isinstance(_at(data, path), dict) and _at(data, path)]
    where = objects[rng.below(len(objects))]
    data = copy.deepcopy(data)
    holder = _at(data, where)
    key = list(holder)[rng.below(len(holder))]
    holder[key] = _MARK
    twice = f"{json.dumps(key)}: {json.dumps(_ODD_VALUES[rng.below(len(_ODD_VALUES))])}, {json.dumps(key)}: "
    return json.dumps(data).replace(f"{json.dumps(key)}: {json.dumps(_MARK)}", twice + json.dumps(_MARK), 1).replace(
        json.dumps(_MARK), "0")


def _at(value: Any, path: tuple[Any, ...]) -> Any:
    for part in path:
        value = value[part]
    return value
