"""Playing Tsuro of the Seas in the window as a person would: click, rotate, place, save, open."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QCheckBox, QPushButton

from qtgames.engine.core import Rng, get_game
from qtgames.engine.tsuro_seas.rules import bonus_pool
from qtgames.engine.tsuro_seas.state import Phase, TakeBonus
from qtgames.gui.game_ui import TableView
from qtgames.gui.tsuro_seas.board import MarkItem, PreviewItem
from qtgames.gui.tsuro_seas.panel import TsuroPanel

from ..conftest import autosaved, click_item, start_game

SEED = 5


def choose_first_mark(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    marks = [i for i in win.board.scene().items() if isinstance(i, MarkItem)]
    assert marks, "free starting marks are offered on the board"
    click_item(qtbot, win.board, marks[0])


def wait_for_human_placement(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    qtbot.waitUntil(lambda: win.host.human_to_move() and win.host.state.phase == Phase.PLACE, timeout=5000)


def rotate_to_a_legal_placement(qtbot, win) -> None:  # type: ignore[no-untyped-def]
    """Press R until the panel says the previewed placement is legal."""
    for _ in range(4):
        if not win.panel.controls.status.plain.startswith("TS-"):
            return
        qtbot.keyClick(win.board, Qt.Key.Key_R)


def preview(win):  # type: ignore[no-untyped-def]
    items = [i for i in win.board.scene().items() if isinstance(i, PreviewItem)]
    return items[0] if items else None


def test_human_places_a_tile_and_the_turn_passes(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED)
    assert window.host.decision.kind == "start"
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    state = window.host.state
    front = state.ships[0] >> 3
    log_lines, turn = window.panel.log.count(), state.turn

    qtbot.mouseClick(window.panel.hand_buttons[0], Qt.MouseButton.LeftButton)
    assert preview(window) is not None, "the chosen tile is previewed in front of the ship"
    assert [item.route.seat for item in window.board.routes][:1] == [0], "with the route it sails your ship on"
    qtbot.keyClick(window.board, Qt.Key.Key_R)
    assert window.board.rotation == 1
    click_item(qtbot, window.board, preview(window))
    assert window.board.rotation == 2, "clicking the preview turns it a quarter"
    rotate_to_a_legal_placement(qtbot, window)
    qtbot.mouseClick(window.panel.controls.place_button, Qt.MouseButton.LeftButton)

    assert window.host.state.tiles[front] >= 0 or not window.host.state.alive[0]
    qtbot.waitUntil(lambda: window.host.state.turn > turn, timeout=5000)
    assert window.panel.log.count() > log_lines
    assert any("[TS-P1]" in window.panel.log.item(i).text() for i in range(window.panel.log.count()))


def test_an_illegal_rotation_is_shown_with_its_rule_and_refused(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED)
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    for button in window.panel.hand_buttons:
        qtbot.mouseClick(button, Qt.MouseButton.LeftButton)
        for _ in range(4):
            if "TS-P" in window.panel.controls.status.plain:
                break
            qtbot.keyClick(window.board, Qt.Key.Key_R)
        if "TS-P" in window.panel.controls.status.plain:
            break
    assert "TS-P" in window.panel.controls.status.plain, "some rotation of some hand tile breaks TS-P2..P5"
    assert not preview(window).legal, "an illegal preview is drawn as such (red frame and tint)"
    before = len(window.host.record.actions)
    qtbot.mouseClick(window.panel.controls.place_button, Qt.MouseButton.LeftButton)
    assert len(window.host.record.actions) == before
    assert "Not allowed" in window.statusBar().currentMessage()


def test_save_reopen_and_continue(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED)
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    saved = tmp_path / "my game.json"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(saved))
    window.menus.save_action.trigger()
    actions = json.loads(saved.read_text())["actions"]
    assert len(actions) == 2

    start_game(qtbot, window, ["human", "random", "random"], SEED + 1)  # something else meanwhile
    monkeypatch.setattr(window.files, "ask_open_path", lambda: str(saved))
    window.files.open_game()
    assert len(window.host.record.players) == 2 and len(window.host.record.actions) == 2
    assert str(saved) in window.files.recent_files()
    wait_for_human_placement(qtbot, window)
    qtbot.mouseClick(window.panel.hand_buttons[0], Qt.MouseButton.LeftButton)
    rotate_to_a_legal_placement(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    assert len(window.host.record.actions) >= 3


def test_a_corrupt_file_is_explained_and_the_game_kept(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "random"], SEED)
    record_before = window.host.record.dumps()
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "qtgames-match", "version": 1, "game": "tsuro-seas", "players": '
                   '[{"name": "a", "kind": "human"}, {"name": "b", "kind": "random"}], "seed": 1, '
                   '"actions": [{"start": 0}, {"start": 0}]}')
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", lambda title, text: errors.append(text))
    monkeypatch.setattr(window.files, "ask_open_path", lambda: str(bad))
    window.files.open_game()
    assert errors and "actions[1]" in errors[0] and "TS-O3" in errors[0]
    assert window.host.record.dumps() == record_before
    bad.write_text("{ not json")
    window.files.open_game()
    assert "not JSON" in errors[1]


@pytest.mark.slow   # over a second (--durations, 2026-11-29): the CI slow step runs it
def test_watching_ais_ends_on_a_result_screen(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["random", "greedy", "random"], 3)
    qtbot.waitUntil(lambda: window.host.game.is_terminal(window.host.state), timeout=20000)
    overlay = window.board_area.overlay
    qtbot.waitUntil(overlay.isVisible, timeout=2000)
    assert "win" in overlay.title.text()
    qtbot.mouseClick(overlay.findChild(QPushButton, "result-new-game"), Qt.MouseButton.LeftButton)
    assert window.pages.currentIndex() == 0


def test_hotseat_hides_hands_until_the_computer_is_passed(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["human", "human"], SEED)
    overlay = window.board_area.overlay
    assert overlay.isVisible() and "Pass the computer to Player 1" in overlay.title.text()
    assert window.panel.hand_box.title() == "Hand hidden"
    reveal = overlay.findChild(QPushButton, "reveal-hand")
    qtbot.mouseClick(reveal, Qt.MouseButton.LeftButton)
    assert not overlay.isVisible()
    choose_first_mark(qtbot, window)
    assert overlay.isVisible() and "Player 2" in overlay.title.text()


def place_a_tile(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Pick the first hand tile, turn it until the rules allow it, press Enter; wait for the AI."""
    qtbot.mouseClick(window.panel.hand_buttons[0], Qt.MouseButton.LeftButton)
    rotate_to_a_legal_placement(qtbot, window)
    qtbot.keyClick(window.board, Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: window.host.human_to_move() or window.host.decision is None, timeout=5000)


