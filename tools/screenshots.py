"""Take the README/issue screenshots offscreen: start page, a mid-game board, the result screen.

Run: `QT_QPA_PLATFORM=offscreen python tools/screenshots.py` (writes docs/screenshots/*.png).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop, QTimer  # noqa: E402
from PySide6.QtWidgets import QApplication  # noqa: E402

from qtgames.engine.core import Rng, get_game  # noqa: E402
from qtgames.engine.core.record import MatchRecord, PlayerSeat  # noqa: E402
from qtgames.gui.main_window import MainWindow  # noqa: E402

OUT = Path(__file__).resolve().parents[1] / "docs" / "screenshots"


def settle(ms: int = 150) -> None:
    loop = QEventLoop()
    QTimer.singleShot(ms, loop.quit)
    loop.exec()


def played_record(seed: int, moves: int, names: list[str], kinds: list[str]) -> MatchRecord:
    """A record of `moves` random legal actions (stopping short of the end if asked)."""
    game = get_game("tsuro-seas")
    state = game.new_state(len(names), game.Options(), seed)
    rng = Rng(seed)
    record = MatchRecord(game.key, game.Options(), [PlayerSeat(n, k) for n, k in zip(names, kinds)], seed)
    while not game.is_terminal(state) and len(record.actions) < moves:
        action = rng.choice(game.legal_actions(state))
        record.actions.append(action)
        game.apply(state, action)
    return record


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841  (must outlive the window)
    OUT.mkdir(parents=True, exist_ok=True)
    window = MainWindow()
    window.host.autosave = False
    window.host.ai_delay_ms = 10**9  # freeze the AIs: these are still pictures
    window.resize(1280, 800)
    window.show()
    window.start_page.player_count.setValue(4)
    settle()
    window.grab().save(str(OUT / "start-page.png"))

    names = ["Ayame (you)", "Kenji", "Mira", "Tomas"]
    kinds = ["human", "greedy", "greedy", "random"]
    for seed in range(1, 400):
        record = played_record(seed, 10**6, names, kinds)
        full = len(record.actions)
        if full >= 30:
            break
    mid = played_record(seed, full - 8, names, kinds)
    window.host.load(mid)
    window.pages.setCurrentIndex(1)
    if window.panel.hand_buttons:
        window.panel.hand_buttons[0].click()  # show a tile previewed in front of the ship
    settle()
    window.grab().save(str(OUT / "mid-game.png"))

    window.host.load(played_record(seed, 10**6, names, kinds))
    settle()
    window.grab().save(str(OUT / "result.png"))
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
