"""The scenario editor with Magellan, driven like a user: drag ships onto fields, gold cards into
hands and under Magellan, explorer cards up for auction; undo and redo, save and reopen, follow a
problem to its piece, test a ruling on an auction, play from here."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication, QComboBox, QWidget

from qtgames.engine.core.scenario import scenario_from_json, scenario_from_text
from qtgames.engine.magellan.data import EXPLORER_IDS
from qtgames.gui.editor.blank import blank_scenario
from qtgames.gui.editor.window import EditorWindow
from qtgames.gui.magellan.editor import MagellanTools
from qtgames.gui.magellan.geometry import field_rect, plate_rect, ship_spots
from qtgames.gui.main_window import MainWindow
from tests.engine.magellan.test_payment_bound import every_card_at_the_pay_stage
from tests.paths import RESOURCES

from ..editor_helpers import (
    board_point,
    drag_from_palette,
    drag_into,
    drag_on_board,
    open_editor,
    play_from_here,
)

SCENARIOS = RESOURCES / "scenarios"
GOLD_TAB, EXPLORER_TAB = 1, 2


@pytest.fixture
def editor(qtbot) -> Iterator[EditorWindow]:  # type: ignore[no-untyped-def]
    yield from open_editor(qtbot, blank_scenario("magellan"))


def tools_of(win: EditorWindow) -> MagellanTools:
    assert isinstance(win.tools, MagellanTools)
    return win.tools


def field_centre(win: EditorWindow, explorer: str, field: int) -> QPointF:
    return field_rect(win.document.state, EXPLORER_IDS.index(explorer), field).center()


def ship_at(win: EditorWindow, explorer: str, field: int, index: int = 0) -> QPointF:
    """Where a ship is drawn: a little above its anchor, on the hull and sail."""
    spot = ship_spots(win.document.state, EXPLORER_IDS.index(explorer), field)[index]
    return QPointF(spot.x(), spot.y() - 8)


def sail(qtbot, win: EditorWindow, seat: int, explorer: str, field: int) -> None:  # type: ignore[no-untyped-def]
    drag_from_palette(qtbot, tools_of(win).ships, {"kind": "ship", "seat": seat}, win,
                      field_centre(win, explorer, field))


def give_gold(qtbot, win: EditorWindow, value: int, pile: str) -> None:  # type: ignore[no-untyped-def]
    tools = tools_of(win)
    tools.controls_widget.setCurrentIndex(GOLD_TAB)
    drag_into(qtbot, tools.gold, {"kind": "gold", "value": value}, tools.controls_widget.pile_lists[pile])


def click_problem(qtbot, win: EditorWindow, path: str) -> None:  # type: ignore[no-untyped-def]
    rows = [i for i in range(win.problems.count()) if win.problems.item(i).toolTip().startswith(f"{path} ")]
    assert rows, [win.problems.item(i).text() for i in range(win.problems.count())]
    item = win.problems.item(rows[0])
    win.problems.scrollToItem(item)
    qtbot.mouseClick(win.problems.viewport(), Qt.MouseButton.LeftButton, pos=win.problems.visualItemRect(item).center())


def test_build_a_position_by_dragging_undoing_and_saving(qtbot, editor: EditorWindow,  # type: ignore[no-untyped-def]
                                                         tmp_path: Path) -> None:
    sail(qtbot, editor, 0, "marco_polo", 0)
    sail(qtbot, editor, 1, "cook", 1)
    ships = editor.document.position["ships"]
    assert ships["marco_polo"][0] == [[0, -1]] and ships["cook"][1] == [[1, -1]]
    assert editor.document.position["bought"][1][1][EXPLORER_IDS.index("cook")] == 1      # the ship bought its cards
    assert editor.document.position["decks"][1].count("cook") == 1

    give_gold(qtbot, editor, 9, "hands[0]")
    give_gold(qtbot, editor, 3, "hands[0]")
    assert editor.document.position["hands"][0] == [3, 9] and editor.document.position["gold_deck"].count(9) == 6

    # Drag the Marco Polo ship on to field II; undo walks back through each edit, redo forward.
    drag_on_board(qtbot, editor, ship_at(editor, "marco_polo", 0), field_centre(editor, "marco_polo", 1))
    assert editor.document.position["ships"]["marco_polo"] == [[], [[0, -1]], []]
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.document.position["ships"]["marco_polo"] == [[[0, -1]], [], []]
    qtbot.keyClick(editor, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert editor.document.position["hands"][0] == [9]
    editor.redo_action.trigger()
    editor.redo_action.trigger()
    assert editor.document.position["hands"][0] == [3, 9] and editor.document.position["ships"]["marco_polo"][1] == [[0, -1]]

    # Select the Cook ship with a click and Delete it: it goes home and its cards back to the decks.
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=editor.board.mapFromScene(ship_at(editor, "cook", 1)))
    assert editor.selection == ["ship:cook:1:0"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert editor.document.position["ships"]["cook"] == [[], [], []] and editor.document.position["decks"][1].count("cook") == 2

    path = tmp_path / "built.json"
    assert editor._save_to(path)
    reopened = scenario_from_text(path.read_text(encoding="utf-8"))
    assert reopened.position == editor.document.position
    for other in open_editor(qtbot, reopened, path):
        assert other.document.position == editor.document.position
        assert tools_of(other).controls_widget.pile_lists["hands[0]"].count() == 2


def test_gold_moves_between_lists_and_back_under_the_deck(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    give_gold(qtbot, editor, 7, "hands[1]")
    lists = tools_of(editor).controls_widget.pile_lists
    card = {"kind": "gold", "value": 7, "pile": "hands[1]", "index": 0}
    drag_into(qtbot, lists["hands[1]"], card, lists["discard"])
    assert editor.document.position["hands"][1] == [] and editor.document.position["discard"] == [7]
    # Let go over nothing (the palette): the card goes back under the gold deck.
    drag_into(qtbot, lists["discard"], card | {"pile": "discard"}, tools_of(editor).gold)
    assert editor.document.position["discard"] == [] and editor.document.position["gold_deck"][0] == 7
    assert sorted(editor.document.position["gold_deck"]) == sorted(blank_scenario("magellan").position["gold_deck"])


def test_delete_sends_the_chosen_gold_card_back_under_the_deck_not_the_boards_selection(  # type: ignore[no-untyped-def]
        qtbot, editor: EditorWindow) -> None:
    """Seen in a real window (issue 34's "Delete removes a selected hand tile"): a gold card chosen
    in a hand stayed there on Delete, and the ships selected on the board went instead."""
    sail(qtbot, editor, 0, "pizarro", 0)
    qtbot.mouseClick(editor.board.viewport(), Qt.MouseButton.LeftButton,
                     pos=board_point(editor, ship_at(editor, "pizarro", 0)))
    assert editor.selection == ["ship:pizarro:0:0"]
    ships = editor.document.position["ships"]
    give_gold(qtbot, editor, 3, "hands[1]")
    give_gold(qtbot, editor, 5, "hands[1]")
    hand = tools_of(editor).controls_widget.pile_lists["hands[1]"]
    editor.activateWindow()
    qtbot.waitUntil(editor.isActiveWindow)
    item = hand.item_for({"kind": "gold", "value": 5, "pile": "hands[1]", "index": 1})
    qtbot.mouseClick(hand.viewport(), Qt.MouseButton.LeftButton, pos=hand.visualItemRect(item).center())
    qtbot.keyClick(hand, Qt.Key.Key_Delete)
    position = editor.document.position
    assert position["hands"][1] == [3] and position["gold_deck"][0] == 5, "the chosen card went under the deck"
    assert position["ships"] == ships and position["ships"]["pizarro"][0], "the ship on the board stays"
    assert editor.undo_action.text() == "Undo Gold 5 back under the deck"


def test_rubber_band_selects_ships_and_delete_sends_them_home(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    sail(qtbot, editor, 0, "pizarro", 0)
    sail(qtbot, editor, 1, "pizarro", 0)
    sail(qtbot, editor, 2, "magellan", 2)
    state = editor.document.state
    first = field_rect(state, EXPLORER_IDS.index("pizarro"), 0)
    drag_on_board(qtbot, editor, QPointF(first.left() - 4, first.center().y()), first.bottomRight() + QPointF(4, 4))
    assert sorted(editor.selection) == ["ship:pizarro:0:0", "ship:pizarro:0:1"]
    qtbot.keyClick(editor.board.viewport(), Qt.Key.Key_Delete)
    assert editor.document.position["ships"]["pizarro"][0] == []
    assert editor.document.position["ships_left"] == [6, 6, 5]
    assert editor.document.position["decks"][0].count("pizarro") == 3


def test_a_rule_breaking_drop_is_listed_and_its_problem_selects_the_ship(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    sail(qtbot, editor, 2, "magellan", 0)
    # MG-X6: a Magellan card has a gold card under it; this ship has none yet.
    assert any("MG-X6" in editor.problems.item(i).text() for i in range(editor.problems.count()))
    assert "breaks" in editor.verdict.text() and not editor.play_action.isEnabled()
    editor.select([])
    click_problem(qtbot, editor, "position.stacks[2]")
    assert editor.selection == ["ship:magellan:0:0"]
    give_gold(qtbot, editor, 4, "stacks[2]")
    assert editor.document.position["stacks"][2] == [[4]]
    assert not any("MG-X6" in editor.problems.item(i).text() for i in range(editor.problems.count()))


def test_a_field_over_capacity_in_a_file_selects_its_surplus_ship(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Dragging cannot overfill a field (there are only as many cards as room), a hand-edited file can."""
    scenario = blank_scenario("magellan")
    scenario.position["ships"]["marco_polo"] = [[[0, -1], [1, -1], [2, -1], [0, -1]], [], []]
    for win in open_editor(qtbot, scenario):
        click_problem(qtbot, win, "position.ships.marco_polo[0]")
        assert win.selection == ["ship:marco_polo:0:3"]


def test_a_problem_off_the_board_brings_its_control_forward(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools = tools_of(editor)
    drag_from_palette(qtbot, tools.explorers, {"kind": "explorer", "explorer": "pizarro"}, editor,
                      plate_rect(editor.document.state, EXPLORER_IDS.index("pizarro")).center())
    assert editor.document.position["card"] == "pizarro"
    tools.controls_widget.setCurrentIndex(EXPLORER_TAB)
    editor.tabs.setCurrentIndex(1)
    click_problem(qtbot, editor, "position.auction.bidder")   # MG-A1: nobody may bid with empty hands
    assert editor.tabs.currentIndex() == 0 and tools.controls_widget.currentIndex() == 0
    focused = QApplication.focusWidget()
    assert isinstance(focused, QComboBox) and focused.objectName() == "auction.bidder"


def test_an_edit_the_components_cannot_make_is_refused_with_a_reason(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    tools = tools_of(editor)
    tools.controls_widget.setCurrentIndex(EXPLORER_TAB)
    before = editor.document.undo_stack.count()
    drag_into(qtbot, tools.explorers, {"kind": "explorer", "explorer": "cook"}, tools.controls_widget.pile_lists["decks[0]"])
    assert editor.document.undo_stack.count() == before
    assert "boxed[0] holds no James Cook card" in editor.statusBar().currentMessage()
    drag_into(qtbot, tools.explorers, {"kind": "explorer", "explorer": "cook"}, tools.controls_widget.pile_lists["boxed[0]"])
    assert editor.document.position["boxed"][0] == ["cook"]


def test_the_board_side_is_an_undoable_option(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    sail(qtbot, editor, 0, "vasco_da_gama", 0)
    side = tools_of(editor).controls_widget.sides[0]
    side.setCurrentIndex(1)
    side.activated.emit(1)
    assert editor.document.options.board1 == "B"
    assert editor.document.position["ships"]["vasco_da_gama"][0] == [[0, 0]]   # now on the left half
    editor.undo_action.trigger()
    assert editor.document.options.board1 == "A"
    assert editor.document.position["ships"]["vasco_da_gama"][0] == [[0, -1]]


def auction_scenario() -> Any:
    return scenario_from_text((SCENARIOS / "magellan-puzzle-1.json").read_text(encoding="utf-8"))


def test_test_a_ruling_on_an_auction(qtbot) -> None:  # type: ignore[no-untyped-def]
    for win in open_editor(qtbot, auction_scenario()):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        texts = [verdicts.item(i).text() for i in range(verdicts.count())]
        assert "✓ Bid 2 for Ferdinand Magellan" in texts
        assert any(t.startswith("✗ Bid 14 for Ferdinand Magellan — MG-X6:") for t in texts)
        before = win.document.position

        for label in ("✓ Bid 2 for Ferdinand Magellan", "✓ Pass"):
            texts = [verdicts.item(i).text() for i in range(verdicts.count())]
            verdicts.setCurrentRow(texts.index(label))
            qtbot.mouseClick(win.ruling.apply_button, Qt.MouseButton.LeftButton)
        result = win.ruling.result_text()
        assert "[MG-A1] Player 1 buys Ferdinand Magellan for 2." in result
        assert "[MG-A2] Player 1 pays 2: the only cards in hand that pay 2." in result
        changed = result.split("What changed:")[1]   # players by name, yes/no, no position format data
        for words in ("Buyer: Player 3 → Player 1", "Passed this auction: Player 2: no → yes",
                      "The Magellan stack the card joins: none → stack 1",
                      "Added: Player 1's ship on Ferdinand Magellan's field III",
                      "The cards Player 1 bought in phase III: Ferdinand Magellan: 0 → 1",
                      "The discard pile: gold 2 in (5 → 6)"):
            assert words in changed, changed
        assert not any(data in changed for data in ("true", "false", "-1", "seat", "Seat", "[", "items")), changed
        assert win.document.position["stage"] == "under"

        qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(win.ruling.back_button, Qt.MouseButton.LeftButton)
        assert win.document.position == before


def test_test_a_ruling_on_a_payment_from_every_gold_card_lists_a_bounded_few_at_once(qtbot) -> None:  # type: ignore[no-untyped-def]
    """Issue 24, defect 4: a buyer holding all 63 gold cards froze the editor for 70 s while it
    listed every payment card by card."""
    scenario = scenario_from_json(every_card_at_the_pay_stage(60))
    for win in open_editor(qtbot, scenario):
        win.tabs.setCurrentWidget(win.ruling)
        verdicts = win.ruling.verdicts
        legal = [verdicts.item(i).text() for i in range(verdicts.count()) if verdicts.item(i).text().startswith("✓")]
        assert 0 < len(legal) <= 512 and all(text.startswith("✓ Pay ") for text in legal), legal[:3]


def test_play_from_here_starts_the_game_from_the_edited_position(qtbot, window: MainWindow) -> None:  # type: ignore[no-untyped-def]
    scenario = auction_scenario()
    play_from_here(window, scenario)
    assert window.host.state.hands[0] == [2, 4, 9]


def test_the_controls_cite_the_rules_the_engine_names_for_each_field(editor: EditorWindow) -> None:
    """Tooltips take their rule IDs from editing.FIELD_RULES and the options, as before."""
    tips = {widget.toolTip() for widget in tools_of(editor).controls().findChildren(QWidget)}
    assert "The board side is a scenario option (MG-S1); changing it is one undo step" in tips
    assert "Columbus cards bought in phase I not yet spent on a veto (MG-X4b)" in tips


# An open combo box's list is a popup, which the offscreen platform cannot give the keyboard.
POPUP = pytest.mark.qt_log_ignore("This plugin does not support grabbing the keyboard")


def choose(qtbot, box: QComboBox, data: Any) -> None:  # type: ignore[no-untyped-def]
    """Open the box's list and click the entry holding `data`, as a user does."""
    target = box.findData(data)
    assert target >= 0, (box.objectName(), data)
    box.showPopup()
    view = box.view()
    qtbot.waitUntil(view.isVisible)
    index = view.model().index(target, 0)
    view.scrollTo(index)
    qtbot.mouseClick(view.viewport(), Qt.MouseButton.LeftButton, pos=view.visualRect(index).center())
    qtbot.waitUntil(lambda: not view.isVisible())


@POPUP
def test_a_payment_step_is_set_up_from_the_form_and_its_buyer_is_the_last_buyer(  # type: ignore[no-untyped-def]
        qtbot, editor: EditorWindow) -> None:
    """Issue 34, major 6: the Last buyer box showed the choice but never kept it, and the buyer of
    the card up was not made the last buyer, so a payment step set up from the form always broke
    MG-E1b."""
    tools = tools_of(editor)
    drag_from_palette(qtbot, tools.explorers, {"kind": "explorer", "explorer": "pizarro"}, editor,
                      plate_rect(editor.document.state, EXPLORER_IDS.index("pizarro")).center())
    give_gold(qtbot, editor, 5, "hands[1]")
    give_gold(qtbot, editor, 4, "hands[1]")
    controls = tools.controls_widget
    controls.setCurrentIndex(0)
    choose(qtbot, controls.stage, "pay")
    choose(qtbot, controls.seat_boxes["buyer"], 1)
    qtbot.keyClick(controls.price, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(controls.price, "4")
    position = editor.document.position
    assert (position["stage"], position["buyer"], position["price"]) == ("pay", 1, 4)
    assert position["last_buyer"] == 1, "the buyer of the card up is its last buyer (MG-E1b)"
    assert controls.seat_boxes["last_buyer"].currentData() == 1
    assert editor.document.problems == [], [str(p) for p in editor.document.problems]
    editor.tabs.setCurrentWidget(editor.ruling)
    verdicts = editor.ruling.verdicts
    assert any(verdicts.item(i).text().startswith("✓ Pay ") for i in range(verdicts.count()))

    # Another last buyer than the buyer is refused with the rule, and the box shows the position again.
    editor.tabs.setCurrentIndex(0)
    choose(qtbot, controls.seat_boxes["last_buyer"], 2)
    assert "MG-E1b" in editor.statusBar().currentMessage()
    assert editor.document.position["last_buyer"] == 1 and controls.seat_boxes["last_buyer"].currentData() == 1


@POPUP
def test_the_last_buyer_chosen_among_the_buyers_is_kept(qtbot, editor: EditorWindow) -> None:  # type: ignore[no-untyped-def]
    sail(qtbot, editor, 0, "marco_polo", 0)
    sail(qtbot, editor, 2, "cook", 0)
    box = tools_of(editor).controls_widget.seat_boxes["last_buyer"]
    for seat in (2, 0):
        choose(qtbot, box, seat)
        assert editor.document.position["last_buyer"] == seat == box.currentData()
    choose(qtbot, box, 1)
    assert "has bought no explorer card" in editor.statusBar().currentMessage()
    assert editor.document.position["last_buyer"] == 0 == box.currentData(), "the box never shows a choice not kept"
