"""Entdecker played through the window: a human turn by clicks, and AIs to the result screen."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QWidget

from qtgames.engine.ai.play import play_match
from qtgames.engine.core import get_game
from qtgames.engine.entdecker.state import Phase, StartCircle
from qtgames.gui.entdecker.board import ChoiceItem, TargetItem
from qtgames.gui.entdecker.geometry import circle_centre, square_rect

from ..conftest import choose_game, click_item, start_game

SEED = 4


def items(board, kind):  # type: ignore[no-untyped-def]
    return [item for item in board.scene().items() if isinstance(item, kind)]


def plain_land_stack(state) -> int:  # type: ignore[no-untyped-def]
    """A stack whose top card (the test peeks; a player would be guessing) is land without an event."""
    for index, stack in enumerate(state.stacks):
        spec = state.specs[stack[-1]] if stack else None
        if spec is not None and spec.land and spec.event is None:
            return index
    raise AssertionError("no stack shows a plain land card on top")


def test_a_human_turn_start_declare_draw_place_and_build_a_fort(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED, game="entdecker")
    host = window.host
    qtbot.waitUntil(lambda: host.human_to_move() and host.state.phase == Phase.START, timeout=5000)
    board, panel = window.board, window.panel

    middle = square_rect(host.state, host.state.board.squares // 2).center()
    qtbot.mouseClick(board.viewport(), Qt.MouseButton.LeftButton, pos=board.mapFromScene(middle))
    assert panel.controls.status.plain.startswith("EN-X1: In the first round only the starting circles")
    assert host.state.phase == Phase.START, "a refused click changes nothing"

    circles = items(board, ChoiceItem)
    assert len(circles) > 1, "the free starting circles are offered on the board"
    click_item(qtbot, board, circles[0])
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    assert host.state.ship_circle >= 0

    gold = host.state.gold[0]
    assert panel.choices.heading.text() == "How many cards will you turn over? (EN-X3)", "the decision's rule"
    qtbot.mouseClick(panel.choice("declare-2"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.phase == Phase.EXPLORE)
    assert host.state.gold[0] == gold - 2, "EN-X3: one gold per declared card"

    undiscovered = host.state.undiscovered()
    qtbot.mouseClick(panel.stack_buttons[plain_land_stack(host.state)], Qt.MouseButton.LeftButton)
    if host.state.phase == Phase.PLACE:
        targets = items(board, TargetItem)
        assert targets, "the squares the card fits are highlighted"
        click_item(qtbot, board, targets[0])
        assert panel.controls.place_button.isEnabled()
        qtbot.mouseClick(panel.controls.place_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.phase == Phase.EXPLORE)
    assert host.state.undiscovered() == undiscovered - 1
    square = host.state.ship_square
    assert square >= 0 and host.state.tiles[square] >= 0, "the ship sailed onto the new card"

    fort = panel.choice("build-fort-0")
    assert fort is not None, "a fort can be built on the new land (EN-B1)"
    qtbot.mouseClick(fort, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.unit_owner[square] == 0)
    tips = [item.toolTip() for item in board.scene().items()]
    assert "Fort of player 1" in tips
    assert host.state.supply[0][1] == 1
    assert "fort" in panel.log.item(panel.log.count() - 1).text().lower()
    assert "1 fort," in panel.players.item(0).text()


@pytest.mark.slow
def test_ais_play_entdecker_to_the_result_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """A whole game of AI seats in the window, 20-60 s by load (past 60 s on a machine loaded
    six times over): CI's slow step; the fast gate opens one finished."""
    start_game(qtbot, window, ["random", "greedy"], 2, game="entdecker")
    qtbot.waitUntil(lambda: window.host.game.is_terminal(window.host.state), timeout=180_000)
    assert_result_screen(qtbot, window)


def test_a_finished_entdecker_game_opens_on_its_result_screen(qtbot, window, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The fast gate's share of the game above: the same AIs' game, played through the engine and opened."""
    game = get_game("entdecker")
    record = tmp_path / "finished.json"
    record.write_text(play_match(game, ["random", "greedy"], game.Options(), 2).record.dumps(), encoding="utf-8")
    assert window.files.open_path(record)
    assert_result_screen(qtbot, window)


def assert_result_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The result card names the winner and the points, and the spinner shows the last income."""
    overlay = window.board_area.overlay
    qtbot.waitUntil(overlay.isVisible, timeout=2000)
    winners = window.host.game.winners(window.host.state)
    assert overlay.title.text().startswith(window.names()[winners[0]])
    assert "points" in overlay.detail.text()
    spinner = window.panel.spinner
    assert spinner.value == window.host.state.spin and str(spinner.value) in spinner.toolTip(), "the last income"


def test_a_hint_rings_the_suggested_start_on_the_board(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED, game="entdecker")
    qtbot.waitUntil(lambda: window.host.human_to_move(), timeout=5000)
    hints: list[object] = []
    window.host.hintReady.connect(hints.append)
    window.menus.hint_action.trigger()
    qtbot.waitUntil(lambda: bool(hints), timeout=10000)
    assert isinstance(hints[0], StartCircle)
    ringed = [item for item in window.board.scene().items() if item.toolTip() == "Suggested by the hint"]
    assert len(ringed) == 1
    assert ringed[0].sceneBoundingRect().contains(circle_centre(window.host.state, hints[0].circle))
    assert window.statusBar().currentMessage().startswith("Hint: ")
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert window.host.record.actions[0] == hints[0], "Enter takes the ringed start, as a click on it would"


def test_choosing_entdecker_shows_its_options_and_player_range_only(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    page = window.start_page
    choose_game(qtbot, window, "entdecker")
    qtbot.mouseClick(page.advanced_button, Qt.MouseButton.LeftButton)   # the options are under Advanced
    expected = {f"option-{info.name}" for info in get_game("entdecker").Options.describe()}
    qtbot.waitUntil(lambda: {w.objectName() for w in page.options_box.findChildren(QWidget)
                             if w.objectName().startswith("option-") and w.isVisible()} == expected)
    assert (page.player_count.minimum(), page.player_count.maximum()) == (2, 4)


def test_undo_takes_back_my_own_declaration_but_never_a_card_i_turned_over(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """The undo policy outside a sandbox: own moves within the turn that showed nothing new."""
    start_game(qtbot, window, ["human", "random"], SEED, game="entdecker")
    host, panel = window.host, window.panel
    qtbot.waitUntil(lambda: host.human_to_move() and host.state.phase == Phase.START, timeout=5000)
    click_item(qtbot, window.board, items(window.board, ChoiceItem)[0])
    qtbot.waitUntil(lambda: host.state.phase == Phase.DECLARE)
    gold, moves = host.state.gold[0], len(host.record.actions)
    assert window.menus.undo_action.isEnabled(), "choosing a starting circle showed nothing: it may be taken back"
    qtbot.mouseClick(panel.choice("declare-2"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.phase == Phase.EXPLORE)
    assert window.menus.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert host.state.phase == Phase.DECLARE and host.state.gold[0] == gold and len(host.record.actions) == moves
    qtbot.mouseClick(panel.choice("declare-1"), Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: host.state.phase == Phase.EXPLORE)
    qtbot.mouseClick(panel.stack_buttons[plain_land_stack(host.state)], Qt.MouseButton.LeftButton)
    assert not window.menus.undo_action.isEnabled(), "the card turned over cannot be unseen"
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(host.record.actions) == moves + 2
