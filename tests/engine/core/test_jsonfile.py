"""The one way in for every file: checked before it is read, held to what our formats can mean,
and every refusal one sentence naming the field (issue 24, defects 2, 12 and 15)."""

from __future__ import annotations

import json
import os
import threading
from pathlib import Path

import pytest

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import FormatError, get_game
from qtgames.engine.core.record import record_from_file, record_from_text
from qtgames.engine.core.scenario import scenario_from_file

GAME = get_game("tsuro-seas")


def a_record() -> str:
    return play_match(GAME, ["greedy", "random"], GAME.Options(), 3).record.dumps()


def refusal(path: Path) -> FormatError:
    with pytest.raises(FormatError) as caught:
        record_from_file(path)
    assert "\n" not in str(caught.value)
    return caught.value


def test_an_integer_of_thousands_of_digits_is_refused_naming_its_field(tmp_path: Path) -> None:
    """Defect 2: Python's own reader raised ValueError ("Exceeds the limit … for integer string conversion")."""
    data = json.loads(a_record())
    data["seed"] = 0
    text = json.dumps(data).replace('"seed": 0', '"seed": ' + "9" * 5000)
    with pytest.raises(FormatError) as caught:
        record_from_text(text)
    assert caught.value.path == "seed" and "64 bits" in caught.value.message


@pytest.mark.parametrize(("text", "path", "words"), [
    ('{"format": "qtgames-match", "format": "x"}', "format", "appears twice"),
    ('{"format": "qtgames-match", "seed": NaN}', "seed", "NaN is not a number"),
    ('{"format": "qtgames-match", "players": [{"name": Infinity}]}', "players[0].name", "Infinity is not a number"),
    ('{"format": "qtgames-match", "seed": 1e400}', "seed", "too large"),
    ('{"format": "qtgames-match", "seed": 18446744073709551616}', "seed", "64 bits"),
])
def test_json_our_formats_never_mean_is_refused_naming_the_field(text: str, path: str, words: str) -> None:
    """Duplicate keys were accepted silently (the last won); NaN and Infinity passed as numbers."""
    with pytest.raises(FormatError) as caught:
        record_from_text(text)
    assert caught.value.path == path and words in caught.value.message


def test_a_byte_order_mark_is_accepted(tmp_path: Path) -> None:
    """Defect 15: a file saved by Windows Notepad (UTF-8 with a BOM) was "not JSON"."""
    path = tmp_path / "notepad.json"
    text = a_record()
    path.write_bytes(b"\xef\xbb\xbf" + text.encode("utf-8"))
    assert record_from_file(path).actions == record_from_text(text).actions
    path.write_bytes(text.encode("utf-16"))
    assert "UTF-16" in str(refusal(path))


def test_a_huge_file_is_refused_before_it_is_read(tmp_path: Path) -> None:
    """Defect 12: a 1 GB file took 7.8 s and 2.1 GB of memory to refuse. A sparse file of 1 GB
    costs no disk; it is refused by its size, at once, without a byte being read."""
    path = tmp_path / "huge.json"
    with path.open("wb") as handle:
        handle.truncate(1_000_000_000)
    assert "larger than 5 MB" in str(refusal(path))


def test_devices_fifos_and_folders_are_refused_without_blocking(tmp_path: Path) -> None:
    """Defect 12: /dev/zero grew until MemoryError; a FIFO blocked for ever."""
    assert "device or a pipe" in str(refusal(Path("/dev/zero")))
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    outcome: list[str] = []
    reader = threading.Thread(target=lambda: outcome.append(str(refusal(fifo))), daemon=True)
    reader.start()
    reader.join(5)
    assert outcome and "device or a pipe" in outcome[0], "reading a FIFO blocked"
    assert "folder" in str(refusal(tmp_path))
    assert "cannot read" in str(refusal(tmp_path / "missing.json"))


def test_absurd_nesting_is_refused_before_parsing(tmp_path: Path) -> None:
    path = tmp_path / "deep.json"
    path.write_text('{"format": "qtgames-scenario", "notes": "[[[[", "position": ' + "[" * 3000 + "]" * 3000 + "}")
    with pytest.raises(FormatError, match="nested more than 64 levels deep"):
        scenario_from_file(path)
