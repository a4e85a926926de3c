"""The scenario editor with Tsuro of the Seas, driven like a user: drag pieces from the palette,
move and turn them on the board, undo and redo, save and reopen, test a ruling, play from here."""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from qtgames.engine.core.scenario import bundled_scenarios, scenario_from_text
from qtgames.engine.tsuro_seas.data import load_data
from qtgames.engine.tsuro_seas.events import kaiju_label, kaiju_name
from qtgames.engine.tsuro_seas.routes import placement_routes
from qtgames.engine.tsuro_seas.state import PlaceTile
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.tools import capitalised
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.main_window import MainWindow
from qtgames.gui.tsuro_seas.art import point_at
from qtgames.gui.tsuro_seas.board import PreviewItem, square_rect
from qtgames.gui.tsuro_seas.editor import FacingArrow
from tests.paths import FIXTURES, RESOURCES

from ..editor_helpers import (
    board_point,
    drag_from_palette,
    drag_into,
    drag_on_board,
    open_editor,
    play_from_here,
)

SCENARIOS = FIXTURES / "scenarios"


@pytest.fixture
def editor(qtbot) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, blank_scenario("tsuro-seas"))


def square_centre(name: str) -> QPointF:
    index = (int(name[1:]) - 1) * 7 + ord(name[0]) - ord("A")
    return square_rect(7, index).center()


def near(name: str, point: int) -> QPointF:
    """A spot inside square `name`, close to its edge point `point` (0-7 clockwise from top-left)."""
    rect = square_rect(7, (int(name[1:]) - 1) * 7 + ord(name[0]) - ord("A"))
    x, y = ((0.3, 0.1), (0.7, 0.1), (0.9, 0.3), (0.9, 0.7), (0.7, 0.9), (0.3, 0.9), (0.1, 0.7), (0.1, 0.3))[point]
    return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())


def ship(win: EditorWindow, seat: int) -> dict[str, Any]:
    return dict(win.document.position["ships"][seat])


def test_a_dropped_ship_faces_out_of_the_nearest_side_r_turns_it_and_a_starting_mark_takes_it(  # type: ignore[no-untyped-def]
        qtbot, editor: EditorWindow) -> None:
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.ships, {"kind": "ship", "seat": 0}, editor, near("D3", 2))
    assert ship(editor, 0) == {"square": "E3", "point": 7, "alive": True, "on_start": False}, "out of D3's right side"
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(editor, near("D3", 2)))
    assert editor.selection == ["ship:0"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_R)
    assert ship(editor, 0) == {"square": "D4", "point": 1, "alive": True, "on_start": False}, "now out of the bottom"
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_R, Qt.KeyboardModifier.ShiftModifier)
    assert ship(editor, 0)["square"] == "E3"
    # The margin beside A1's top-left starting mark: the ship waits on that mark.
    mark = square_rect(7, 0).topLeft() + QPointF(square_rect(7, 0).width() * 0.3, -20)
    drag_from_palette(qtbot, tools.ships, {"kind": "ship", "seat": 1}, editor, mark)
    assert ship(editor, 1) == {"square": "A1", "point": 0, "alive": True, "on_start": True}
    words = [editor.problems.item(row).text() for row in range(editor.problems.count())]
    tips = [editor.problems.item(row).toolTip() for row in range(editor.problems.count())]
    assert words and not any("position." in text for text in words), "problems read in words"
    assert any(text.startswith("Ship 1 on D3") for text in words), words
    assert any("position.ships[0]" in tip for tip in tips), "the data path is in the tooltip"


def board_entries(win: EditorWindow) -> dict[str, tuple[int, int]]:
    return {e["square"]: (e["tile"], e["rotation"]) for e in win.document.position["board"]}


