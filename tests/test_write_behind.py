"""Files written behind the caller's back (`write_behind`): the caller never waits for the disk,
the newest text always lands, failures are told in order, and a hung disk is reported, not waited
for forever. A disk is made slow by a `write_atomic` that waits for the test's go-ahead."""

from __future__ import annotations

import errno
import threading
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from qtgames import storage
from qtgames.write_behind import WriteBehind

PATIENCE_S = 10.0   # only a broken writer waits this long


class SlowDisk:
    """`storage.write_atomic` that holds each write until `go` is set, and keeps what it wrote."""

    def __init__(self, real: Callable[[Path, str], None]) -> None:
        self.real = real
        self.go = threading.Event()
        self.started = threading.Event()
        self.written: list[str] = []
        self.threads: set[threading.Thread] = set()

    def __call__(self, path: Path, text: str) -> None:
        self.threads.add(threading.current_thread())
        self.started.set()
        assert self.go.wait(PATIENCE_S)
        self.written.append(text)
        self.real(path, text)


@pytest.fixture
def disk(monkeypatch: pytest.MonkeyPatch) -> Iterator[SlowDisk]:
    slow = SlowDisk(storage.write_atomic)
    monkeypatch.setattr(storage, "write_atomic", slow)
    yield slow
    slow.go.set()


def test_the_caller_never_waits_and_the_newest_text_lands_in_one_write_after_the_busy_one(
        disk: SlowDisk, tmp_path: Path) -> None:
    writer = WriteBehind()
    target = tmp_path / "autosave.json"
    writer.write(target, "move 1")
    assert disk.started.wait(PATIENCE_S)
    for move in (2, 3, 4):
        writer.write(target, f"move {move}")   # returns while the disk holds move 1
    assert not writer.flush(timeout=0.05), "a flush says so when the disk has not answered"
    disk.go.set()
    assert writer.flush(PATIENCE_S)
    assert disk.written == ["move 1", "move 4"], "the moves in between are in the newest text"
    assert target.read_text(encoding="utf-8") == "move 4"
    assert disk.threads and threading.current_thread() not in disk.threads
    assert writer.outcomes() == [(target, None), (target, None)] and writer.outcomes() == []
    assert writer.close(PATIENCE_S)


def test_each_file_keeps_its_own_newest_text(disk: SlowDisk, tmp_path: Path) -> None:
    writer = WriteBehind()
    first, second = tmp_path / "autosave.json", tmp_path / "autosave-2.json"
    writer.write(first, "a1")
    assert disk.started.wait(PATIENCE_S)
    writer.write(second, "b1")
    writer.write(first, "a2")
    disk.go.set()
    assert writer.close(PATIENCE_S)
    assert (first.read_text(encoding="utf-8"), second.read_text(encoding="utf-8")) == ("a2", "b1")
    assert [path for path, _ in writer.outcomes()] == [first, second, first]


def test_a_failed_write_is_told_with_its_reason_and_the_next_one_catches_up(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    told = threading.Semaphore(0)
    writer = WriteBehind(told.release)
    target = tmp_path / "autosave.json"

    def full_disk(path: Path, text: str) -> None:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(storage, "write_atomic", full_disk)
    writer.write(target, "move 1")
    assert told.acquire(timeout=PATIENCE_S), "the caller is told when a write is done"
    [(path, problem)] = writer.outcomes()
    assert path == target and isinstance(problem, OSError) and problem.errno == errno.ENOSPC
    monkeypatch.undo()
    writer.write(target, "move 2")
    assert writer.flush(PATIENCE_S) and writer.outcomes() == [(target, None)]
    assert target.read_text(encoding="utf-8") == "move 2"


def test_a_closed_writer_ends_its_thread_and_starts_another_when_asked_again(
        disk: SlowDisk, tmp_path: Path) -> None:
    disk.go.set()
    writer = WriteBehind()
    target = tmp_path / "autosave.json"
    writer.write(target, "one")
    assert writer.close(PATIENCE_S)
    [worker] = disk.threads
    worker.join(PATIENCE_S)
    assert not worker.is_alive(), "closing ends the thread"
    writer.write(target, "two")
    assert writer.close(PATIENCE_S) and target.read_text(encoding="utf-8") == "two"
    assert len(disk.threads) == 2
    for thread in disk.threads:
        thread.join(PATIENCE_S)
        assert not thread.is_alive()
