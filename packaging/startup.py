"""Measure how long the built app takes from process start to its main window being shown.

Runs the executable with QTGAMES_EXIT_AFTER_SHOW=1 (the app prints a line once its window is
up, then quits) and times, from just before the process is created, the moment that line
arrives. The first run after a build or a reboot is the cold start (files not yet in the page
cache); the median of the next runs is the warm start.
Usage: python packaging/startup.py [EXECUTABLE] [--runs N]   (default dist/qtgames/qtgames, 5)
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import tempfile
import time
from pathlib import Path

SHOWN = "qtgames: main window shown"
TIMEOUT_S = 60.0


def time_to_window(executable: Path) -> tuple[float, float]:
    """Seconds from creating the process to the app saying its main window is shown, and the
    CPU seconds the whole run used (start to exit): on a busy machine the first grows with the
    other processes' load, the second hardly."""
    # A fresh home: no autosave, so the app never stops to offer a game back.
    with tempfile.TemporaryDirectory() as home:
        env = {**os.environ, "QTGAMES_EXIT_AFTER_SHOW": "1", "QTGAMES_HOME": home}
        env.setdefault("QT_QPA_PLATFORM", "offscreen")   # no display needed; xcb under Xvfb also works
        return _time_run(executable, env)


def _time_run(executable: Path, env: dict[str, str]) -> tuple[float, float]:
    cpu_before = _children_cpu()
    started = time.perf_counter()
    with subprocess.Popen([str(executable)], stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True,
                          env=env) as process:
        assert process.stdout is not None
        for line in process.stdout:
            if line.strip() == SHOWN:
                shown = time.perf_counter() - started
                break
        else:
            raise SystemExit(f"startup: {executable} exited with {process.wait()} before showing its window")
        process.wait(TIMEOUT_S)
    return shown, _children_cpu() - cpu_before


def _children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("executable", nargs="?", type=Path, default=Path("dist/qtgames/qtgames"))
    parser.add_argument("--runs", type=int, default=5, help="warm runs after the first (default 5)")
    args = parser.parse_args()
    first, first_cpu = time_to_window(args.executable)
    runs = [time_to_window(args.executable) for _ in range(args.runs)]
    warm = [shown for shown, _ in runs]
    cpu = statistics.median(used for _, used in runs)
    print(f"startup: first run {first * 1000:.0f} ms to the window (CPU {first_cpu * 1000:.0f} ms); "
          f"warm median of {args.runs} {statistics.median(warm) * 1000:.0f} ms (min {min(warm) * 1000:.0f}, "
          f"max {max(warm) * 1000:.0f}; CPU {cpu * 1000:.0f} ms); load average {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