def test_build_a_position_by_dragging_turning_undoing_and_saving(qtbot, editor: EditorWindow,  # type: ignore[no-untyped-def]
                                                                tmp_path: Path) -> None:
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 12}, editor, square_centre("C4"))
    assert board_entries(editor) == {"C4": (12, 0)}
    assert 12 not in editor.document.position["pile"]
    drag_from_palette(qtbot, tools.kaiju, {"kind": "daikaiju", "id": 3}, editor, square_centre("D4"))
    assert [(k["id"], k["square"]) for k in editor.document.position["daikaiju"]] == [(3, "D4")]
    assert 3 not in editor.document.position["daikaiju_supply"]

    # Click the tile to select it, turn it with R; the board shows a selection frame.
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(editor, square_centre("C4")))
    assert editor.selection == ["square:C4"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_R)
    assert board_entries(editor) == {"C4": (12, 1)}

    # Drag it to another square; undo walks back through every edit, redo forward again.
    drag_on_board(qtbot, editor, square_centre("C4"), square_centre("B2"))
    assert board_entries(editor) == {"B2": (12, 1)}
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board_entries(editor) == {"C4": (12, 1)}
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board_entries(editor) == {"C4": (12, 0)}
    editor.redo_action.trigger()
    editor.redo_action.trigger()
    assert board_entries(editor) == {"B2": (12, 1)}

    # A ship let go on the tile's square, near its top, faces out of it there: in front of B1, on a
    # sea where nobody has laid a starting move, which breaks a rule; the problem says so in words.
    drag_from_palette(qtbot, tools.ships, {"kind": "ship", "seat": 0}, editor, near("B2", 0))
    assert editor.document.position["ships"][0] == {"square": "B1", "point": 5, "alive": True, "on_start": False}
    assert editor.problems.count() >= 1 and "breaks" in editor.verdict.text()
    assert not editor.play_action.isEnabled()

    path = tmp_path / "built.json"
    assert editor._save_to(path)
    reopened = scenario_from_text(path.read_text(encoding="utf-8"))
    assert reopened.position == editor.document.position
    for other in open_editor(qtbot, reopened, path):
        assert board_entries(other) == {"B2": (12, 1)}


