"""Take the pictures of issue 20 offscreen: what a choice costs and what a move did, on the board.

Run: `QT_QPA_PLATFORM=offscreen python tools/moment_shots.py` (writes four files into
docs/screenshots/): an Entdecker start-fee badge with its hover text, an Entdecker event card
over the board, the Magellan bid box at 1024×700, and a Magellan auction's outcome on the board.
Each game is a greedy game opened as a player opens a saved match; moments are photographed
while they show, the board's pace slowed for the picture.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from typing import Any

from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication
from screenshots import (  # sets up offscreen Qt and a fresh home first
    OUT,
    greedy_record,
    settle,
)

from qtgames.engine.core import get_game
from qtgames.engine.core.record import MatchRecord, replay
from qtgames.engine.entdecker.consequences import fee_at
from qtgames.engine.entdecker.state import Draw, Phase, StartSquare
from qtgames.engine.magellan.state import Bid, Stage
from qtgames.gui.entdecker.board import ChoiceItem
from qtgames.gui.i18n import install_translators
from qtgames.gui.main_window import MainWindow
from qtgames.gui.unfinished import Answer
from qtgames.gui.widgets.event_card import EventCard

SLOW_MS = 1500   # per beat: long enough to photograph a card at its full light
EVENTS = ("storm", "pirates", "gold", "ruins")
ENTDECKER = (["Ada", "Ben", "Cleo"], ["human", "greedy", "greedy"])
MAGELLAN = (["Ada", "Kenji", "Mira", "Tomas"], ["human", "greedy", "greedy", "random"])


def until(test: Callable[[], bool], seconds: float = 20) -> None:
    """Let the window run until `test` holds (an animation has reached its moment)."""
    for _ in range(int(seconds * 20)):
        if test():
            return
        settle(50)
    raise RuntimeError("the moment to photograph never came")


def card_in_full(window: MainWindow) -> bool:
    return any(card.opacity() >= 1.0 for card in window.board.scene().items() if isinstance(card, EventCard))


def open_match(window: MainWindow, record: MatchRecord, size: tuple[int, int]) -> None:
    """Open a greedy game's record as a player opens a saved match, at a size players have; the AIs wait."""
    window.resize(*size)
    file = OUT / "moment.qtgames.json"
    file.write_text(record.dumps(), encoding="utf-8")
    window.files.open_path(file)
    file.unlink()
    window.host.ai_delay_ms = 10**9
    settle(300)


def start_fee_shot(window: MainWindow) -> None:
    """Ada to start where other players' units make it cost extra: the badges, and the hover text."""
    game = get_game("entdecker")

    def costly(state: Any) -> bool:
        decision = game.decision(state)
        return (decision is not None and decision.player == 0 and state.phase == Phase.START
                and sum(isinstance(a, StartSquare) and fee_at(state, a.square) is not None
                        for a in game.legal_actions(state)) >= 2)

    open_match(window, greedy_record("entdecker", 3, *ENTDECKER, costly), (1366, 768))
    board = window.board
    ring = next(item for item in board.scene().items() if isinstance(item, ChoiceItem)
                and isinstance(item.action, StartSquare) and fee_at(board.state, item.action.square) is not None)
    QTest.mouseMove(board.viewport(), board.mapFromScene(ring.sceneBoundingRect().center()))
    settle(300)
    window.grab().save(str(OUT / "entdecker-start-fee.png"))


def event_shot(window: MainWindow) -> None:
    """Ada turns over an event card mid-game (the tool looks under the card, a player could not):
    its card over the board, the square outlined, what it took flying to her place."""
    game = get_game("entdecker")

    def eventful(state: Any, stack: int) -> bool:
        trial = state.clone()
        events = game.apply(trial, Draw(stack))
        return any(event.kind in EVENTS for event in events)

    def ready(state: Any) -> bool:
        return (state.round >= 5 and state.phase == Phase.EXPLORE and game.decision(state).player == 0
                and any(eventful(state, a.stack) for a in game.legal_actions(state) if isinstance(a, Draw)))

    record = greedy_record("entdecker", 3, *ENTDECKER, ready)
    open_match(window, record, (1366, 768))
    stack = next(a.stack for a in game.legal_actions(window.host.state) if isinstance(a, Draw)
                 and eventful(window.host.state, a.stack))
    window.board.animation_ms_per_tile = SLOW_MS
    window.human_action(Draw(stack))
    until(lambda: card_in_full(window))
    window.grab().save(str(OUT / "entdecker-event.png"))


def magellan_shots(window: MainWindow) -> None:
    """At 1024×700: Ada bids with the bid box against a standing bid; then bids her most, and the
    auction's outcome, with the gold paid, is shown on the board."""

    def bidding(state: Any) -> bool:
        return (state.stage == Stage.BID and state.bidder == 0 and state.high_bid > 0
                and sum(len(field) for fields in state.ships for field in fields) >= 6)

    # The first seed whose greedy game reaches such an auction (engine changes move it, as they should).
    seed = next(seed for seed in range(7, 200) if bidding(replay(greedy_record("magellan", seed, *MAGELLAN, bidding)).state))
    open_match(window, greedy_record("magellan", seed, *MAGELLAN, bidding), (1024, 700))
    window.panel.bid.amount.setValue(window.host.state.high_bid + 2)
    window.grab().save(str(OUT / "magellan-bid-1024x700.png"))
    window.board.animation_ms_per_tile = SLOW_MS
    window.host.ai_delay_ms = 0   # whoever outbids Ada, the auction ends and its outcome is shown
    window.human_action(Bid(max(a.amount for a in window.host.legal_actions() if isinstance(a, Bid))))
    until(lambda: card_in_full(window))
    window.grab().save(str(OUT / "magellan-auction-outcome.png"))


def main() -> int:
    app = QApplication.instance() or QApplication(sys.argv)  # noqa: F841  (must outlive the window)
    install_translators("en")   # as the app does: English plurals ("1 card") live in its catalogue
    window = MainWindow()
    window.host.autosave = False
    # Each picture opens a match over an unfinished one: nothing to keep, and the question would wait for ever.
    window.files.ask_unfinished = lambda record, closing: Answer.DISCARD  # type: ignore[method-assign]
    window.show()
    for shot in (start_fee_shot, event_shot, magellan_shots):
        shot(window)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
