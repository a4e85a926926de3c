"""Autosave slots (issue 35, defect 4): each running copy of the app holds its own, by a lock the
system lets go of when the copy ends, however it ends — a kill -9 leaves no stale lock."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
from pathlib import Path

from qtgames.autosave_slots import claim_slot, orphaned_slots, slot_path, slots_on_disk, try_slot
from tests.paths import ROOT

# Holds slot 1 of a data folder, says so, and waits to be killed.
HOLDING_A_SLOT = """
import sys, time
from pathlib import Path
from qtgames.autosave_slots import try_slot
slot = try_slot(1, Path(sys.argv[1]))
slot.path.write_text("a game", encoding="utf-8")
print("holding" if slot is not None else "not held", flush=True)
time.sleep(120)
"""


def test_each_copy_takes_its_own_slot_and_a_released_one_is_taken_again(tmp_path: Path) -> None:
    first = claim_slot(lambda path: False, tmp_path)
    second = claim_slot(lambda path: False, tmp_path)
    assert (first.path.name, second.path.name) == ("autosave.json", "autosave-2.json")
    assert try_slot(1, tmp_path) is None, "a held slot is nobody else's"
    first.release()
    again = claim_slot(lambda path: False, tmp_path)
    assert again.number == 1 and not first.held
    again.release()
    second.release()


def test_a_slot_holding_a_game_to_keep_is_passed_over(tmp_path: Path) -> None:
    slot_path(1, tmp_path).write_text("an orphan's unfinished game", encoding="utf-8")
    slot_path(2, tmp_path).write_text("a finished game", encoding="utf-8")
    slot = claim_slot(lambda path: "unfinished" in path.read_text(encoding="utf-8"), tmp_path)
    assert slot.number == 2
    slot.release()


def test_a_copy_killed_with_kill_9_leaves_an_orphan_and_no_stale_lock(tmp_path: Path) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    with subprocess.Popen([sys.executable, "-c", HOLDING_A_SLOT, str(tmp_path)], env=env,
                          stdout=subprocess.PIPE, text=True) as holder:
        assert holder.stdout is not None and holder.stdout.readline() == "holding\n"
        assert orphaned_slots(tmp_path) == [], "a running copy's slot is no orphan"
        holder.send_signal(signal.SIGKILL)
        holder.wait(10)
    assert (tmp_path / ".autosave.json.lock").exists(), "the lock file is left behind"
    [orphan] = orphaned_slots(tmp_path)
    assert orphan.number == 1 and orphan.path.read_text(encoding="utf-8") == "a game"
    orphan.release()


def test_only_autosaves_count_as_slots(tmp_path: Path) -> None:
    for name in ("autosave.json", "autosave-3.json", "autosave-1.json", "autosave-x.json", ".autosave.json.lock",
                 "autosave-2.json.tmp", "saves"):
        (tmp_path / name).write_text("", encoding="utf-8")
    assert slots_on_disk(tmp_path) == [1, 3]