def test_rubber_band_selects_and_delete_returns_pieces_to_their_supply(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 5}, editor, square_centre("A1"))
    drag_from_palette(qtbot, tools.kaiju, {"kind": "daikaiju", "id": 0}, editor, square_centre("B1"))
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 6}, editor, square_centre("G7"))
    corner = QPointF(square_rect(7, 0).left() - 20, square_rect(7, 0).top() - 20)
    drag_on_board(qtbot, editor, corner, square_centre("C2"))
    assert sorted(editor.selection) == ["square:A1", "square:B1"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert board_entries(editor) == {"G7": (6, 0)}
    assert 5 in editor.document.position["pile"] and 0 in editor.document.position["daikaiju_supply"]


def test_a_tile_dragged_into_a_hand_leaves_the_pile(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    drag_into(qtbot, tools.tiles, {"kind": "tile", "id": 40}, tools.hand_lists[1])
    assert editor.document.position["hands"][1] == [40]
    assert 40 not in editor.document.position["pile"]


def test_test_a_ruling_lists_reasons_applies_and_steps_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = scenario_from_text((SCENARIOS / "tsuro-forced-win.json").read_text(encoding="utf-8"))
    for win in open_editor(qtbot, scenario):
        check_ruling(qtbot, win)


def change_paths(win: EditorWindow) -> list[str]:
    """The tooltips of "What changed": each change with its path in the position format."""
    return [win.ruling.result.item(row).toolTip() for row in range(win.ruling.result.count())]


def check_ruling(qtbot, win: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    win.tabs.setCurrentWidget(win.ruling)
    verdicts = win.ruling.verdicts
    texts = [verdicts.item(i).text() for i in range(verdicts.count())]
    assert texts[0].startswith("✓ Place your first tile"), "tile 4, the first of the hand [4, 6, 7]"
    rules = win.document.rules
    decision = rules.decision(win.document.state)
    # Seat 0 is "Player 1" here as in `qtgames ruling`, never "Seat 1" (issue 22; docs/scenario-format.md).
    assert win.ruling.heading.text().startswith(
        f'<b>Player {decision.player + 1}</b> decides (<a href="qtgames-rule:{decision.rule}">'), "the rule a link"
    before = rules.state_to_json(win.document.state)
    winning = next(i for i, t in enumerate(texts) if t == "✓ Place your first tile, not turned")
    verdicts.setCurrentRow(winning)
    qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
    result = win.ruling.result_text()
    assert "[TS-W1]" in result and "Ship 2" in result and "position." not in result
    assert any("position.ships[1]" in tip for tip in change_paths(win)), "the data path is in a tooltip"
    assert win.document.position["winners"] == [0]
    qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
    assert rules.state_to_json(win.document.state) == before


def test_test_a_ruling_draws_the_routes_of_the_placement_under_the_cursor(qtbot) -> None:  # type: ignore[no-untyped-def]
    """As in play: the tile in front of the ship and where it sails every ship it moves, for the
    legal placements and the refused ones alike (a refused one framed in red)."""
    scenario = scenario_from_text((SCENARIOS / "tsuro-forced-win.json").read_text(encoding="utf-8"))
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        verdicts.setFocus()
        shown = set()
        for row in range(verdicts.count()):
            qtbot.keyClick(verdicts, Qt.Key.Key_Down if row else Qt.Key.Key_Home)   # the list's cursor
            verdict = verdicts.item(row).data(Qt.ItemDataRole.UserRole)
            assert verdicts.currentRow() == row and isinstance(verdict.action, PlaceTile)
            state = win.document.state
            drawn = [item.route for item in win.board.routes]
            assert drawn == placement_routes(state, verdict.action.tile, verdict.action.rotation)
            preview = next(item for item in win.board.scene().items() if isinstance(item, PreviewItem))
            assert preview.legal == verdict.legal
            shown.add(verdict.legal)
        assert shown == {True, False}, "this position has legal and refused placements"


def test_test_a_ruling_shows_a_daikaiju_destroying_a_ship(qtbot, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    """The rulebook example shipped with the app: the dice move a daikaiju onto a ship's tile (TS-D4)."""
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        label = win.document.rules.describe_action(win.document.state, PlaceTile(10, 0))
        row = next(i for i in range(verdicts.count()) if verdicts.item(i).text() == f"✓ {label}")
        centre = verdicts.visualItemRect(verdicts.item(row)).center()
        qtbot.mouseClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)   # a double click is
        qtbot.mouseDClick(verdicts.viewport(), Qt.MouseButton.LeftButton, pos=centre)  # a click, then this
        result = win.ruling.result_text()
        assert "[TS-D4] Player 3's ship is destroyed" in result
        assert "Ship 3 on D1: out of the game" in result, result
        assert "position.ships[2].alive: true → false" in change_paths(win)
        assert win.document.position["ships"][2]["alive"] is False
        # Kept as a test case, the ruling replays to the same position and events.
        case_file = tmp_path / "ts-d4.json"
        win.ruling.save_case(case_file)
        case = json.loads(case_file.read_text(encoding="utf-8"))
        assert case["title"] == f"May Player 1 do this: {label}?", "named after the question asked"
        rules = win.document.rules
        state = rules.state_from_json(case["before"], rules.Options(), "before")
        events = rules.apply(state, rules.action_from_json(case["actions"][0], "actions[0]"))
        assert rules.state_to_json(state) == case["after"] == win.document.position
        assert [e["rule"] for e in case["events"]] == [e.rule for e in events] and "TS-D4" in case["events"][-2]["rule"]


def test_play_from_here_starts_the_game_from_the_edited_position(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scenario = scenario_from_text((SCENARIOS / "tsuro-forced-win.json").read_text(encoding="utf-8"))
    play_from_here(window, scenario)
    assert window.host.state.hands[0] == [4, 6, 7]


def test_typing_a_dice_seed_shows_the_coming_rolls_and_undoes(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    before = tools.rolls.text()
    tools.dice.clear()
    qtbot.keyClicks(tools.dice, "15755400384260043855")   # a dice state as play leaves it: beyond 32 bits
    qtbot.keyClick(tools.dice, Qt.Key.Key_Return)
    assert editor.document.position["rng"] == 15755400384260043855
    assert tools.rolls.text() != before
    editor.undo_action.trigger()
    assert editor.document.position["rng"] == 1 and tools.rolls.text() == before


def test_copy_and_paste_carry_the_whole_scenario_through_the_clipboard(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 7}, editor, square_centre("E5"))
    qtbot.keyClick(editor, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier)
    copied = editor.document.position
    assert scenario_from_text(QApplication.clipboard().text()).position == copied
    drag_on_board(qtbot, editor, square_centre("E5"), square_centre("A7"))
    assert board_entries(editor) == {"A7": (7, 0)}
    qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert editor.document.position == copied
    editor.undo_action.trigger()
    assert board_entries(editor) == {"A7": (7, 0)}


def test_copy_as_text_then_paste_reproduces_the_position_and_bad_text_is_refused_by_name(  # type: ignore[no-untyped-def]
        qtbot, editor: EditorWindow, monkeypatch: pytest.MonkeyPatch) -> None:
    warnings: list[str] = []
    editor.show_error = lambda title, text: warnings.append(text)  # type: ignore[method-assign]  (a modal box would wait)
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 7}, editor, square_centre("E5"))
    drag_from_palette(qtbot, tools.ships, {"kind": "ship", "seat": 0}, editor, near("D3", 2))
    qtbot.keyClick(editor, Qt.Key.Key_C, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier)
    text = QApplication.clipboard().text()
    assert text.startswith("qtg1:") and "\n" not in text
    copied = editor.document.position
    drag_on_board(qtbot, editor, square_centre("E5"), square_centre("A7"))
    qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
    assert editor.document.position == copied and not warnings
    drag_on_board(qtbot, editor, square_centre("E5"), square_centre("A7"))
    for bad, named in ((text[:-12], "corrupt position text"), ("qtg9:" + text[5:], "version 9"),
                       ("not a scenario", "no usable position")):
        QApplication.clipboard().setText(bad)
        qtbot.keyClick(editor, Qt.Key.Key_V, Qt.KeyboardModifier.ControlModifier)
        assert named in warnings[-1], warnings
        assert board_entries(editor) == {"A7": (7, 0)}, "nothing lost"
    assert len(warnings) == 3


def arrows(win: EditorWindow) -> list[FacingArrow]:
    return [item for item in win.board.scene().items() if isinstance(item, FacingArrow)]


def test_a_ship_dropped_on_a_starting_mark_is_on_start_previewed_by_an_arrow_and_turned_with_r(  # type: ignore[no-untyped-def]
        qtbot, editor: EditorWindow) -> None:
    tools: Any = editor.tools
    pieces = tools.ships
    item = pieces.item_for({"kind": "ship", "seat": 0})
    start = pieces.visualItemRect(item).center()
    a1 = square_rect(7, 0)
    beside_mark = QPointF(a1.left() - 20, a1.top() + a1.height() * 0.3)   # the margin by A1's left-top mark
    target = pieces.viewport().mapFromGlobal(editor.board.viewport().mapToGlobal(board_point(editor, beside_mark)))
    qtbot.mousePress(pieces.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pieces.viewport(), pos=start + (target - start) / 2)
    qtbot.mouseMove(pieces.viewport(), pos=target)
    shown = arrows(editor)
    assert len(shown) == 1 and shown[0].ship == {"square": "A1", "point": 7, "alive": True, "on_start": True}, \
        "while dragging, an arrow shows the ship on the mark, sailing into A1"
    qtbot.mouseRelease(pieces.viewport(), Qt.MouseButton.LeftButton, pos=target)
    assert not arrows(editor), "the arrow goes with the drag"
    assert ship(editor, 0) == {"square": "A1", "point": 7, "alive": True, "on_start": True}
    assert editor.selection == ["ship:0"], "the dropped ship is selected"
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_R)
    assert ship(editor, 0) == {"square": "A1", "point": 1, "alive": True, "on_start": True}, "the top-right mark"
    assert not any(problem.rule == "TS-M1" for problem in editor.document.problems)
    # Dragged on the board, the arrow follows: in the middle of C3 it would sail out of C3's bottom.
    viewport = editor.board.viewport()
    grab = board_point(editor, point_at(a1, 1))
    qtbot.mousePress(viewport, Qt.MouseButton.LeftButton, pos=grab)
    qtbot.mouseMove(viewport, pos=board_point(editor, near("C3", 4)))
    assert [arrow.ship for arrow in arrows(editor)] == [{"square": "C4", "point": 1, "alive": True, "on_start": False}]
    qtbot.mouseRelease(viewport, Qt.MouseButton.LeftButton, pos=board_point(editor, near("C3", 4)))
    assert not arrows(editor) and ship(editor, 0)["square"] == "C4"


def test_what_changed_reads_in_words_with_the_data_in_its_tooltips(qtbot) -> None:  # type: ignore[no-untyped-def]
    """What changed showed the position format's values: "removed {"square": "D1", "tile": 4, …}",
    "Whose turn: 0 → 1" (seats from 0), "point: 7 → 0", "alive: true → false"; and the heading said
    "Seat 1 decides". Players are named from 1, pieces and points by the game; the data stays in tooltips."""
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        assert win.ruling.heading.text().startswith("<b>Player 1</b> decides")
        verdicts = win.ruling.verdicts
        label = win.document.rules.describe_action(win.document.state, PlaceTile(10, 0))
        verdicts.setCurrentRow(next(i for i in range(verdicts.count()) if verdicts.item(i).text() == f"✓ {label}"))
        qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
        changed = win.ruling.result_text().split("What changed:")[1]
        for words in ("Whose turn: Player 1 → Player 2", "Removed: Tile 4 on D1", "Added: Tile 10 on B3",
                      "Ship 1: B3, left edge, upper point → A4, top edge, left point",
                      "Ship 3 on D1: out of the game", "Players out of the game, in order: nobody → Player 3",
                      "The draw pile: tile 55 out, tile 12, tile 22, tile 32 and tile 4 in (44 → 47)",
                      "Player 3's hand: tile 12, tile 22, tile 32 → none"):
            assert words in changed, changed
        for data in ("{", "[", "true", "false", ": 0 → 1", "Seat", "point:", "square:", "items", "came"):
            assert data not in changed, data
        tips = "\n".join(change_paths(win))
        assert "position.active: 0 → 1" in tips
        assert 'position.board[square=D1]: removed {"square": "D1", "tile": 4, "rotation": 3}' in tips
        assert "position.ships[0].point: 7 → 0" in tips and "position.ships[0].square: \"B3\" → \"A4\"" in tips


def test_what_changed_names_a_daikaiju_by_the_number_on_its_back_as_the_log_does(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The rulebook example: the log says "the gold daikaiju 3 moves from E1 to D1"; What changed
    said "Daikaiju 2" (the file's id) for the same piece."""
    scenario = next(s for name, s in bundled_scenarios() if name == "tsuro-seas-example-1")
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        label = win.document.rules.describe_action(win.document.state, PlaceTile(10, 0))
        verdicts.setCurrentRow(next(i for i in range(verdicts.count()) if verdicts.item(i).text() == f"✓ {label}"))
        qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
        result = win.ruling.result_text()
        assert "The daikaiju 3★ moves from E1 to D1" in result
        assert "Daikaiju 3★: E1 → D1" in result, result


def test_a_scenario_that_leaves_out_fields_with_defaults_opens(editor: EditorWindow, tmp_path: Path) -> None:
    """Found by issue 24's long fuzz: a valid scenario without `active` (it defaults to seat 0) made the
    tools raise KeyError; the editor works on the position with every field written out."""
    scenario = json.loads((RESOURCES / "scenarios" / "tsuro-seas-example-1.json").read_text(encoding="utf-8"))
    del scenario["position"]["active"]
    path = tmp_path / "short.json"
    path.write_text(json.dumps(scenario), encoding="utf-8")
    errors: list[str] = []
    editor.show_error = lambda title, text: errors.append(text)  # type: ignore[method-assign]
    assert editor.open_path(path) and errors == []
    assert editor.document.position["active"] == 0


def test_delete_sends_the_chosen_hand_tile_back_not_the_boards_selection(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    """Delete removed the last board selection even with a hand's tile chosen."""
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.tiles, {"kind": "tile", "id": 5}, editor, square_centre("C3"))
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(editor, square_centre("C3")))
    assert editor.selection == ["square:C3"]
    drag_into(qtbot, tools.tiles, {"kind": "tile", "id": 40}, tools.hand_lists[1])
    drag_into(qtbot, tools.tiles, {"kind": "tile", "id": 41}, tools.hand_lists[1])
    hand = tools.hand_lists[1]
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    item = hand.item_for({"kind": "tile", "id": 40})
    qtbot.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=hand.visualItemRect(item).center())
    qtbot.keyClick(hand, Qt.Key.Key_Delete)
    assert editor.document.position["hands"][1] == [41], "the chosen tile went back"
    assert 40 in editor.document.position["pile"]
    assert board_entries(editor) == {"C3": (5, 0)}, "the tile on the board stays"
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(editor, square_centre("C3")))
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert board_entries(editor) == {} and editor.document.position["hands"][1] == [41]


