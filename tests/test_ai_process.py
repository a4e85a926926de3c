"""The AI worker process never outlives the app, however the app ends.

A worker waits for questions on a queue whose writing end it holds as well, so it cannot tell
when the app is gone: an app that crashed or was killed left its worker idle for good.
"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent

# The app's AI process answers one question; once its worker waits for the next one (idle, as
# between a user's moves), the "app" says the worker's pid and waits to be killed.
HOST = """
import multiprocessing, threading, time
from PySide6.QtCore import Qt
from qtgames.engine.core import get_game
from qtgames.engine.core.session import AiRequest
from qtgames.gui.match import AiProcess, _AiAnswer

game = get_game("tsuro-seas")
state = game.new_state(2, game.Options(), 1)
answered = threading.Event()
answer = _AiAnswer()
answer.ready.connect(lambda *_: answered.set(), Qt.ConnectionType.DirectConnection)
ai = AiProcess()
ai.ask(game.info, AiRequest("random", 0, 1, game.observation(state, 0)), 1, answer)
assert answered.wait(60)
time.sleep(1)
print(*[worker.pid for worker in multiprocessing.active_children()], flush=True)
time.sleep(600)
"""


def running(pid: int) -> bool:
    """True while `pid` is a live process (a zombie has ended; only its parent has not read its status)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except FileNotFoundError:
        return False


@pytest.mark.slow   # over a second: the slow step (the fast gate stays under five minutes)
def test_the_ai_worker_ends_when_the_app_is_killed() -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    app = subprocess.Popen([sys.executable, "-c", HOST], stdout=subprocess.PIPE, text=True, env=env)
    assert app.stdout is not None
    (worker,) = map(int, app.stdout.readline().split())
    try:
        app.send_signal(signal.SIGKILL)
        app.wait(timeout=10)
        deadline = time.monotonic() + 10
        while running(worker) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert not running(worker), "the AI worker outlived the app"
    finally:
        if running(worker):
            os.kill(worker, signal.SIGKILL)
