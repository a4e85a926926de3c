"""One autosave per running copy of the app, each guarded by a lock the system lets go of when the
copy ends, however it ends.

Two copies of qtgames on one data folder used to share one autosave: each move of one overwrote
the other's game, and after a crash only the last writer's game came back. Now each copy writes
its own slot — `autosave.json`, then `autosave-2.json`, `autosave-3.json`, … — and holds an
exclusive lock on the slot's lock file (`.autosave.json.lock`) for as long as it runs.

The lock is the operating system's (`flock`; a byte-range lock on Windows), never a file's
presence or a process number written in it: the system lets go of it when the process ends —
closed, crashed, or killed with kill -9 — so a lock file left behind is never stale, only a file
nobody holds a lock on. A slot whose lock nobody holds is an orphan: the copy that wrote it is
gone, and its game (if unfinished) is offered at the next start. A running copy's slot is never
touched by another. No Qt here: the GUI decides what an orphan's game is worth.
"""

from __future__ import annotations

import os
import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from .storage import user_paths

try:
    import fcntl
except ImportError:   # Windows
    fcntl = None  # type: ignore[assignment]
    import msvcrt

FIRST = "autosave.json"   # the first slot keeps the name the autosave always had
_SLOT = re.compile(r"autosave(?:-([2-9]|[1-9][0-9]{1,3}))?\.json")


def slot_path(number: int, folder: Path | None = None) -> Path:
    """The autosave of slot `number` (1: `autosave.json`, n: `autosave-n.json`) in the data folder."""
    folder = folder or user_paths().data
    return folder / (FIRST if number == 1 else f"autosave-{number}.json")


@dataclass(eq=False)
class AutosaveSlot:
    """A slot this copy of the app holds the lock of: its autosave is this copy's to write."""

    number: int
    path: Path
    _fd: int | None = field(repr=False)

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let go of the lock (closing the file lets go of it): the slot is an orphan from now on."""
        if self._fd is not None:
            os.close(self._fd)
            self._fd = None


def try_slot(number: int, folder: Path | None = None) -> AutosaveSlot | None:
    """Slot `number` with its lock held by this copy, or None when another running copy holds it.
    An `OSError` when the lock file cannot be made (a data folder that cannot be written)."""
    path = slot_path(number, folder)
    path.parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path.with_name(f".{path.name}.lock"), os.O_RDWR | os.O_CREAT, 0o666)
    try:
        if fcntl is not None:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        else:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
    except OSError:
        os.close(fd)
        return None
    return AutosaveSlot(number, path, fd)


def slots_on_disk(folder: Path | None = None) -> list[int]:
    """The numbers of the slots whose autosave exists, lowest first."""
    folder = folder or user_paths().data
    try:
        names = os.listdir(folder)
    except OSError:
        return []
    return sorted(int(match.group(1) or 1) for name in names if (match := _SLOT.fullmatch(name)))


def orphaned_slots(folder: Path | None = None) -> list[AutosaveSlot]:
    """Every slot with an autosave that no running copy holds, now held by this one (release the
    ones it does not keep): two copies starting at once never both take one."""
    found = []
    for number in slots_on_disk(folder):
        try:
            slot = try_slot(number, folder)
        except OSError:
            continue
        if slot is not None:
            found.append(slot)
    return found


def claim_slot(keep: Callable[[Path], bool], folder: Path | None = None) -> AutosaveSlot:
    """The lowest slot no running copy holds whose autosave may be written over: there is none yet,
    or `keep(path)` says it holds nothing to keep (a finished game). One that holds a game to
    offer at the next start (an orphan's unfinished game) is passed over."""
    number = 1
    while True:
        slot = try_slot(number, folder)
        if slot is not None:
            if not slot.path.exists() or not keep(slot.path):
                return slot
            slot.release()
        number += 1