def test_the_daikaiju_palette_names_each_daikaiju_as_the_engine_does(editor: EditorWindow) -> None:
    """The captions were the file's ids 0-9 under badges 1, 1, 2, 2, …: each now carries the
    engine's one name for its daikaiju, and no two share one."""
    pieces: Any = editor.tools.kaiju
    captions = {pieces.item(row).data(Qt.ItemDataRole.UserRole)["id"]: pieces.item(row).text()
                for row in range(pieces.count())}
    assert captions == {kaiju: kaiju_label(kaiju) for kaiju in range(len(load_data().daikaiju))}
    assert len(set(captions.values())) == len(captions)
    assert pieces.item(0).toolTip().startswith(capitalised(kaiju_name(0)))


def test_a_ship_dropped_in_the_margin_is_selected_and_r_turns_it_at_once(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    """Seen in a real window: a ship let go beside a starting mark stood out of the drop point's
    reach, so nothing was selected, and R went to the palette's own search, turning nothing."""
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    tools: Any = editor.tools
    a1 = square_rect(7, 0)
    beside_mark = QPointF(a1.left() - 24, a1.top() + a1.height() * 0.3)
    drag_from_palette(qtbot, tools.ships, {"kind": "ship", "seat": 0}, editor, beside_mark)
    assert ship(editor, 0) == {"square": "A1", "point": 7, "alive": True, "on_start": True}
    assert editor.selection == ["ship:0"]
    focused = QApplication.focusWidget()
    assert focused is not None and focused is not tools.ships, "the board has the keys"
    qtbot.keyClick(focused, Qt.Key.Key_R)
    assert ship(editor, 0)["point"] == 1, "turned to the top-right mark"
