"""Kill the app mid-game, start it again: the autosaved game is offered back, move for move; with
two copies of the app on one data folder, each one's game (issue 35, defect 4)."""

from __future__ import annotations

import contextlib
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication, QListWidget, QPushButton

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.core.record import record_from_text
from qtgames.gui.main_window import MainWindow
from qtgames.gui.resume import UnfinishedGames
from qtgames.storage import user_paths

from .conftest import autosaved, start_game

MOVES_BEFORE_KILL = 6

# A player's session: a human (moving by the first legal choice) against a greedy AI, until the
# process kills itself without warning — no close event, no cleanup, like a crash or a power cut.
# (A file with a main guard: the AI's worker process is spawned and imports the main module.)
CRASHING_SESSION = textwrap.dedent(f"""
    import os, signal, sys
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
        human, ai, seed = sys.argv[1:4] if len(sys.argv) > 3 else ("Ann", "Bo", "7")
        seats = [PlayerSeat(human, "human"), PlayerSeat(ai, "greedy")]
        window.start_game(NewGame("tsuro-seas", seats, get_game("tsuro-seas").Options(), int(seed)))
        def tick():
            if window.host.human_to_move():
                if len(window.host.record.actions) >= {MOVES_BEFORE_KILL}:
                    window.host.flush_autosave()   # killed once the last move's write has landed
                    os.kill(os.getpid(), signal.SIGKILL)
                window.human_action(window.host.legal_actions()[0])
        timer = QTimer()
        timer.timeout.connect(tick)
        timer.start(10)
        app.exec()

    if __name__ == "__main__":
        main()
""")


def crash_a_session(tmp_path: Path, *players: tuple[str, str, int]) -> None:
    """Run sessions side by side (a human and an AI named as given, the seed), each a copy of the app
    on the one data folder, each in a process group of its own, so the AI worker it leaves orphaned
    goes too; each kills itself mid-game."""
    repo = Path(__file__).resolve().parents[2]
    script = tmp_path / "session.py"
    script.write_text(CRASHING_SESSION, encoding="utf-8")
    env = {**os.environ, "PYTHONPATH": str(repo), "QT_QPA_PLATFORM": "offscreen"}
    sessions = []
    for number, (human, ai, seed) in enumerate(players or [("Ann", "Bo", 7)]):
        log = tmp_path / f"session{number}.log"
        with log.open("wb") as output:
            sessions.append((log, subprocess.Popen([sys.executable, str(script), human, ai, str(seed)], env=env,
                                                   stdout=output, stderr=output, start_new_session=True)))
    for log, session in sessions:
        try:
            code = session.wait(timeout=180)
        finally:
            with contextlib.suppress(ProcessLookupError):
                os.killpg(session.pid, signal.SIGKILL)
        assert code == -signal.SIGKILL, log.read_text(errors="replace")[-2000:]


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
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


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
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


