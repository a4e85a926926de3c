"""The scenario editor with Entdecker, driven like a user: drag cards, units and the ship from the
palette, turn and move them, stack cards and hand out tokens beside the board, undo and redo,
save and reopen, follow a problem to its piece, test a ruling, play from here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QGroupBox,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QWidget,
)

from qtgames.engine.core.scenario import Scenario, scenario_from_text
from qtgames.engine.entdecker import editing
from qtgames.engine.entdecker.board import squares_by_name
from qtgames.engine.entdecker.data import load_data
from qtgames.engine.entdecker.moves import placements
from qtgames.engine.entdecker.options import EntdeckerOptions
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.pieces import PIECE_ROLE, PieceList
from qtgames.gui.editor.window import PROBLEM_ROLE, EditorWindow
from qtgames.gui.entdecker.geometry import circle_centre, square_rect
from qtgames.gui.main_window import MainWindow
from tests.paths import RESOURCES

from ..editor_helpers import (
    board_point,
    drag_from_palette,
    drag_on_board,
    open_editor,
    play_from_here,
)

DATA = load_data()
SCENARIOS = RESOURCES / "scenarios"
SQUARES = squares_by_name(DATA.columns, DATA.rows)


@pytest.fixture
def editor(qtbot) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, blank_scenario("entdecker"))


def kind(shape: str, back: str = "plain", event: str | None = None) -> dict[str, Any]:
    return {"kind": "spare", "shape": shape, "back": back, "event": event}


def scout(owner: int) -> dict[str, Any]:
    return {"kind": "unit", "owner": owner, "unit": "scout"}


def at_square(win: EditorWindow, name: str, x: float = 0.5, y: float = 0.5) -> QPointF:
    """A scene point inside square `name`, `x` across and `y` down (0-1)."""
    rect = square_rect(win.document.state, SQUARES[name])
    return QPointF(rect.left() + x * rect.width(), rect.top() + y * rect.height())


def board(win: EditorWindow) -> dict[str, tuple[str, int]]:
    """The discovered squares: the shape of each card and how far it is turned."""
    return {e["square"]: (DATA.tiles[e["tile"]].shape, e["quarters"]) for e in win.document.position["board"]}


def stacked(win: EditorWindow) -> list[int]:
    return [card for stack in win.document.position["stacks"] for card in stack]


def zone(win: EditorWindow, field: str, index: int) -> PieceList:
    """A list beside the board, scrolled into view as a user would before dropping on it."""
    found = win.findChild(PieceList, f"zone-{field}-{index}")
    assert found is not None
    win.tabs.widget(0).ensureWidgetVisible(found)  # type: ignore[attr-defined]  (the Position tab scrolls)
    return found


def drag_to(qtbot, pieces: PieceList, piece: dict[str, Any], target: QWidget) -> None:  # type: ignore[no-untyped-def]
    """Press on a piece in a list, move over another widget, let go there."""
    item = pieces.item_for(piece)
    assert item is not None
    pieces.scrollToItem(item)
    start = pieces.visualItemRect(item).center()
    end = pieces.viewport().mapFromGlobal(target.mapToGlobal(target.rect().center()))
    qtbot.mousePress(pieces.viewport(), Qt.MouseButton.LeftButton, pos=start)
    qtbot.mouseMove(pieces.viewport(), pos=(start + end) / 2)
    qtbot.mouseMove(pieces.viewport(), pos=end)
    qtbot.mouseRelease(pieces.viewport(), Qt.MouseButton.LeftButton, pos=end)


def click_board(qtbot, win: EditorWindow, scene: QPointF) -> None:  # type: ignore[no-untyped-def]
    qtbot.mouseClick(win.board.viewport(), Qt.MouseButton.LeftButton, pos=board_point(win, scene))


def test_build_a_position_by_dragging_turning_undoing_and_saving(qtbot, editor: EditorWindow,  # type: ignore[no-untyped-def]
                                                                tmp_path: Path) -> None:
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.cards, kind("headland"), editor, at_square(editor, "C3"))
    drag_from_palette(qtbot, tools.cards, kind("corner"), editor, at_square(editor, "D3"))
    drag_from_palette(qtbot, tools.cards, kind("bay"), editor, at_square(editor, "C4"))
    assert board(editor) == {"C3": ("headland", 0), "D3": ("corner", 0), "C4": ("bay", 0)}
    laid = [e["tile"] for e in editor.document.position["board"]]
    assert not set(laid) & set(stacked(editor)) and len(stacked(editor)) == len(DATA.draw_tiles()) - 3
    assert tools.cards.item_for(kind("headland")).text().endswith("×19")
    drag_from_palette(qtbot, tools.units, scout(0), editor, at_square(editor, "C4"))
    assert editor.document.position["units"] == [{"square": "C4", "owner": 0, "kind": "scout", "part": 0}]
    assert editor.selection == ["unit:C4"]

    # Click the headland to select it and turn it with R.
    click_board(qtbot, editor, at_square(editor, "C3"))
    assert editor.selection == ["card:C3"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_R)
    assert board(editor)["C3"] == ("headland", 1)

    # Undo walks back through the turn and the scout, redo forward again.
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert board(editor)["C3"] == ("headland", 0)
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.document.position["units"] == []
    editor.redo_action.trigger()
    editor.redo_action.trigger()
    assert board(editor)["C3"] == ("headland", 1) and len(editor.document.position["units"]) == 1

    path = tmp_path / "built.json"
    assert editor._save_to(path)
    reopened = scenario_from_text(path.read_text(encoding="utf-8"))
    assert reopened.position == editor.document.position
    for other in open_editor(qtbot, reopened, path):
        assert board(other) == {"C3": ("headland", 1), "D3": ("corner", 0), "C4": ("bay", 0)}


def test_a_rule_breaking_drop_is_listed_and_its_problem_selects_it(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.cards, kind("headland"), editor, at_square(editor, "C3"))
    assert editor.problems.count() == 0
    # Open sea above the headland's land: land meets water (EN-X4b), the later card is named.
    drag_from_palette(qtbot, tools.cards, kind("open_sea"), editor, at_square(editor, "C2"))
    problems = [editor.problems.item(i) for i in range(editor.problems.count())]
    assert [p.data(PROBLEM_ROLE).rule for p in problems] == ["EN-X4b"] and "breaks" in editor.verdict.text()
    assert not editor.play_action.isEnabled()
    editor.select([])
    qtbot.mouseClick(editor.problems.viewport(), Qt.MouseButton.LeftButton,
                     pos=editor.problems.visualItemRect(problems[0]).center())
    assert editor.selection == ["card:C2"]

    # A scout on the open sea cannot stand there (EN-B1): it is listed, shown and selectable all the same.
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    drag_from_palette(qtbot, tools.cards, kind("open_sea"), editor, at_square(editor, "F5"))
    drag_from_palette(qtbot, tools.units, scout(1), editor, at_square(editor, "F5"))
    item = editor.problems.item(0)
    assert editor.problems.count() == 1 and item.data(PROBLEM_ROLE).rule == "EN-B1"
    editor.select([])
    qtbot.mouseClick(editor.problems.viewport(), Qt.MouseButton.LeftButton,
                     pos=editor.problems.visualItemRect(item).center())
    assert editor.selection == ["unit:F5"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert editor.problems.count() == 0 and editor.document.position["units"] == []


def test_stacks_piles_and_tokens_take_dropped_pieces(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    position = editor.document.position
    # A storm from the palette on stack 2 is that stack's next card, shown first in its list.
    drag_to(qtbot, tools.cards, kind("open_sea", "question", "storm"), zone(editor, "stacks", 1))
    top = editor.document.position["stacks"][1][-1]
    assert DATA.tiles[top].event == "storm"
    assert zone(editor, "stacks", 1).item(0).data(PIECE_ROLE) == {"kind": "card", "id": top}

    # The bottom card of stack 3, selected and sent to the top.
    stack = zone(editor, "stacks", 2)
    bottom = position["stacks"][2][0]
    qtbot.mouseClick(stack.viewport(), Qt.MouseButton.LeftButton,
                     pos=stack.visualItemRect(stack.item(stack.count() - 1)).center())
    qtbot.mouseClick(editor.findChild(QPushButton, "to-top"), Qt.MouseButton.LeftButton)
    assert editor.document.position["stacks"][2] == position["stacks"][2][1:] + [bottom]

    # The top token of pile 1 to player 2, and a particular card from stack 1 onto the board.
    token = position["token_piles"][0][-1]
    drag_to(qtbot, zone(editor, "token_piles", 0), {"kind": "token", "id": token}, zone(editor, "tokens", 1))
    assert editor.document.position["tokens"][1] == [token]
    assert token not in editor.document.position["token_piles"][0]
    card = position["stacks"][0][5]
    drag_from_palette(qtbot, zone(editor, "stacks", 0), {"kind": "card", "id": card}, editor, at_square(editor, "A1"))
    assert editor.document.position["board"] == [{"square": "A1", "tile": card, "quarters": 0}]

    # A rubber band around A1 and Delete: the card goes back under the shortest stack.
    corner = square_rect(editor.document.state, 0).topLeft() - QPointF(20, 20)
    drag_on_board(qtbot, editor, corner, at_square(editor, "A1", 0.8, 0.8))
    assert editor.selection == ["card:A1"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert editor.document.position["board"] == [] and card in stacked(editor)


def type_into(qtbot, widget: QWidget, text: str) -> None:  # type: ignore[no-untyped-def]
    """Select what a field shows, type over it and press Enter."""
    widget.setFocus()
    widget.selectAll()  # type: ignore[attr-defined]
    qtbot.keyClicks(widget, text)
    qtbot.keyClick(widget, Qt.Key.Key_Return)


def test_turn_fields_and_seat_numbers_are_each_one_edit(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    type_into(qtbot, editor.findChild(QSpinBox, "gold-1"), "9")
    assert editor.document.position["gold"] == [DATA.gold_start, 9]
    type_into(qtbot, editor.findChild(QLineEdit, "rng"), "42")
    assert editor.document.position["rng"] == 42
    phase = editor.findChild(QComboBox, "phase")
    phase.setFocus()
    qtbot.keyClick(phase, Qt.Key.Key_Down)
    assert editor.document.position["phase"] == "declare"
    # Declaring needs the ship out (EN-X1): the problem list says so at once.
    assert [p.rule for p in editor.document.problems] == ["EN-X1"]
    type_into(qtbot, editor.findChild(QLineEdit, "record-placed_now"), '["c3"]')
    assert editor.document.position["placed_now"] == ["c3"]
    assert "EN-X4d" in [p.rule for p in editor.document.problems]
    for _ in range(4):
        editor.undo_action.trigger()
    assert editor.document.position == editing.blank_position(DATA)
    assert editor.findChild(QSpinBox, "gold-1").value() == DATA.gold_start


def test_the_ship_and_units_are_dragged_onto_circles_routes_and_land_parts(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools: Any = editor.tools
    drag_from_palette(qtbot, tools.units, {"kind": "ship"}, editor, circle_centre(editor.document.state, 3))
    assert editor.document.position["ship"] == {"circle": 3}
    assert "circle 3" in editor.findChild(QLabel, "ship-where").text()

    # Two points: land on the north and east sides, each its own part; the scout goes to the one it is let go on.
    drag_from_palette(qtbot, tools.cards, kind("two_points"), editor, at_square(editor, "B2"))
    drag_from_palette(qtbot, tools.units, scout(0), editor, at_square(editor, "B2", 0.85, 0.5))
    look = editor.document.state.looks[SQUARES["B2"]]
    assert look.parts[editor.document.position["units"][0]["part"]] == frozenset({1})
    drag_on_board(qtbot, editor, circle_centre(editor.document.state, 3), at_square(editor, "B2", 0.45, 0.55))
    assert editor.document.position["ship"] == {"square": "B2", "route": 0}
    assert editor.selection == ["ship"]

    # The scout carried to the other point of the same card, then the card with it to E6.
    unit = editor.document.position["units"][0]
    drag_on_board(qtbot, editor, at_square(editor, "B2", 0.85, 0.5), at_square(editor, "B2", 0.5, 0.12))
    moved = editor.document.position["units"][0]
    assert look.parts[moved["part"]] == frozenset({0}) and moved["part"] != unit["part"]
    drag_on_board(qtbot, editor, at_square(editor, "B2", 0.2, 0.2), at_square(editor, "E6"))
    position = editor.document.position
    assert (position["board"][0]["square"], position["units"][0]["square"], position["ship"]["square"]) == (
        "E6", "E6", "E6")


def test_test_a_ruling_scores_the_island_and_steps_back(qtbot) -> None:  # type: ignore[no-untyped-def]
    scenario = scenario_from_text((SCENARIOS / "entdecker-example-1.json").read_text(encoding="utf-8"))
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        texts = [verdicts.item(i).text() for i in range(verdicts.count())]
        rules = win.document.rules
        before = rules.state_to_json(win.document.state)
        verdicts.setCurrentRow(texts.index("✓ Place on D1, turned right"))
        qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
        result = win.ruling.result_text()
        assert "[EN-I5]" in result and "Player 1 10, Player 2 5, Player 3 5, Player 4 2" in result
        changed = result.split("What changed:")[1]   # in words, never the position format's data
        for words in ("Whose turn: Player 1 → Player 2", "Removed: Scout of Player 1 on A1",
                      "Removed: Scout of Player 4 on E2", "Added: Card 89 on D1",
                      "Points: Player 1: 0 → 10; Player 2: 0 → 5; Player 3: 0 → 5; Player 4: 0 → 2",
                      "A card was turned over: yes → no"):
            assert words in changed, changed
        assert not any(data in changed for data in ("{", "[", "true", "false", "seat")), changed
        assert win.document.position["score"] == [10, 5, 5, 2] and win.document.position["units"] == []
        qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
        assert rules.state_to_json(win.document.state) == before


def test_play_from_here_starts_the_game_from_the_edited_position(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scenario = scenario_from_text((SCENARIOS / "entdecker-example-1.json").read_text(encoding="utf-8"))
    play_from_here(window, scenario)
    assert window.host.state.drawn == scenario.position["drawn"] and window.host.state.players == 4


def test_personal_tiles_are_dealt_by_hand_only_with_their_variant(qtbot) -> None:  # type: ignore[no-untyped-def]
    plain = blank_scenario("entdecker")
    for win in open_editor(qtbot, plain):
        assert not zone(win, "personal", 0).isVisible()
    variant = Scenario("entdecker", EntdeckerOptions(personal_tiles=True), plain.position)
    for win in open_editor(qtbot, variant):
        tools: Any = win.tools
        drag_to(qtbot, tools.cards, kind("channel"), zone(win, "personal", 1))
        hand = win.document.position["personal"][1]
        assert [DATA.tiles[card].shape for card in hand] == ["channel"] and hand[0] not in stacked(win)
        win.findChild(QSpinBox, "players").setValue(3)
        qtbot.waitUntil(lambda w=win: zone(w, "personal", 2).isVisible())   # a new row shows once events run
        drag_to(qtbot, zone(win, "personal", 1), {"kind": "card", "id": hand[0]}, zone(win, "personal", 2))
        assert win.document.position["personal"] == [[], [], hand]
        # The third player leaves: their personal tile goes back under the stacks.
        win.findChild(QSpinBox, "players").setValue(2)
        assert win.findChild(PieceList, "zone-personal-2") is None and hand[0] in stacked(win)


def test_the_position_tab_cites_the_rules_the_engine_names_for_each_field(editor: EditorWindow) -> None:
    """Labels and tooltips take their rule IDs from editing.FIELD_RULES and the options, as before."""
    tips = {widget.toolTip() for widget in editor.tools.controls().findChildren(QWidget)}
    assert "Who holds the spinner and plays first each round (EN-R1, EN-R4)" in tips
    assert "Filled into holes from the top (EN-X7)" in tips
    titles = {box.title() for box in editor.tools.controls().findChildren(QGroupBox)}
    assert "Personal tiles (variant EN-V)" in titles
    notes = {label.text() for label in editor.tools.controls().findChildren(QLabel)}
    assert "Face up, top card first (EN-C3)." in notes, "under the box's short title"


def test_draw_it_here_sets_up_a_card_that_fits_nowhere_and_draws_it_in_one_click(qtbot) -> None:  # type: ignore[no-untyped-def]
    """The rulebook example: pick a card deep in stack 2 that fits nowhere next to the ship, one
    click, and Test a ruling shows it drawn and leaving the game (EN-X4c); a step back shows the
    set-up position, valid, with the card on top of its stack."""
    scenario = scenario_from_text((SCENARIOS / "entdecker-example-1.json").read_text(encoding="utf-8"))
    rules = scenario.rules
    stack = scenario.position["stacks"][1]

    def fits_nowhere(card: int) -> bool:
        position, _ = editing.ready_to_draw(scenario.position, DATA, card)
        state, problems = rules.read_position(position, scenario.options, "position")
        return not problems and not placements(state, card)

    card = next(card for card in stack[:-1] if fits_nowhere(card))
    for win in open_editor(qtbot, scenario):
        zone = win.findChild(PieceList, "zone-stacks-1")
        item = zone.item_for({"kind": "card", "id": card})
        zone.scrollToItem(item)
        qtbot.mouseClick(zone.viewport(), Qt.MouseButton.LeftButton, pos=zone.visualItemRect(item).center())
        qtbot.mouseClick(win.findChild(QPushButton, "draw-here"), Qt.MouseButton.LeftButton)
        assert win.tabs.currentWidget() is win.ruling
        result = win.ruling.result_text()
        assert "[EN-X4a]" in result and "[EN-X4c]" in result and "fits nowhere" in result, result
        assert card in win.document.position["boxed"]
        qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
        position = win.document.position
        assert position["stacks"][1][-1] == card and position["phase"] == "explore"
        assert win.document.playable, [problem.message for problem in win.document.problems]
