"""Files written in a thread of their own, so a slow disk never stalls the window.

The autosave is written after every move. `write_atomic` flushes each file to disk, and on a
busy disk that call, or even the plain write that the kernel throttles while it catches up,
blocks for hundreds of milliseconds: measured 2026-11-29 while another program wrote to the
same disk, the window's event loop stood still for up to 540 ms at an AI move, against 100 ms
with the autosave off. Here the write waits in a worker thread instead. Only the newest text
for each file is kept while a write is under way (the moves in between are in it), so a burst
of moves costs one write, not one each. No Qt here: the caller is told by `on_written`, called
in the worker thread, and collects the outcomes with `outcomes()` in its own thread.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from pathlib import Path

from . import storage


class WriteBehind:
    """One worker thread writing the newest text asked for each file, oldest request first."""

    def __init__(self, on_written: Callable[[], None] = lambda: None) -> None:
        self._on_written = on_written
        self._pending: dict[Path, str] = {}
        self._outcomes: list[tuple[Path, OSError | None]] = []
        self._busy = False
        self._thread: threading.Thread | None = None
        self._lock = threading.Condition()

    def write(self, path: Path, text: str) -> None:
        """Ask for `text` to replace `path` (atomically, as `storage.write_atomic` does); returns at
        once. A text still waiting for the same file is dropped: this one holds everything newer."""
        with self._lock:
            self._pending.pop(path, None)
            self._pending[path] = text
            if self._thread is None:
                self._thread = threading.Thread(target=self._work, name="write-behind", daemon=True)
                self._thread.start()
            self._lock.notify_all()

    def flush(self, timeout: float | None = None) -> bool:
        """Wait until every text asked for is written or has failed; False if `timeout` seconds
        passed first (a disk that hangs)."""
        with self._lock:
            return self._lock.wait_for(lambda: not self._pending and not self._busy, timeout)

    def close(self, timeout: float | None = None) -> bool:
        """Flush, then end the worker thread (a later `write` starts another); False as `flush`."""
        done = self.flush(timeout)
        with self._lock:
            self._thread = None   # its worker sees it is no longer the one, and ends
            self._lock.notify_all()
        return done

    def outcomes(self) -> list[tuple[Path, OSError | None]]:
        """The writes finished since the last call, in order: each file with None, or why it failed."""
        with self._lock:
            taken, self._outcomes = self._outcomes, []
        return taken

    def _work(self) -> None:
        me = threading.current_thread()
        while True:
            with self._lock:
                # One write at a time, even when a `close` that timed out left a write under way.
                self._lock.wait_for(lambda: (bool(self._pending) and not self._busy) or self._thread is not me)
                if self._thread is not me:
                    return
                path = next(iter(self._pending))
                text = self._pending.pop(path)
                self._busy = True
            problem: OSError | None = None
            try:
                storage.write_atomic(path, text)
            except OSError as exc:
                problem = exc
            with self._lock:
                self._outcomes.append((path, problem))
            try:
                # Told while still busy, so a `flush` that returns has seen the news posted.
                self._on_written()
            finally:
                with self._lock:
                    self._busy = False
                    self._lock.notify_all()