@pytest.mark.slow   # over 1.6 s: the slow step (the fast gate stays under five minutes)
def test_two_copies_killed_mid_game_on_one_data_folder_are_both_offered_back(
        qtbot, window: MainWindow, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """Defect 4 (issue 35): two copies shared one autosave, so the other copy's game was silently lost."""
    crash_a_session(tmp_path, ("Ann", "Bo", 7), ("Cy", "Di", 8))
    offered: list[list[str]] = []
    window.files.choose_unfinished = lambda descriptions: offered.append(descriptions) or 1  # type: ignore[method-assign]
    window.files.ask_resume = lambda description: offered.append([description]) or True  # type: ignore[method-assign]
    window.files.offer_resume()
    assert len(offered) == 1 and len(offered[0]) == 2 and all(
        description.startswith("Tsuro of the Seas, ") for description in offered[0])
    resumed = window.host.record
    assert resumed is not None and len(resumed.actions) >= MOVES_BEFORE_KILL and window.pages.currentIndex() == 1
    [kept] = [Path(path) for path in window.files.recent_files()]
    other = record_from_text(kept.read_text(encoding="utf-8"))
    assert kept.parent == user_paths().saves and len(other.actions) >= MOVES_BEFORE_KILL
    assert sorted(p.name for record in (resumed, other) for p in record.players) == ["Ann", "Bo", "Cy", "Di"]
    window.files.offer_resume()   # nothing more to offer: one is on the table, the other among the saves
    assert len(offered) == 1


def test_a_running_copy_s_game_is_never_offered_to_another(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """The copy that is still running keeps its game: a second copy starting offers nothing, and
    writes its own autosave."""
    start_game(qtbot, window, ["human", "random"], 4)
    window.human_action(window.host.legal_actions()[0])
    qtbot.waitUntil(lambda: window.host.human_to_move() and window.host.session.moves >= 2)  # type: ignore[union-attr]
    mine = autosaved(window)
    second = MainWindow()
    second.host.ai_delay_ms = 0
    qtbot.addWidget(second)
    second.files.ask_resume = pytest_fail  # type: ignore[method-assign]
    second.files.offer_resume()
    start_game(qtbot, second, ["human", "random"], 5)
    assert autosaved(window) == mine
    assert second.host.autosave_slot is not None and second.host.autosave_slot.path != user_paths().autosave
    assert record_from_text(autosaved(second)).seed == 5


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_two_copies_quit_mid_game_are_both_offered_at_the_next_start(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    """Each copy's quit leaves its own unfinished game (the closing question says the autosave keeps it)."""
    second = MainWindow()
    second.host.ai_delay_ms = 0
    qtbot.addWidget(second)
    for copy, seed in ((window, 4), (second, 5)):
        start_game(qtbot, copy, ["human", "random"], seed)
        copy.human_action(copy.host.legal_actions()[0])
        qtbot.waitUntil(lambda copy=copy: copy.host.human_to_move() and copy.host.session.moves >= 2)
    window.close()
    second.close()
    third = MainWindow()
    qtbot.addWidget(third)
    offered: list[list[str]] = []
    third.files.choose_unfinished = lambda descriptions: offered.append(descriptions) or None  # type: ignore[method-assign]
    third.files.ask_resume = lambda description: offered.append([description]) or False  # type: ignore[method-assign]
    third.files.offer_resume()
    assert len(offered) == 1 and len(offered[0]) == 2
    kept = [record_from_text(Path(path).read_text(encoding="utf-8")) for path in third.files.recent_files()]
    assert sorted(record.seed for record in kept) == [4, 5]
    assert third.statusBar().currentMessage() == "2 unfinished games are kept among your saves (File → Open recent)."


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_the_list_of_unfinished_games_resumes_the_one_clicked(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    second = MainWindow()
    second.host.ai_delay_ms = 0
    qtbot.addWidget(second)
    for copy, seed in ((window, 4), (second, 5)):
        start_game(qtbot, copy, ["human", "random"], seed)
        copy.human_action(copy.host.legal_actions()[0])
        qtbot.waitUntil(lambda copy=copy: copy.host.human_to_move() and copy.host.session.moves >= 2)
    window.close()
    second.close()
    third = MainWindow()
    qtbot.addWidget(third)
    third.show()
    shown: list[str] = []

    def click_the_second() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, UnfinishedGames)
        games = dialog.findChild(QListWidget, "unfinished-list")
        shown.extend(games.item(row).text() for row in range(games.count()))
        rect = games.visualItemRect(games.item(1))
        qtbot.mouseClick(games.viewport(), Qt.MouseButton.LeftButton, pos=rect.center())
        qtbot.mouseClick(dialog.findChild(QPushButton, "resume-chosen"), Qt.MouseButton.LeftButton)

    QTimer.singleShot(0, click_the_second)
    third.files.offer_resume()
    assert len(shown) == 2 and all(text.startswith("Tsuro of the Seas, ") for text in shown)
    assert third.host.record is not None and third.pages.currentIndex() == 1
    [kept] = [record_from_text(Path(path).read_text(encoding="utf-8")) for path in third.files.recent_files()]
    assert sorted([third.host.record.seed, kept.seed]) == [4, 5]
    assert third.statusBar().currentMessage() == ("Resumed where the game stopped. 1 unfinished game is kept among "
                                                  "your saves (File → Open recent).")