def test_outside_a_sandbox_a_placed_tile_cannot_be_taken_back(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Placing shows the drawn tile and the others reply: the undo policy keeps it."""
    start_game(qtbot, window, ["human", "random"], SEED)
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    moves = len(window.host.record.actions)
    place_a_tile(qtbot, window)
    assert len(window.host.record.actions) > moves and "sandbox" not in window.windowTitle()
    assert not window.menus.undo_action.isEnabled()
    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(window.host.record.actions) > moves


def test_sandbox_undo_takes_back_my_move_and_the_ai_reply_and_redo_plays_them_again(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    assert not window.menus.undo_action.isEnabled() and not window.menus.redo_action.isEnabled(), "nothing to undo yet"
    qtbot.mouseClick(window.start_page.sandbox, Qt.MouseButton.LeftButton)
    start_game(qtbot, window, ["human", "random"], SEED)
    assert window.windowTitle().endswith("sandbox") and window.host.record.sandbox
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    before = list(window.host.record.actions)
    hand = sorted(window.host.state.hands[0])
    place_a_tile(qtbot, window)
    after = list(window.host.record.actions)
    assert len(after) > len(before)

    qtbot.keyClick(window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert window.host.record.actions == before
    assert sorted(window.host.state.hands[0]) == hand and window.host.human_to_move()
    window.menus.redo_action.trigger()
    qtbot.waitUntil(lambda: window.host.record.actions[: len(after)] == after, timeout=5000)


def test_a_tsuro_turn_by_keyboard_alone(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    """Arrows walk the starting marks and Enter takes one; 1–3 pick a hand tile, R turns it,
    Enter lays it — no mouse once the game is on the table."""
    start_game(qtbot, window, ["human", "random"], SEED)
    board, host = window.board, window.host
    assert board.hasFocus()
    offered = list(host.legal_actions())
    for key in (Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Right, Qt.Key.Key_Left):
        qtbot.keyClick(board, key)
    qtbot.keyClick(board, Qt.Key.Key_Return)
    assert host.record.actions[0] == offered[2], "the third mark offered, reached by → → → ←"
    wait_for_human_placement(qtbot, window)
    hand = list(host.state.hands[0])
    moves = len(host.record.actions)
    for number, key in enumerate((Qt.Key.Key_1, Qt.Key.Key_2, Qt.Key.Key_3)):
        qtbot.keyClick(board, key)
        assert board.selected_tile == hand[number] and window.panel.hand_buttons[number].isChecked()
        rotate_to_a_legal_placement(qtbot, window)
        if not window.panel.controls.status.plain.startswith("TS-"):
            break
    rotation = board.rotation
    qtbot.keyClick(board, Qt.Key.Key_Return)
    placed = host.record.actions[moves]
    assert (placed.tile, placed.rotation) == (hand[number], rotation)


def test_every_ship_carries_its_seat_number_beside_its_colour(qtbot, window) -> None:  # type: ignore[no-untyped-def]
    start_game(qtbot, window, ["greedy", "greedy", "greedy"], SEED)
    qtbot.waitUntil(lambda: len(window.host.record.actions) >= 3, timeout=5000)
    window.host.set_paused(True)
    window.refresh()
    hulls = [i for i in window.board.scene().items() if i.toolTip().startswith("Player ")]
    assert len(hulls) == 3
    for hull in hulls:
        numbers = [child.text() for child in hull.childItems() if hasattr(child, "text")]
        assert numbers == [hull.toolTip().removeprefix("Player ")]


def test_the_autosave_is_always_the_match_on_the_table(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the monkey: only moves wrote the autosave, so after an undo it brought the undone
    moves back, and after a new game or an open it held the previous match."""
    qtbot.mouseClick(window.start_page.sandbox, Qt.MouseButton.LeftButton)   # undo across the AI's move
    start_game(qtbot, window, ["human", "random"], SEED)
    assert autosaved(window) == window.host.record.dumps(), "a new game is autosaved before its first move"
    choose_first_mark(qtbot, window)
    wait_for_human_placement(qtbot, window)
    saved = tmp_path / "two moves.json"
    monkeypatch.setattr(window.files, "ask_save_path", lambda: str(saved))
    window.menus.save_action.trigger()
    window.menus.undo_action.trigger()
    assert window.host.record.actions == [] and autosaved(window) == window.host.record.dumps(), "undo is autosaved"
    start_game(qtbot, window, ["human", "random", "random"], SEED + 1)
    assert autosaved(window) == window.host.record.dumps()
    assert window.files.open_path(saved)
    assert autosaved(window) == window.host.record.dumps() == saved.read_text(encoding="utf-8"), "an open is autosaved"


def test_a_record_with_an_unknown_player_kind_is_refused(qtbot, window, tmp_path: Path, monkeypatch) -> None:  # type: ignore[no-untyped-def]
    """Found by the monkey: such a record loaded, and the game froze on that seat's turn for good
    ("thinking…"), its AI process failing on the unknown kind where nobody heard it."""
    start_game(qtbot, window, ["human", "random"], SEED)
    record_before = window.host.record.dumps()
    data = json.loads(record_before)
    data["players"][1]["kind"] = "wizard"
    wizard = tmp_path / "wizard.json"
    wizard.write_text(json.dumps(data))
    errors: list[str] = []
    monkeypatch.setattr(window, "show_error", lambda title, text: errors.append(text))
    assert not window.files.open_path(wizard)
    assert errors == [("wizard.json: players[1].kind: unknown player 'wizard'; known: human, random, greedy, "
                       "easy, normal, hard, expert")]
    assert window.host.record.dumps() == record_before


def test_the_panel_cites_the_rules_the_engine_names(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The elimination bonus cites the pending decision's rule; a sea without daikaiju its option's."""
    game = get_game("tsuro-seas")
    state, rng = game.new_state(4, game.Options(daikaiju=False), 2), Rng(2)
    while state.phase not in (Phase.BONUS, Phase.OVER):
        game.apply(state, rng.choice(game.legal_actions(state)))
    assert state.phase == Phase.BONUS, "this seed's random game eliminates a ship while others hold tiles"
    panel = TsuroPanel()
    qtbot.addWidget(panel)
    decision = game.decision(state)
    names = [f"P{seat + 1}" for seat in range(4)]
    panel.show_state(TableView(state, decision.player, names, decision, "", game.legal_actions(state), True))
    assert panel.bonus.title() == "Elimination bonus (TS-E1)"
    assert panel.dice_label.text() == "No daikaiju (TS-V1)"


def test_the_bonus_box_offers_the_engines_pool_and_swaps_only_what_the_engine_allows(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The box shows the active player's hand and the pool from their observation as pictures; Swap
    is enabled exactly for a choice among the engine's legal swaps (as many given as taken)."""
    game = get_game("tsuro-seas")
    state, rng = game.new_state(4, game.Options(daikaiju=False), 2), Rng(2)
    while state.phase not in (Phase.BONUS, Phase.OVER):
        game.apply(state, rng.choice(game.legal_actions(state)))
    decision = game.decision(state)
    seen = game.observation(state, decision.player)
    panel = TsuroPanel()
    qtbot.addWidget(panel)
    panel.show()
    panel.show_state(TableView(seen, decision.player, [f"P{seat + 1}" for seat in range(4)], decision, "",
                               game.legal_actions(state), True))
    box = panel.bonus

    def offered(side: str) -> list[tuple[int, QCheckBox]]:
        return [(int(tick.objectName().rsplit("-", 1)[1]), tick) for tick in box.findChildren(QCheckBox)
                if tick.objectName().startswith(f"bonus-{side}-") and tick.isVisible()]

    assert [tile for tile, _ in offered("take")] == bonus_pool(state) != []
    assert [tile for tile, _ in offered("give")] == state.hands[decision.player], "as the hand shows them"
    (give, first_give), (take, first_take) = offered("give")[0], offered("take")[0]
    def tick(box: QCheckBox) -> None:   # on the box itself: a stretched row's centre is empty space
        qtbot.mouseClick(box, Qt.MouseButton.LeftButton, pos=QPoint(6, box.height() // 2))

    tick(first_give)
    assert first_give.isChecked() and not box.swap.isEnabled(), "a tile given and none taken is no swap"
    tick(first_take)
    assert box.swap.isEnabled()
    swaps: list[object] = []
    panel.actionChosen.connect(swaps.append)
    qtbot.mouseClick(box.swap, Qt.MouseButton.LeftButton)
    assert swaps == [TakeBonus((give,), (take,))]
    game.check(state, swaps[0])
