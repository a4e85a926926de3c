"""Kill the app mid-game, start it again: the autosaved game is offered back, move for move."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import record_from_text
from qtgames.gui.main_window import MainWindow
from qtgames.storage import user_paths

MOVES_BEFORE_KILL = 6

# A player's session: a human (moving by the first legal choice) against a greedy AI, until the
# process kills itself without warning — no close event, no cleanup, like a crash or a power cut.
# (A file with a main guard: the AI's worker process is spawned and imports the main module.)
CRASHING_SESSION = textwrap.dedent(f"""
    import os, signal
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication
    from qtgames.engine.core import get_game
    from qtgames.engine.core.record import PlayerSeat
    from qtgames.gui.main_window import MainWindow
    from qtgames.gui.start_page import NewGame

    def main():
        app = QApplication([])
        window = MainWindow()
        window.host.ai_delay_ms = 0
        window.show()
        seats = [PlayerSeat("Ann", "human"), PlayerSeat("Bo", "greedy")]
        window.start_game(NewGame("tsuro-seas", seats, get_game("tsuro-seas").Options(), 7))
        def tick():
            if window.host.human_to_move():
                if len(window.host.record.actions) >= {MOVES_BEFORE_KILL}:
                    os.kill(os.getpid(), signal.SIGKILL)
                window.human_action(window.host.legal_actions()[0])
        timer = QTimer()
        timer.timeout.connect(tick)
        timer.start(10)
        app.exec()

    if __name__ == "__main__":
        main()
""")


def crash_a_session(tmp_path: Path) -> None:
    """Run the session in a process group of its own, so the AI worker it leaves orphaned goes too."""
    repo = Path(__file__).resolve().parents[2]
    script = tmp_path / "session.py"
    script.write_text(CRASHING_SESSION, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(repo), "QT_QPA_PLATFORM": "offscreen"}
    with (tmp_path / "session.log").open("wb") as log:
        session = subprocess.Popen([sys.executable, str(script)], env=env, stdout=log, stderr=log,
                                   start_new_session=True)
        try:
            code = session.wait(timeout=120)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(session.pid, signal.SIGKILL)
    assert code == -signal.SIGKILL, (tmp_path / "session.log").read_text(errors="replace")[-2000:]


def test_a_killed_game_is_offered_back_and_resumes_where_it_stopped(qtbot, window: MainWindow, tmp_path: Path) -> None:
    crash_a_session(tmp_path)
    saved = record_from_text(user_paths().autosave.read_text(encoding="utf-8"))
    assert len(saved.actions) >= MOVES_BEFORE_KILL and [p.name for p in saved.players] == ["Ann", "Bo"]
    offers: list[str] = []
    window.files.ask_resume = lambda description: offers.append(description) or True  # type: ignore[method-assign]
    window.files.offer_resume()
    assert len(offers) == 1 and offers[0].startswith(f"Tsuro of the Seas, {len(saved.actions)} moves in")
    assert window.pages.currentIndex() == 1
    assert window.host.record.actions == saved.actions  # type: ignore[union-attr]
    game = get_game("tsuro-seas")
    assert game.state_to_json(window.board.state) == game.state_to_json(window.host.observation())
    assert window.host.human_to_move(), "the human was about to move when the app died"


def test_declining_keeps_the_unfinished_game_among_the_saves(qtbot, window: MainWindow, tmp_path: Path) -> None:
    crash_a_session(tmp_path)
    text = user_paths().autosave.read_text(encoding="utf-8")
    window.files.ask_resume = lambda description: False  # type: ignore[method-assign]
    window.files.offer_resume()
    assert window.pages.currentIndex() == 0 and not user_paths().autosave.exists()
    kept = [Path(p) for p in window.files.recent_files()]
    assert len(kept) == 1 and kept[0].parent == user_paths().saves and kept[0].read_text(encoding="utf-8") == text


def test_nothing_is_offered_for_a_finished_game_and_a_damaged_autosave_is_set_aside(qtbot, window: MainWindow) -> None:
    window.files.ask_resume = lambda description: pytest_fail(description)  # type: ignore[method-assign]
    errors: list[str] = []
    window.show_error = lambda title, text: errors.append(text)  # type: ignore[method-assign]
    autosave = user_paths().autosave
    autosave.parent.mkdir(parents=True, exist_ok=True)
    finished = play_match(get_game("tsuro-seas"), ["greedy", "random"], get_game("tsuro-seas").Options(), 3).record
    autosave.write_text(finished.dumps(), encoding="utf-8")
    window.files.offer_resume()
    assert autosave.exists() and not errors, "a finished game is left alone"
    autosave.write_text(finished.dumps()[:300], encoding="utf-8")
    window.files.offer_resume()
    assert not autosave.exists()
    aside = list(user_paths().saves.glob("unreadable-*.json"))
    assert len(aside) == 1 and aside[0].read_text(encoding="utf-8") == finished.dumps()[:300]
    assert len(errors) == 1 and errors[0].startswith("not JSON") and str(aside[0]) in errors[0]
    assert window.files.recent_files() == [str(aside[0])]
    assert window.pages.currentIndex() == 0


def pytest_fail(description: str) -> bool:
    raise AssertionError(f"no resume should be offered, got: {description}")
