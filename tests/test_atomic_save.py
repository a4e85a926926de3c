"""Saves survive being killed: a SIGKILL at any moment leaves the old file whole, never a torn one.

A separate Python process saves with `write_atomic` and is killed mid-save, as a crash, an
out-of-memory kill or a power cut would. Every place the app writes a user's file must go through
`write_atomic`; tests/gui/test_crash.py checks the GUI's saves do.
"""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from qtgames.storage import STALE_TEMP_SECONDS, save_path, temp_pattern, write_atomic

ROOT = Path(__file__).resolve().parent.parent
OLD = "".join(f'{{"old": {i}}}\n' for i in range(100_000))
NEW = "".join(f'{{"new": {i}}}\n' for i in range(100_000))

# Writes half of the text, says so, then waits to be killed before writing the rest.
STALLED_SAVE = """
import os, sys, time
from qtgames import storage

class Stalling:
    def __init__(self, handle):
        self.handle = handle
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return self.handle.__exit__(*exc)
    def __getattr__(self, name):
        return getattr(self.handle, name)
    def write(self, text):
        self.handle.write(text[: len(text) // 2])
        self.handle.flush()
        print("half written", flush=True)
        time.sleep(60)

real_fdopen = os.fdopen
os.fdopen = lambda *args, **kwargs: Stalling(real_fdopen(*args, **kwargs))
storage.write_atomic(sys.argv[1], sys.argv[2] * 100_000)
"""

# Saves the two versions in turn, for ever, until killed.
SAVING_FOR_EVER = """
import sys
from qtgames.storage import write_atomic
versions = [open(sys.argv[2], encoding="utf-8").read(), open(sys.argv[3], encoding="utf-8").read()]
print("saving", flush=True)
turn = 0
while True:
    write_atomic(sys.argv[1], versions[turn % 2])
    turn += 1
"""


def child(script: str, *args: str) -> subprocess.Popen[str]:
    """A Python process running `script`, started and ready once it prints its first line."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    process = subprocess.Popen([sys.executable, "-c", script, *args], stdout=subprocess.PIPE, text=True, env=env)
    assert process.stdout is not None and process.stdout.readline(), "the child started saving"
    return process


def kill(process: subprocess.Popen[str]) -> None:
    process.send_signal(signal.SIGKILL)
    process.wait(timeout=10)
    assert process.returncode == -signal.SIGKILL


def test_a_save_killed_mid_write_leaves_the_old_file_byte_identical(tmp_path: Path) -> None:
    save = tmp_path / "match.json"
    save.write_bytes(OLD.encode())
    kill(child(STALLED_SAVE, str(save), '{"new": 0}\n'))

    assert save.read_bytes() == OLD.encode()
    leftovers = sorted(tmp_path.iterdir())
    assert [p.name for p in leftovers if p != save], "the killed save left its half-written temporary file"
    assert all(p.match(temp_pattern(save)) and not p.name.endswith(".json") for p in leftovers if p != save)


def test_the_next_save_removes_a_killed_saves_leftover_but_not_a_running_ones(tmp_path: Path) -> None:
    save = tmp_path / "match.json"
    save.write_text(OLD)
    kill(child(STALLED_SAVE, str(save), '{"new": 0}\n'))
    killed = next(tmp_path.glob(temp_pattern(save)))
    old_enough = time.time() - STALE_TEMP_SECONDS - 1
    os.utime(killed, (old_enough, old_enough))
    running = tmp_path / ".match.json.another-copy-saving.tmp"
    running.write_text("in flight")

    write_atomic(save, NEW)

    assert save.read_text() == NEW
    assert sorted(tmp_path.iterdir()) == sorted([save, running])


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_kills_at_random_moments_always_leave_one_whole_version(tmp_path: Path) -> None:
    save = tmp_path / "autosave.json"
    save.write_text(OLD)
    versions = [tmp_path / "old.txt", tmp_path / "new.txt"]
    versions[0].write_text(OLD)
    versions[1].write_text(NEW)
    chance = random.Random(8)
    for _ in range(12):
        process = child(SAVING_FOR_EVER, str(save), *map(str, versions))
        time.sleep(chance.uniform(0.0, 0.2))
        kill(process)
        assert save.read_text() in (OLD, NEW)
        for leftover in tmp_path.glob(".*"):
            assert leftover.match(temp_pattern(save))


def test_a_save_through_a_symlink_replaces_the_file_it_names_and_keeps_the_link(tmp_path: Path) -> None:
    """Issue 24, defect 15: the link was replaced by a file, and the file it named kept the old game."""
    real = tmp_path / "games" / "match.json"
    real.parent.mkdir()
    real.write_text(OLD)
    link = tmp_path / "match.json"
    link.symlink_to(real)
    write_atomic(link, NEW)
    assert link.is_symlink() and real.read_text() == NEW


def test_a_new_save_gets_the_umasks_permissions_and_an_old_one_keeps_its_own(tmp_path: Path) -> None:
    """Issue 24, defect 15: saves were always 0600, whatever the umask."""
    old_umask = os.umask(0o022)
    try:
        write_atomic(tmp_path / "new.json", NEW)
        os.umask(0o077)
        write_atomic(tmp_path / "private.json", NEW)
    finally:
        os.umask(old_umask)
    assert (tmp_path / "new.json").stat().st_mode & 0o777 == 0o644
    assert (tmp_path / "private.json").stat().st_mode & 0o777 == 0o600
    shared = tmp_path / "shared.json"
    shared.write_text(OLD)
    shared.chmod(0o664)
    write_atomic(shared, NEW)
    assert shared.stat().st_mode & 0o777 == 0o664 and shared.read_text() == NEW


def test_a_save_is_named_after_the_game_and_the_minute_and_never_takes_a_used_name(tmp_path: Path) -> None:
    when = time.mktime((2025, 3, 14, 20, 5, 0, 0, 0, -1))
    first = save_path(tmp_path, "Tsuro of the Seas", when)
    assert first == tmp_path / "Tsuro of the Seas 2025-03-14 20.05.qtgames-match.json"
    first.write_text("{}", encoding="utf-8")
    assert save_path(tmp_path, "Tsuro of the Seas", when).name == "Tsuro of the Seas 2025-03-14 20.05 (2).qtgames-match.json"
    assert save_path(tmp_path, "a/b: c?", when).name == "ab c 2025-03-14 20.05.qtgames-match.json"


def test_a_save_never_replaces_a_folder_or_a_device(tmp_path: Path) -> None:
    """Issue 35: renamed over, a link to /dev/full (as root) would have replaced the device itself."""
    import pytest

    folder = tmp_path / "match.json"
    folder.mkdir()
    device = tmp_path / "full.json"
    device.symlink_to("/dev/full")
    for target, words in ((folder, "is a folder, not a file"), (device, "is a device or a pipe, not a file")):
        with pytest.raises(OSError) as refused:
            write_atomic(target, NEW)
        assert refused.value.strerror == words
    assert folder.is_dir() and Path("/dev/full").is_char_device() and sorted(tmp_path.iterdir()) == [device, folder]
